import type { ServerBuild } from "react-router";
import { pageRequestsOf } from "~/door/door.server";
import { remembered } from "../http/remembered";

/**
 * For the page cache in front of the app: the key of a request's address, from the build's
 * routes, as the request gate will rewrite it (the one table both read:
 * app/door/page-routes.server.ts). Anything that is not a shared page keeps its address as asked.
 */
export function pageKeys(build: ServerBuild): (url: string) => string {
  const classify = pageRequestsOf(build);
  // Read on every request the page cache answers, where a URL parse is a good part of the cost.
  return remembered((url) => classify(url)?.key ?? url, 1_000);
}

/**
 * For the page cache: whether a key's page is kept apart from the site's pages (a search's, whose
 * addresses anyone can make up; decision 71), as its route says.
 */
export function keptApart(build: ServerBuild): (key: string) => boolean {
  const classify = pageRequestsOf(build);
  return remembered((key) => classify(key)?.route.keptApart === true, 1_000);
}

/**
 * For the personal pages kept for their sessions (decision 40): how many seconds an address's
 * page may be sent again to its session, as its route says; undefined for every other address,
 * React Router's data requests among them (only whole pages are kept).
 */
export function personalPageLifetimes(build: ServerBuild): (url: string) => number | undefined {
  const classify = pageRequestsOf(build);
  // Read on every signed-in request the page cache's front sees.
  return remembered((url) => {
    const question = url.indexOf("?");
    if ((question < 0 ? url : url.slice(0, question)).endsWith(".data")) return undefined;
    return classify(url)?.route.keptForSession;
  }, 1_000);
}
