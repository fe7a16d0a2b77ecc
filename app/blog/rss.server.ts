import { Feed } from "feed";
import { getLocale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { site } from "~/config/site";
import { tagLabel } from "~/content/post-tags";
import { posts } from "~/content/posts.server";
import { findTeamMember } from "~/content/team.server";
import { absoluteURL } from "~/seo/page-meta.server";

/** The blog of the page's language as an RSS 2.0 feed, newest first, with each post's summary: German readers get German posts. */
export function blogFeed(): string {
  const shown = posts();
  const newest = shown[0];
  const feed = new Feed({
    title: m.blog_feed_title({ name: site.name }),
    description: m.blog_description({ name: site.name }),
    id: absoluteURL(localizedPath("/blog")),
    link: absoluteURL(localizedPath("/blog")),
    language: getLocale(),
    image: absoluteURL("/images/og-default.png"),
    favicon: absoluteURL("/favicon.svg"),
    copyright: `© ${site.name}`,
    updated: newest ? new Date(`${newest.date}T00:00:00Z`) : undefined,
    generator: site.name,
    feedLinks: { rss: absoluteURL(localizedPath("/blog/rss.xml")) },
  });
  for (const post of shown) {
    const url = absoluteURL(localizedPath(`/blog/${post.slug}`));
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.summary,
      date: new Date(`${post.date}T00:00:00Z`),
      // RSS 2.0 wants an email address here, with the name in brackets.
      author: [{ name: findTeamMember(post.author)?.name ?? post.author, email: site.contactEmail }],
      category: post.tags.map((tag) => ({ name: tagLabel(tag) })),
    });
  }
  return feed.rss2();
}
