/**
 * The address a shared page is rendered for and kept under: its path and the query
 * parameters it reads (its route's `handle.query`), in that order, without any other (`utm_*`,
 * `gclid`, a random one). `/?x=1` is `/`; `/projects?utm_source=a&service=ux-ui` is
 * `/projects?service=ux-ui`. A parameter given twice counts once, as the page reads it.
 */
export function sharedPageKey(url: string, reads: readonly string[] = []): string {
  const question = url.indexOf("?");
  if (question < 0) return url;
  const path = url.slice(0, question);
  const given = new URLSearchParams(url.slice(question + 1));
  const kept = new URLSearchParams();
  for (const name of reads) {
    const value = given.get(name);
    if (value !== null && value !== "") kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The address a shared page's data request (React Router's `.data`) is answered and kept under:
 * the page's own key (the parameters it reads), then React Router's `_routes`, naming only the
 * routes the address matches (`matched`, in their order); anything else (a made-up `x=`, a route
 * that is not there) is no part of it. `/courses.data?x=1` is `/courses.data`.
 */
export function sharedDataKey(url: string, reads: readonly string[], matched: readonly string[]): string {
  const key = sharedPageKey(url, reads);
  const question = url.indexOf("?");
  if (question < 0) return key;
  const asked = new URLSearchParams(url.slice(question + 1)).get("_routes");
  if (!asked) return key;
  const named = new Set(asked.split(","));
  const routes = matched.filter((id) => named.has(id));
  if (routes.length === 0) return key;
  const query = new URLSearchParams({ _routes: routes.join(",") }).toString();
  return `${key}${key.includes("?") ? "&" : "?"}${query}`;
}
