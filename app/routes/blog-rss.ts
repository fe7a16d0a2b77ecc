import { blogFeed } from "~/blog/rss.server";

// Built once per server start: the posts are part of the build.
let feed: string | undefined;

export function loader() {
  feed ??= blogFeed();
  return new Response(feed, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
