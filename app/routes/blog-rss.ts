import { SHARED_PAGE_CACHE_CONTROL } from "~/page-cache/shared-answer.server";
import { blogFeed } from "~/blog/rss.server";
import { shownContentGeneration } from "~/content-store/published-content.server";
import { getLocale, type Locale } from "~/i18n/locale";

// Built once for each set of published posts in each language (decision 43); kept by the page
// cache like a page, and forgotten with the posts' pages when one is published.
const feeds = new Map<Locale, { text: string; generation: number }>();

export function loader() {
  let feed = feeds.get(getLocale());
  if (feed?.generation !== shownContentGeneration()) {
    feed = { text: blogFeed(), generation: shownContentGeneration() };
    feeds.set(getLocale(), feed);
  }
  return new Response(feed.text, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": SHARED_PAGE_CACHE_CONTROL },
  });
}
