import { blogPageFor } from "~/blog/post-listing.server";
import type { ContentShelf } from "~/content/content-shelf.server";
import { courseShelf } from "~/content/courses.server";
import { postShelf } from "~/content/posts.server";
import { projectShelf } from "~/content/projects.server";
import { serviceShelf } from "~/content/services.server";
import { inLocale } from "~/i18n/request-locale.server";
import { locales } from "~/i18n/locale";
import { portfolioURL } from "~/portfolio/portfolio-filter.server";
import type { SitemapEntry } from "~/seo/sitemap.server";
import { legalPages } from "~/legal/legal-text-schema";
import { legalTextLanguages } from "~/legal/legal-texts.server";

/** The public pages that stand on their own: no sign-in pages, no filtered copies of a page. */
const sectionPages = ["/", "/projects", "/services", "/courses", "/about-us", "/blog", "/newsletter", "/faq", "/contact", "/privacy"];

/** Each document's page, in the languages it is published in (an untranslated one's German address is English's copy). */
const pagesOf = <T>(shelf: ContentShelf<T>, path: (slug: string) => string): SitemapEntry[] =>
  shelf.slugs().map((slug) => ({ path: path(slug), languages: shelf.languagesOf(slug) }));

/** Every public page and content item in every language it is in, for search engines: the content hands seo/ its entries. */
export function sitemapEntries(): SitemapEntry[] {
  // A language's blog has as many pages as its own posts fill: one entry a page, in the languages that have it.
  const pageCounts = locales.map((locale) => [locale, inLocale(locale, () => blogPageFor(new URLSearchParams())?.pageCount ?? 1)] as const);
  const mostPages = Math.max(...pageCounts.map(([, count]) => count));
  const blogPages = Array.from({ length: mostPages - 1 }, (_, index) => ({
    path: `/blog?page=${index + 2}`,
    languages: pageCounts.filter(([, count]) => count >= index + 2).map(([locale]) => locale),
  }));
  const postDates = new Map(locales.flatMap((locale) => postShelf.listed(locale).map((post) => [post.slug, post.date] as const)));
  return [
    ...sectionPages.map((path) => ({ path, languages: locales })),
    // The legal notice, the terms and the right to cancel, in the languages their texts are in.
    ...legalPages.map((page) => ({ path: `/${page}`, languages: legalTextLanguages(page) })),
    ...pagesOf(serviceShelf, (slug) => `/services/${slug}`),
    // The portfolio filtered by a service is a page of its own, with its own canonical address.
    ...pagesOf(serviceShelf, portfolioURL),
    ...pagesOf(projectShelf, (slug) => `/projects/${slug}`),
    ...pagesOf(courseShelf, (slug) => `/courses/${slug}`),
    ...blogPages,
    ...pagesOf(postShelf, (slug) => `/blog/${slug}`).map((entry) => ({
      ...entry,
      lastmod: postDates.get(entry.path.slice("/blog/".length)),
    })),
  ];
}
