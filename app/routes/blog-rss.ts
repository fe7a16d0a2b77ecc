import { blogFeed } from "~/blog/rss.server";

// Built once per server start: the posts shown are fixed from the start (decision 43).
let feed: string | undefined;

export function loader() {
  feed ??= blogFeed();
  return new Response(feed, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
