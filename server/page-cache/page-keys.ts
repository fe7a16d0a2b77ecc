import type { ServerBuild } from "react-router";
import { pageRequestsOf } from "~/door/door.server";

/**
 * For the page cache in front of the app: the key of a request's address, from the build's
 * routes, as the request gate will rewrite it (the one table both read:
 * app/door/page-routes.server.ts). Anything that is not a shared page keeps its address as asked.
 */
export function pageKeys(build: ServerBuild): (url: string) => string {
  const classify = pageRequestsOf(build);
  return (url) => classify(url)?.key ?? url;
}
