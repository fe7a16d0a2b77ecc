import { SHARED_PAGE_CACHE_CONTROL } from "~/.server/shared-page";
import { blogFeed } from "~/blog/rss.server";
import { shownContentGeneration } from "~/content-store/published-content.server";

// Built once for each set of published posts (decision 43); kept by the page cache like a page,
// and forgotten with the posts' pages when one is published.
let feed: { text: string; generation: number } | undefined;

export function loader() {
  if (feed?.generation !== shownContentGeneration()) feed = { text: blogFeed(), generation: shownContentGeneration() };
  return new Response(feed.text, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": SHARED_PAGE_CACHE_CONTROL },
  });
}
