// @vitest-environment jsdom
// A feed reader's parsers: the DOM's XML parser, strict as XML asks, and its HTML parser.
import fc from "fast-check";
import { cleanText } from "~/platform/clean-text.server";
import { posts, showPosts } from "~/content/posts.server";
import { blogFeed, rssDocument, type FeedChannel, type FeedItem } from "./rss.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

/** The feed as a feed reader's XML parser reads it: throws when it is not well-formed XML. */
function parsed(xml: string): Document {
  const feed = new DOMParser().parseFromString(xml, "application/xml");
  const error = feed.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}\n${xml}`);
  return feed;
}

/** What a reader shows of an item's description: its HTML's text. */
function htmlText(html: string): { text: string; elements: number } {
  const template = document.createElement("template");
  template.innerHTML = html;
  return { text: template.content.textContent ?? "", elements: template.content.querySelectorAll("*").length };
}

const ITEM_PARTS = ["title", "link", "guid", "pubDate", "description", "author", "category"];

describe("blogFeed", () => {
  const xml = blogFeed();

  it("is an RSS 2.0 channel for the blog", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(xml).toContain("<title>Brightline Digital blog</title>");
    expect(xml).toMatch(/<atom:link href="http:\/\/[^"]+\/blog\/rss.xml" rel="self" type="application\/rss\+xml"\/>/);
  });

  it("has one item per post, newest first, with an absolute link, a date, an author and its summary", () => {
    const items = [...parsed(xml).getElementsByTagName("item")];
    expect(items).toHaveLength(posts().length);
    items.forEach((item, index) => {
      const post = posts()[index]!;
      const part = (name: string) => item.getElementsByTagName(name)[0]?.textContent;
      expect(part("link")).toBe(new URL(`/blog/${post.slug}`, "http://localhost:3000").href);
      expect(part("pubDate")).toBe(new Date(`${post.date}T00:00:00Z`).toUTCString());
      expect(part("author")).toMatch(/^hello@brightline\.digital \([A-Z][a-z]+ [A-Z][a-z]+\)$/);
      expect(part("title")).toBe(post.title);
      expect(htmlText(part("description")!).text).toBe(post.summary);
    });
  });

  it("stays one valid feed when a published post's title and summary end a CDATA section and carry markup (issue 61)", () => {
    const shown = posts();
    const [first, ...rest] = shown;
    const title = "Cheap tricks ]]><link>https://evil.example/</link>]]> and more";
    const summary = `A summary ]]></description><link>https://evil.example/</link><description>]]> with <script>alert(1)</script> and <img src=x onerror=alert(2)> & done.`;
    showPosts([{ ...first!, title, summary }, ...rest]);
    try {
      const feed = parsed(blogFeed());
      const item = feed.getElementsByTagName("item")[0]!;
      expect([...item.children].map((child) => child.tagName).filter((name) => name !== "category")).toEqual(ITEM_PARTS.slice(0, -1));
      expect(item.getElementsByTagName("title")[0]!.textContent).toBe(title);
      expect(htmlText(item.getElementsByTagName("description")[0]!.textContent!)).toEqual({ text: summary, elements: 0 });
      expect(feed.getElementsByTagName("link")).toHaveLength(2 + shown.length);
    } finally {
      showPosts(shown);
    }
  });
});

describe("rssDocument, whatever a document says", () => {
  const channel: FeedChannel = {
    title: "Blog",
    description: "Notes",
    url: "http://localhost:3000/blog",
    feedUrl: "http://localhost:3000/blog/rss.xml",
    language: "en-GB",
    imageUrl: "http://localhost:3000/images/og-default.png",
  };
  // Strings built from the pieces that break feeds: section ends, markup, references, controls
  // (C0, C1, DEL), lone surrogates, the two non-characters XML refuses, and any other text.
  const hostile = fc
    .array(
      fc.oneof(
        fc.constantFrom("]]>", "]]", "<![CDATA[", "<", ">", "&", "&amp;", "&#x1;", '"', "'", "</title>", "<link>", "\uFFFE", "\uFFFF"),
        fc.constantFrom("\u0000", "\u0001", "\u0008", "\u000B", "\u000C", "\u001F", "\u007F", "\u0085", "\u009F", "\r", "\n", "\t"),
        fc.constantFrom("\uD800", "\uDC00", "\u202E", "\u00AD"),
        fc.string({ unit: "binary", maxLength: 8 }),
      ),
      { maxLength: 20 },
    )
    .map((parts) => parts.join(""));
  const item = fc.record({
    title: hostile,
    summary: hostile,
    author: hostile,
    categories: fc.array(hostile, { maxLength: 3 }),
  });

  it("is well-formed XML, with each item's parts and nothing else, and plain text stays text", () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 4 }), (given) => {
        const items: FeedItem[] = given.map((one, index) => ({
          ...one,
          url: `http://localhost:3000/blog/post-${index}`,
          date: "2026-11-01",
        }));
        const written = [...parsed(rssDocument(channel, items)).getElementsByTagName("item")];
        expect(written).toHaveLength(items.length);
        written.forEach((node, index) => {
          const sent = items[index]!;
          expect([...node.children].map((child) => child.tagName)).toEqual([
            ...ITEM_PARTS.slice(0, -1),
            ...sent.categories.map(() => "category"),
          ]);
          const part = (name: string) => node.getElementsByTagName(name)[0]!.textContent!;
          expect(part("title")).toBe(cleanText(sent.title));
          expect(part("author")).toBe(`hello@brightline.digital (${cleanText(sent.author)})`);
          expect(part("link")).toBe(sent.url);
          // The description is HTML: what a reader shows of it is the summary's text, with no element in it.
          expect(htmlText(part("description"))).toEqual({ text: cleanText(sent.summary), elements: 0 });
          expect([...node.getElementsByTagName("category")].map((category) => category.textContent)).toEqual(
            sent.categories.map((category) => cleanText(category)),
          );
        });
      }),
      { numRuns: 300 },
    );
  });
});
