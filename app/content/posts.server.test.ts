import { publicFileExists, svgSize } from "~tests/support/svg-size";
import { postTags } from "./post-tags";
import { findPost, posts, readPost } from "./posts.server";
import { team } from "./team.server";

const valid = `---
title: "A post that is fine"
date: 2026-01-02
author: maya-okafor
tags: [design]
summary: "A summary that is long enough to pass the schema's sixty character minimum."
cover:
  src: /images/blog/a-post.svg
  alt: "An illustration of a post"
  width: 1200
  height: 630
---

## Hello

Some words.
`;

describe("posts", () => {
  it("has at least six posts, newest first, with unique slugs", () => {
    expect(posts().length).toBeGreaterThanOrEqual(6);
    const dates = posts().map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(posts().map((post) => post.slug)).size).toBe(posts().length);
  });

  it("ships a cover of the declared size for every post", () => {
    for (const { slug, cover } of posts()) {
      expect(cover.src).toBe(`/images/blog/${slug}.svg`);
      expect(publicFileExists(cover.src), cover.src).toBe(true);
      expect(svgSize(cover.src), cover.src).toEqual({ width: cover.width, height: cover.height });
    }
  });

  it("is written by the team, uses every tag, and has real bodies", () => {
    const authors = new Set(team().map((member) => member.slug));
    for (const post of posts()) {
      expect(authors.has(post.author), post.slug).toBe(true);
      expect(post.html).toContain("<h2");
      expect(post.readingMinutes).toBeGreaterThanOrEqual(3);
      expect(post.html).not.toMatch(/\b(lorem|ipsum|todo)\b/i);
    }
    const used = new Set(posts().flatMap((post) => post.tags));
    expect([...used].sort()).toEqual(postTags.map((tag) => tag.id).sort());
  });

  it("finds a post by slug", () => {
    expect(findPost(posts()[0]!.slug)).toBe(posts()[0]);
    expect(findPost("no-such-post")).toBeUndefined();
  });
});

describe("readPost", () => {
  it("reads front matter and renders the body", () => {
    const post = readPost("app/content/posts/a-post.md", valid);
    expect(post).toMatchObject({ slug: "a-post", title: "A post that is fine", date: "2026-01-02", tags: ["design"] });
    expect(post.html).toContain('<h2 id="hello">');
    expect(post.html).not.toContain("summary:");
  });

  it("names the file and the field of a broken post", () => {
    expect(() => readPost("app/content/posts/a-post.md", valid.replace("date: 2026-01-02", "date: next tuesday"))).toThrow(
      /^app\/content\/posts\/a-post\.md: entry "a-post" is invalid: date: /,
    );
    expect(() => readPost("app/content/posts/a-post.md", valid.replace("tags: [design]", "tags: [gardening]"))).toThrow(/tags\.0: /);
    expect(() => readPost("app/content/posts/a-post.md", valid.replace("maya-okafor", "nobody-here"))).toThrow(
      'app/content/posts/a-post.md: post "a-post" names unknown author "nobody-here"',
    );
    expect(() => readPost("app/content/posts/a-post.md", "## No front matter")).toThrow(/without front matter/);
    expect(() => readPost("app/content/posts/Bad_Name.md", valid)).toThrow(/entry "Bad_Name" is invalid: slug: /);
  });
});
