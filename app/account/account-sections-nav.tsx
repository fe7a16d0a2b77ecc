import { m } from "~/i18n/paraglide/messages.js";
/** A part of the account page the side list leads to: the id of the element that holds it. */
export type AccountSection = { id: string; label: string };

/**
 * The account page's contents: a list beside the panels from 1024 px, sticky as the page
 * scrolls; a row of links above them on a phone. Plain in-page links, so it works without scripts.
 */
export function AccountSectionsNav({ sections }: { sections: readonly AccountSection[] }) {
  return (
    <nav aria-label={m.account_sections_label()} className="lg:sticky lg:top-28 lg:self-start">
      <p className="px-3 text-sm font-semibold text-base-content/75 max-lg:sr-only">{m.account_on_this_page()}</p>
      <ul className="flex flex-wrap gap-2 lg:mt-3 lg:flex-col lg:gap-1">
        {sections.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="block rounded-full border border-base-300 px-3 py-1.5 text-sm font-semibold hover:bg-base-200 lg:rounded-lg lg:border-0 lg:px-3 lg:py-2 lg:text-base-content/80 lg:hover:text-base-content"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
