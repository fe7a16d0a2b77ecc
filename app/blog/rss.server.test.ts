import { posts } from "~/content/posts.server";
import { blogFeed } from "./rss.server";

describe("blogFeed", () => {
  const xml = blogFeed();

  it("is an RSS 2.0 channel for the blog", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(xml).toContain("<title>Brightline Digital blog</title>");
    expect(xml).toMatch(/<atom:link href="http:\/\/[^"]+\/blog\/rss.xml" rel="self" type="application\/rss\+xml"\/>/);
  });

  it("has one item per post, newest first, with an absolute link, a date and an author", () => {
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
    expect(items).toHaveLength(posts().length);
    items.forEach((item, index) => {
      const post = posts()[index]!;
      expect(item).toContain(`<link>${new URL(`/blog/${post.slug}`, "http://localhost:3000").href}</link>`);
      expect(item).toContain(`<pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>`);
      expect(item).toMatch(/<author>hello@brightline\.digital \([A-Z][a-z]+ [A-Z][a-z]+\)<\/author>/);
      expect(item).toContain(`<description><![CDATA[${post.summary}]]></description>`);
    });
  });
});
