import { Search } from "lucide-react";
import { SearchForm, type SearchWords } from "./search-form";

/** The search popover's element id: one bar per page. */
export const SITE_SEARCH_ID = "site-search";

/**
 * Search in the bar (from 640 px; below, the menu holds the field): a button that opens the
 * field in a native popover, as the menu opens (decision 24), with or without scripts. The
 * field takes the focus as it opens; Escape closes it and gives focus back to the button.
 */
export function SiteSearch({ words }: { words: SearchWords }) {
  return (
    <>
      <button type="button" className="btn btn-square rounded-full btn-ghost btn-sm" popoverTarget={SITE_SEARCH_ID}>
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{words.open}</span>
      </button>
      <div
        id={SITE_SEARCH_ID}
        popover="auto"
        className="fixed inset-auto top-16 right-4 m-0 w-[min(20rem,calc(100vw-2rem))] rounded-box border border-base-300 bg-base-100 p-4 text-base-content shadow-xl backdrop:bg-transparent motion-safe:animate-rise lg:top-20"
      >
        <SearchForm words={words} id="header-search" labelShown focusOnOpen />
      </div>
    </>
  );
}
