/**
 * Opens a page of the site with a page load, not client routing: most pages carry no scripts
 * (decision 24), and a page the server renders afresh shows the session as it now is. For what
 * a hydrated page does after signing in or out.
 */
export function loadPage(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}
