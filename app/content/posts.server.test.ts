import { publicFileExists, svgSize } from "~tests/support/svg-size";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkContent } from "~/content-store/content-documents.server";
import { readContentFiles } from "~/content-store/content-files.server";
import { referenceProblems } from "~/content-store/content-references.server";
import { repositoryContent, showRepositoryContent } from "~tests/support/repository-content";
import { findPost, posts, renderPost } from "./posts.server";
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

showRepositoryContent();

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
    // Every tag the repository ships is used, and every tag used is one it ships.
    expect([...used].sort()).toEqual(repositoryContent().tag.map((tag) => tag.slug).sort());
  });

  it("finds a post by slug", () => {
    expect(findPost(posts()[0]!.slug)).toBe(posts()[0]);
    expect(findPost("no-such-post")).toBeUndefined();
  });
});

/** One post file in a folder of content as `npm run content -- export` writes it, read back and checked as a seed or an import is. */
function readOnePost(source: string, slug = "a-post") {
  const folder = mkdtempSync(path.join(tmpdir(), "post-"));
  try {
    mkdirSync(path.join(folder, "post"));
    writeFileSync(path.join(folder, "post", `${slug}.md`), source);
    writeFileSync(path.join(folder, "index.json"), JSON.stringify({ format: 1, locale: "en-GB", order: { post: [slug] } }));
    const [entry] = checkContent(readContentFiles(folder).byKind).post;
    return entry!;
  } finally {
    rmSync(folder, { recursive: true });
  }
}

const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("expected the call to throw");
};

describe("a post's file", () => {
  it("is front matter over Markdown, rendered on the server", () => {
    const { slug, data } = readOnePost(valid);
    const post = renderPost({ ...(data as Parameters<typeof renderPost>[0]), slug });
    expect(post).toMatchObject({ slug: "a-post", title: "A post that is fine", date: "2026-01-02", tags: ["design"] });
    expect(post.html).toContain('<h2 id="hello">');
    expect(post.html).not.toContain("summary:");
  });

  it("names the file and the field of a broken post", () => {
    expect(messageOf(() => readOnePost(valid.replace("date: 2026-01-02", "date: next tuesday")))).toMatch(/- post "a-post": date: /);
    expect(messageOf(() => readOnePost(valid.replace("tags: [design]", "tags: [Not_A_Tag]")))).toMatch(/- post "a-post": tags\.0: /);
    // A tag is a document the studio adds: a post names one that is published, or is refused.
    const { data } = readOnePost(valid.replace("maya-okafor", "nobody-here").replace("tags: [design]", "tags: [gardening]"));
    expect(referenceProblems({ ...repositoryContent(), post: [{ slug: "a-post", data }] })).toEqual([
      'post "a-post": author: names "nobody-here", which is not published',
      'post "a-post": tags: names "gardening", which is not published',
    ]);
    expect(messageOf(() => readOnePost("## No front matter"))).toMatch(/post\/a-post\.md: starts without front matter/);
    expect(messageOf(() => readOnePost(valid, "Bad_Name"))).toMatch(/order\.post\.0: /);
  });
});
