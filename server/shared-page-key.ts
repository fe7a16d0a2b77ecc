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
