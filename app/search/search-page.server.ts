import { database, isUnavailable } from "~/database/database.server";
import { getLocale } from "~/i18n/locale";
import { otherSpelling } from "./other-spellings.server";
import { type SearchQuery, searchQuery } from "./search-query.server";
import { RESULTS_PER_PAGE, type SearchResult, searchSite } from "./site-search.server";

/** What the search page shows for an address's `?q=` and `?page=`. */
export type SearchPage = {
  query: SearchQuery;
  page: number;
  total: number;
  results: SearchResult[];
  /** For a search that found nothing: the query in words the pages use, when one is near. */
  otherSpelling?: string;
  /** The database did not answer: the page says so, and is not kept. */
  unavailable: boolean;
};

/** A page number as `?page=` gives it: from 1 to 999, or null (not a page: 404). */
function pageNumber(given: string | null): number | null {
  if (given === null || given === "") return 1;
  return /^[1-9][0-9]{0,2}$/.test(given) ? Number(given) : null;
}

/**
 * Search's page for `?q=` in the page's language: the results of that page, or a spelling the
 * pages use when nothing was found. Null for a page of results that is not there (404).
 */
export async function searchPage(searchParams: URLSearchParams): Promise<SearchPage | null> {
  const query = searchQuery(searchParams.get("q"));
  const page = pageNumber(searchParams.get("page"));
  if (page === null) return null;
  const locale = getLocale();
  try {
    const db = await database();
    const { total, results } = await searchSite(db, locale, query, page);
    if (page > 1 && results.length === 0) return null;
    const spelled = query.text && total === 0 ? await otherSpelling(db, locale, query.words) : undefined;
    return { query, page, total, results, otherSpelling: spelled, unavailable: false };
  } catch (error) {
    if (!isUnavailable(error)) throw error;
    return { query, page, total: 0, results: [], unavailable: true };
  }
}

/** The number of the first result on a page of them: the list counts on from there. */
export function firstOnPage(page: number): number {
  return (page - 1) * RESULTS_PER_PAGE + 1;
}

/** Each page of a search's results, the first first. */
export function resultPages(page: SearchPage, path: string): string[] {
  const count = Math.ceil(page.total / RESULTS_PER_PAGE);
  return Array.from({ length: count }, (_, index) => {
    const params = new URLSearchParams({ q: page.query.text });
    if (index > 0) params.set("page", String(index + 1));
    return `${path}?${params}`;
  });
}
