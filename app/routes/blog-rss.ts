import { blogFeed } from "~/blog/rss.server";
import { shownContentGeneration } from "~/content-store/published-content.server";
import { getLocale, type Locale } from "~/i18n/locale";

// Built once for each set of published posts in each language (decision 43); the same for
// everyone, so kept by the page cache like a page (app/page-cache/shared-answer.server.ts), and
// forgotten with the posts' pages when one is published.
const feeds = new Map<Locale, { text: string; generation: number }>();

export function loader() {
  let feed = feeds.get(getLocale());
  if (feed?.generation !== shownContentGeneration()) {
    feed = { text: blogFeed(), generation: shownContentGeneration() };
    feeds.set(getLocale(), feed);
  }
  return new Response(feed.text, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
