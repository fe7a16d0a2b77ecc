import { m } from "~/i18n/paraglide/messages.js";
import { baseLocale, getLocale, localizedPath } from "~/i18n/locale";
import { z } from "zod";
import { tagChoices, tagLabel } from "~/content/tags.server";
import { postShelf, posts, type Post } from "~/content/posts.server";
import { findTeamMember } from "~/content/team.server";
import { filterURL, readFilters, type Filter } from "~/filters/query-choice";

export const POSTS_PER_PAGE = 6;

/** What a post's card shows: no body, so the blog index stays light; its tags by their names in the page's language. */
export type PostSummary = Pick<Post, "slug" | "title" | "date" | "summary" | "cover" | "readingMinutes"> & {
  authorName: string;
  /** Its tags, each once, by their names in the page's language. */
  tags: { slug: string; name: string }[];
};

export function summarisePost(post: Post): PostSummary {
  const { slug, title, date, summary, cover, readingMinutes } = post;
  return {
    slug,
    title,
    date,
    summary,
    cover,
    readingMinutes,
    authorName: findTeamMember(post.author)?.name ?? post.author,
    tags: [...new Set(post.tags)].map((tag) => ({ slug: tag, name: tagLabel(tag) })),
  };
}

export type BlogPage = {
  posts: PostSummary[];
  /** An unknown tag filters nothing: the page says so and shows every post. */
  tag: Filter<string>;
  page: number;
  pageCount: number;
  /** The address of each page of this view, the first page first. */
  pageLinks: string[];
  /**
   * The English list of the tag, when this language has no article under it yet: an English
   * article's page in another language links to its tags there, which the filter then knows.
   */
  inEnglish: string | null;
};

const pageParam = z.coerce.number().int().min(1).max(10_000);

/**
 * Reads `?tag=` and `?page=`: newest first, six to a page. A page that does not exist (past
 * the end, or not a page number) is null, for the route to answer 404.
 */
export function blogPageFor(searchParams: URLSearchParams): BlogPage | null {
  const { tag } = readFilters("/blog", searchParams, {
    tag: {
      label: m.blog_filter_label(),
      all: m.blog_filter_all(),
      unknownNotice: m.blog_filter_unknown(),
      // Every tag an English post carries: a German page of an untranslated post links to its tags too.
      choices: tagChoices(new Set(postShelf.listed(baseLocale).flatMap((post) => post.tags))),
    },
  });
  const asked = searchParams.get("page");
  const parsed = asked === null ? { success: true as const, data: 1 } : pageParam.safeParse(asked);
  if (!parsed.success) return null;

  const tagged = tag.value === null ? posts() : posts().filter((post) => post.tags.includes(tag.value!));
  const pageCount = Math.max(1, Math.ceil(tagged.length / POSTS_PER_PAGE));
  const page = parsed.data;
  if (page > pageCount) return null;
  return {
    posts: tagged.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE).map(summarisePost),
    tag,
    page,
    pageCount,
    pageLinks: Array.from({ length: pageCount }, (_, index) =>
      filterURL("/blog", { tag: tag.value, page: index === 0 ? null : String(index + 1) }),
    ),
    inEnglish:
      tag.value !== null && tagged.length === 0 && getLocale() !== baseLocale
        ? localizedPath(`/blog?${new URLSearchParams({ tag: tag.value })}`, baseLocale)
        : null,
  };
}

/** A post with its author, links to its tags' lists, and the posts either side of it in time. */
export function postDetail(slug: string) {
  const shown = postShelf.found(slug);
  if (!shown) return undefined;
  const { entry: post, language } = shown;
  // Its neighbours are those of its own language's blog: an English post's on an untranslated page.
  const listed = postShelf.listed(language);
  const index = listed.indexOf(post);
  const neighbour = (other: Post | undefined) => (other ? { slug: other.slug, title: other.title } : null);
  return {
    post,
    language,
    languages: postShelf.languagesOf(slug),
    author: findTeamMember(post.author)!,
    tagLinks: [...new Set(post.tags)].map((tag) => ({ label: tagLabel(tag), to: filterURL("/blog", { tag }) })),
    // Posts are newest first: the next one in the list is the older post.
    newer: neighbour(listed[index - 1]),
    older: neighbour(listed[index + 1]),
  };
}
