/** Longer values are cut when echoed back in a message: nobody's real filter is this long. */
const MAX_ECHO = 60;

export type QueryChoice<T extends string> = {
  /** The known value the query asked for, or null for "all". */
  value: T | null;
  /** What the query asked for when it matches nothing known: shown back, never trusted. */
  unknown: string | null;
};

/**
 * A filter in the query string, such as `?level=beginner`, that must be one of a known set.
 * An unknown value filters nothing and is reported, so the page can say so and show all.
 */
export function queryChoice<T extends string>(searchParams: URLSearchParams, name: string, known: readonly T[]): QueryChoice<T> {
  const asked = (searchParams.get(name) ?? "").trim();
  if (asked === "") return { value: null, unknown: null };
  if ((known as readonly string[]).includes(asked)) return { value: asked as T, unknown: null };
  return { value: null, unknown: asked.length > MAX_ECHO ? `${asked.slice(0, MAX_ECHO)}…` : asked };
}

/**
 * The address of a filtered view, from the filters alone (null leaves one out). Links are
 * built from known values, never by echoing the request's query, which may carry anything.
 */
export function filterURL(path: string, filters: Record<string, string | null>): string {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== null)).toString();
  return query ? `${path}?${query}` : path;
}
