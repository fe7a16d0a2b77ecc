import { postShelf, posts, showPosts } from "~/content/posts.server";
import { inLocale } from "~/i18n/request-locale.server";
import { blogPageFor, POSTS_PER_PAGE, postDetail } from "./post-listing.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const page = (query: string) => blogPageFor(new URLSearchParams(query));

describe("blogPageFor", () => {
  it("on a German tag with no German post under it, says so and links to the English list (issue 64)", () => {
    const german = postShelf.listed("de");
    const tagged = german.filter((post) => post.tags.includes("mobile"));
    expect(tagged.length, "a German post under the tag to hide").toBeGreaterThan(0);
    try {
      showPosts(
        german.filter((post) => !post.tags.includes("mobile")),
        "de",
      );
      expect(inLocale("de", () => page("tag=mobile"))).toMatchObject({ posts: [], inEnglish: "/blog?tag=mobile" });
    } finally {
      showPosts(german, "de");
    }
    expect(inLocale("de", () => page("tag=mobile"))!.inEnglish).toBeNull();
  });

  it("shows the newest six posts first, and the rest on later pages", () => {
    const first = page("")!;
    expect(first.posts.map((post) => post.slug)).toEqual(
      posts()
        .slice(0, POSTS_PER_PAGE)
        .map((post) => post.slug),
    );
    expect(first.page).toBe(1);
    expect(first.pageCount).toBe(Math.ceil(posts().length / POSTS_PER_PAGE));
    expect(posts().length, "enough posts for a second page").toBeGreaterThan(POSTS_PER_PAGE);

    const second = page("page=2")!;
    expect(second.posts.map((post) => post.slug)).toEqual(
      posts()
        .slice(POSTS_PER_PAGE, POSTS_PER_PAGE * 2)
        .map((post) => post.slug),
    );
  });

  it("filters by tag, newest first", () => {
    const design = page("tag=design")!;
    expect(design.tag).toMatchObject({ value: "design", unknown: false });
    expect(design.posts.length).toBeGreaterThan(0);
    // Each card names its tags in the page's language: the tag's published name.
    expect(design.posts.every((post) => post.tags.some((tag) => tag.name === "Design"))).toBe(true);
    expect(design.posts.map((post) => post.slug)).toEqual(
      posts()
        .filter((post) => post.tags.includes("design"))
        .map((post) => post.slug)
        .slice(0, POSTS_PER_PAGE),
    );
  });

  it("reports an unknown tag without keeping it, and shows every post", () => {
    const unknown = page("tag=gardening")!;
    expect(unknown.tag).toMatchObject({ value: null, unknown: true });
    expect(JSON.stringify(unknown)).not.toContain("gardening");
    expect(unknown.posts).toHaveLength(Math.min(POSTS_PER_PAGE, posts().length));
  });

  it("links every tag from any page, leaving the page number out", () => {
    const { options } = page("tag=design&page=1")!.tag;
    expect(options[0]).toEqual({ label: "All articles", to: "/blog", active: false });
    expect(options.find((option) => option.active)).toEqual({ label: "Design", to: "/blog?tag=design", active: true });
    expect(options.every((option) => !option.to.includes("page="))).toBe(true);
  });

  it("links each page of the view, keeping the tag and leaving the first page's number out", () => {
    const all = page("")!;
    expect(all.pageLinks).toHaveLength(all.pageCount);
    expect(all.pageLinks.slice(0, 2)).toEqual(["/blog", "/blog?page=2"]);
    expect(page("tag=design")!.pageLinks[0]).toBe("/blog?tag=design");
  });

  it("has no page past the end, and no page that isn't a page number", () => {
    expect(page(`page=${Math.ceil(posts().length / POSTS_PER_PAGE) + 1}`)).toBeNull();
    for (const bad of ["0", "-1", "two", "1.5", ""]) expect(page(`page=${bad}`), bad).toBeNull();
  });

  it("summarises posts for their cards, without the body", () => {
    const [summary] = page("")!.posts;
    expect(summary!.authorName).toMatch(/^[A-Z][a-z]+ [A-Z]/);
    expect(summary).not.toHaveProperty("html");
  });
});

describe("postDetail", () => {
  it("gives the newer and older neighbours", () => {
    const middle = postDetail(posts()[1]!.slug)!;
    expect(middle.newer?.slug).toBe(posts()[0]!.slug);
    expect(middle.older?.slug).toBe(posts()[2]!.slug);
    expect(postDetail(posts()[0]!.slug)!.newer).toBeNull();
    expect(postDetail(posts().at(-1)!.slug)!.older).toBeNull();
    expect(postDetail("no-such-post")).toBeUndefined();
  });

  it("links each of the post's tags to the blog filtered by it", () => {
    const post = posts().find((entry) => entry.tags.includes("performance"))!;
    const { tagLinks } = postDetail(post.slug)!;
    expect(tagLinks).toHaveLength(post.tags.length);
    expect(tagLinks).toContainEqual({ label: "Performance", to: "/blog?tag=performance" });
  });
});
