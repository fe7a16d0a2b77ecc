import { baseLocale, type Locale } from "~/i18n/locale";
import { ContentShelf } from "./content-shelf.server";
import type { Tag } from "./tag-schema";

/** The tags the blog shows, in each language, as the content store publishes them (showTags). */
const tagShelf = new ContentShelf("tag", (tag: Tag) => tag.slug);

/**
 * The blog's filter: the tags in `carried` (those English's posts name), in the studio's order,
 * each by its name in the page's language, or English's while it has none (as the posts' cards
 * name it), so every tag a card or a post's page links to is one the filter knows.
 */
export function tagChoices(carried: ReadonlySet<string>): { id: string; label: string }[] {
  return tagShelf
    .listed(baseLocale)
    .filter((tag) => carried.has(tag.slug))
    .map((tag) => ({ id: tag.slug, label: tagLabel(tag.slug) }));
}

/** The content store's published tags of a language are the pages' from the store's first read (decision 43). */
export function showTags(published: Tag[], locale?: Locale): void {
  tagShelf.show(published, locale);
}

/** A tag's name in the page's language, in English while it has no translation, or its address if none is published. */
export function tagLabel(slug: string): string {
  return tagShelf.find(slug)?.name ?? slug;
}
