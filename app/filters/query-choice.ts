import type { FilterOption } from "~/components/ui/filter-nav";
import { localizedPath } from "~/i18n/locale";

export type QueryChoice<T extends string> = {
  /** The known value the query asked for, or null for "all". */
  value: T | null;
  /**
   * The query asked for a value we don't know. What it asked for is not kept: a page says
   * only that the filter is unknown, and never shows the visitor's text back.
   */
  unknown: boolean;
};

/**
 * A filter in the query string, such as `?level=beginner`, that must be one of a known set.
 * An unknown value filters nothing and is reported, so the page can say so and show all.
 */
export function queryChoice<T extends string>(searchParams: URLSearchParams, name: string, known: readonly T[]): QueryChoice<T> {
  const asked = (searchParams.get(name) ?? "").trim();
  if (asked === "") return { value: null, unknown: false };
  if ((known as readonly string[]).includes(asked)) return { value: asked as T, unknown: false };
  return { value: null, unknown: true };
}

/**
 * The address of a filtered view, from the filters alone (null leaves one out). Links are
 * built from known values, never by echoing the request's query, which may carry anything.
 */
export function filterURL(path: string, filters: Record<string, string | null>): string {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== null)).toString();
  // In the page's language: a German page's filters stay German.
  return localizedPath(query ? `${path}?${query}` : path);
}

/** What a page shows of one filter: the words, and the values it may take. */
export type FilterWording = {
  /** Names the row of links for assistive tech: "Filter projects by service". */
  label: string;
  /** The "all" link: "All projects". */
  all: string;
  /** Said when the query names a value we don't know: that the filter is unknown and what is shown instead, never the value. */
  unknownNotice: string;
};

export type FilterSpec<T extends string> = FilterWording & { choices: readonly { id: T; label: string }[] };

/** A filter as read from the query, with its wording and the links that change it. */
export type Filter<T extends string> = QueryChoice<T> &
  Omit<FilterWording, "all"> & {
    options: FilterOption[];
    /** The page with this filter cleared and the others kept: the "all" link's address. */
    allURL: string;
  };

type ChoiceOf<S> = S extends FilterSpec<infer T> ? T : never;

/**
 * Reads a page's filters from the query and builds each filter's links: "all" first, then
 * one per value. Every link keeps the page's other filters as they are, and leaves out
 * anything else in the query (a page number, an unknown value).
 */
export function readFilters<S extends Record<string, FilterSpec<string>>>(
  path: string,
  searchParams: URLSearchParams,
  specs: S,
): { [Name in keyof S]: Filter<ChoiceOf<S[Name]>> } {
  const names = Object.keys(specs);
  const chosen = new Map(
    names.map((name) => [
      name,
      queryChoice(
        searchParams,
        name,
        specs[name]!.choices.map((choice) => choice.id),
      ),
    ]),
  );
  const current = Object.fromEntries(names.map((name) => [name, chosen.get(name)!.value]));
  const linkTo = (name: string, value: string | null) => filterURL(path, { ...current, [name]: value });
  const filters = names.map((name) => {
    const { label, all, unknownNotice, choices } = specs[name]!;
    const choice = chosen.get(name)!;
    const options = [
      { label: all, to: linkTo(name, null), active: choice.value === null },
      ...choices.map((item) => ({ label: item.label, to: linkTo(name, item.id), active: choice.value === item.id })),
    ];
    return [name, { ...choice, label, unknownNotice, options, allURL: options[0]!.to }];
  });
  return Object.fromEntries(filters) as { [Name in keyof S]: Filter<ChoiceOf<S[Name]>> };
}
