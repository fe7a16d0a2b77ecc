import type { ServerBuild } from "react-router";
import { decodedPath, pagePath, routeTable } from "./request-gate";
import { sharedPageKey } from "./shared-page-key";

/**
 * For the page cache in front of the app: the key of a request's address, from the build's
 * routes, as the request gate will rewrite it. Anything that is not a shared page keeps its
 * address as asked.
 */
export function pageKeys(build: ServerBuild): (url: string) => string {
  const lookup = routeTable(build.routes);
  return (url) => {
    if (!url.startsWith("/")) return url;
    let path: string;
    try {
      path = new URL(`http://key.invalid${url}`).pathname;
    } catch {
      return url;
    }
    // As the request gate does: a path that does not decode is refused there, not matched here.
    if (path.endsWith(".data") || decodedPath(path) === undefined) return url;
    const route = lookup(pagePath(path));
    return route?.kind === "shared" ? sharedPageKey(url, route.query) : url;
  };
}
