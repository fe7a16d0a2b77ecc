import type { Locale } from "~/i18n/locale";
import { ContentShelf } from "./content-shelf.server";
import { renderMarkdown } from "./markdown.server";
import type { PostFrontMatter } from "./post-schema";

export type Post = PostFrontMatter & {
  slug: string;
  /** Sanitised HTML of the body. */
  html: string;
  readingMinutes: number;
};

/** A post as its file holds it: the checked front matter and the Markdown body, not yet rendered. */
export type PostSource = PostFrontMatter & { slug: string; body: string };

/** Newest first; the slug breaks a tie so the order never depends on the file system or the database. */
const newestFirst = <T extends PostSource | Post>(sources: T[]): T[] =>
  [...sources].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** The bodies rendered last time in each language, by their Markdown: a publish renders only the posts it changed. */
const renderedBodies = new Map<string, Map<string, ReturnType<typeof renderMarkdown>>>();

/**
 * Posts as the pages show them: newest first, each body rendered once. A body rendered for the
 * last set of its language is taken as it was (rendering every post takes some 150 ms, which
 * every publish would otherwise cost each instance); only the last set's are kept.
 */
export function renderPosts(sources: PostSource[], locale: string = "en-GB"): Post[] {
  const rendered = new Map<string, ReturnType<typeof renderMarkdown>>();
  const before = renderedBodies.get(locale);
  const posts = newestFirst(sources).map(({ body, ...post }) => {
    const html = rendered.get(body) ?? before?.get(body) ?? renderMarkdown(body);
    rendered.set(body, html);
    return { ...post, ...html };
  });
  renderedBodies.set(locale, rendered);
  return posts;
}

/** One post rendered for a preview, leaving the bodies kept for the published set as they are. */
export function renderPost({ body, ...post }: PostSource): Post {
  return { ...post, ...renderMarkdown(body) };
}

/** The posts the pages show, in each language, as the content store publishes them (showPosts). */
export const postShelf = new ContentShelf("post", (post: Post) => post.slug, newestFirst);

/** The posts of the blog in the page's language, newest first; a preview's draft among them. */
export function posts(): Post[] {
  return postShelf.listed();
}

/** The content store's published posts of a language, rendered, are the pages' from the store's first read (decision 43). */
export function showPosts(published: Post[], locale?: Locale): void {
  postShelf.show(published, locale);
}

/** A post in the page's language, or in English while it has no translation. */
export function findPost(slug: string): Post | undefined {
  return postShelf.find(slug);
}
