import { cleanText } from "~/platform/clean-text.server";
import { getLocale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { site } from "~/config/site";
import { tagLabel } from "~/content/tags.server";
import { posts } from "~/content/posts.server";
import { findTeamMember } from "~/content/team.server";
import { absoluteURL } from "~/seo/page-meta.server";
import { element, xmlDocument } from "~/seo/xml.server";

/** One post as a feed lists it: plain text as written in the studio, and its absolute address. */
export type FeedItem = { title: string; url: string; summary: string; date: string; author: string; categories: string[] };

/** The channel around the items. */
export type FeedChannel = { title: string; description: string; url: string; feedUrl: string; language: string; imageUrl: string };

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Plain text as the HTML that RSS 2.0 reads in a `<description>` (its one element of HTML): a
 * summary that says `<script>` shows those characters in a feed reader, never runs as markup.
 */
const asHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** A date as RSS writes it (RFC 822, in GMT), from a day as the content stores it. */
const rssDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

/**
 * An RSS 2.0 document. Every text is one cleaned line (no controls, no invisible characters)
 * written as XML text by xml.server.ts: titles, names and categories are plain text, as the RSS
 * Advisory Board's profile asks, and a summary becomes the HTML of its words.
 */
export function rssDocument(channel: FeedChannel, items: readonly FeedItem[]): string {
  const line = (text: string) => cleanText(text);
  const newest = items[0];
  return xmlDocument(
    element(
      "rss",
      { version: "2.0", "xmlns:atom": "http://www.w3.org/2005/Atom" },
      element(
        "channel",
        {},
        element("title", {}, line(channel.title)),
        element("link", {}, channel.url),
        element("description", {}, line(channel.description)),
        newest ? element("lastBuildDate", {}, rssDate(newest.date)) : undefined,
        element("docs", {}, "https://www.rssboard.org/rss-specification"),
        element("generator", {}, line(site.name)),
        element("language", {}, channel.language),
        element(
          "image",
          {},
          element("title", {}, line(channel.title)),
          element("url", {}, channel.imageUrl),
          element("link", {}, channel.url),
        ),
        element("copyright", {}, line(`© ${site.name}`)),
        element("atom:link", { href: channel.feedUrl, rel: "self", type: "application/rss+xml" }),
        ...items.map((item) =>
          element(
            "item",
            {},
            element("title", {}, line(item.title)),
            element("link", {}, item.url),
            element("guid", { isPermaLink: "false" }, item.url),
            element("pubDate", {}, rssDate(item.date)),
            element("description", {}, asHtml(line(item.summary))),
            // RSS 2.0 wants an email address here, with the name in brackets.
            element("author", {}, `${site.contactEmail} (${line(item.author)})`),
            ...item.categories.map((category) => element("category", {}, line(category))),
          ),
        ),
      ),
    ),
  );
}

/** The blog of the page's language as an RSS 2.0 feed, newest first, with each post's summary: German readers get German posts. */
export function blogFeed(): string {
  const blog = absoluteURL(localizedPath("/blog"));
  return rssDocument(
    {
      title: m.blog_feed_title({ name: site.name }),
      description: m.blog_description({ name: site.name }),
      url: blog,
      feedUrl: absoluteURL(localizedPath("/blog/rss.xml")),
      language: getLocale(),
      imageUrl: absoluteURL("/images/og-default.png"),
    },
    posts().map((post) => ({
      title: post.title,
      url: absoluteURL(localizedPath(`/blog/${post.slug}`)),
      summary: post.summary,
      date: post.date,
      author: findTeamMember(post.author)?.name ?? post.author,
      categories: post.tags.map((tag) => tagLabel(tag)),
    })),
  );
}
