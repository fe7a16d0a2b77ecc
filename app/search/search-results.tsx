import { Link } from "react-router";
import type { SearchedKind } from "~/database/schema.server";
import { m } from "~/i18n/paraglide/messages.js";
import type { MarkedText, SearchResult } from "./site-search.server";

const kindNames: Record<SearchedKind, () => string> = {
  course: m.search_kind_course,
  service: m.search_kind_service,
  project: m.search_kind_project,
  post: m.search_kind_post,
  faq: m.search_kind_faq,
};

/** A title or an excerpt, the words the query found in `<mark>`: text only, never HTML. */
function Marked({ pieces }: { pieces: MarkedText }) {
  return pieces.map((piece, index) =>
    // The browser's own highlight: black on yellow reads in either theme.
    piece.marked ? <mark key={index}>{piece.text}</mark> : piece.text,
  );
}

/** Search's results, best first: each page's kind, its title as a link, and where the words were found. */
export function SearchResults({ results, start }: { results: SearchResult[]; start: number }) {
  return (
    <ol aria-label={m.search_results_label()} start={start} className="max-w-3xl divide-y divide-base-300">
      {results.map((result) => (
        <li key={result.address} className="py-6 first:pt-0">
          <p className="text-xs font-semibold tracking-wider text-base-content/70 uppercase">{kindNames[result.kind]()}</p>
          <h2 className="mt-1 text-xl font-bold break-words">
            <Link to={result.address} className="underline-offset-4 hover:text-primary hover:underline">
              <Marked pieces={result.title} />
            </Link>
          </h2>
          {result.excerpt.length > 0 ? (
            <p className="mt-2 break-words text-base-content/80">
              <Marked pieces={result.excerpt} />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
