import { isDeepStrictEqual } from "node:util";
import type { ContentKind } from "~/database/schema.server";
import { baseLocale, locales, localizedPath } from "~/i18n/locale";
import type { ContentByKind } from "./content-documents.server";

/**
 * The addresses whose pages show a document of each kind, for the page cache to forget when one
 * is published, changed or unpublished (issue 40). `/x/*` stands for every page under `/x/`.
 * Kept by kind rather than by document because a document shows up beyond its own page: a
 * service's name on every case study made with it, a team member on the posts they wrote, a post
 * on its neighbours' "next" links. tests/e2e/http-only/content-store.spec.ts checks it against every
 * page rendered afresh. Search's pages (`/search` with every query) show the kinds it finds.
 */
const pagesOfKind: Record<ContentKind, (slug: string) => string[]> = {
  service: (slug) => [
    "/",
    "/services",
    `/services/${slug}`,
    "/services/*",
    "/projects",
    "/projects/*",
    "/contact",
    "/privacy",
    "/sitemap.xml",
    "/search",
  ],
  project: (slug) => ["/", "/projects", `/projects/${slug}`, "/projects/*", "/services/*", "/about-us", "/sitemap.xml", "/search"],
  course: (slug) => ["/courses", `/courses/${slug}`, `/courses/${slug}/dates`, "/contact", "/sitemap.xml", "/search"],
  post: (slug) => ["/blog", `/blog/${slug}`, "/blog/*", "/blog/rss.xml", "/sitemap.xml", "/search"],
  faq: () => ["/faq", "/search"],
  team: () => ["/about-us", "/courses", "/courses/*", "/blog", "/blog/*"],
  about: () => ["/about-us"],
  page: (slug) => [`/${slug}`],
  // The tagline is at the foot of every page.
  home: () => ["/*"],
  // Its name is on the blog's filter, on the cards and pages of its posts, and in the feed.
  tag: () => ["/blog", "/blog/*", "/blog/rss.xml"],
  // Its page; the booking step and the footer link to it by its address, which does not change.
  legal: (slug) => [`/${slug}`],
};

/** Addresses that are the same in every language: the rest are pages, once in each (decision 48). */
const oneForAllLanguages = new Set(["/sitemap.xml"]);

/**
 * Every address whose page shows a document that differs between two sets of published content,
 * in every language: a German page shows the English document until it has its own.
 */
export function pagesShowingChanges(before: ContentByKind, after: ContentByKind): string[] {
  const paths = new Set<string>();
  for (const kind of Object.keys(pagesOfKind) as ContentKind[]) {
    // Compared as values: the database keeps an object's keys in an order of its own.
    const was = new Map(before[kind].map((entry, position) => [entry.slug, [position, entry.data]]));
    const now = new Map(after[kind].map((entry, position) => [entry.slug, [position, entry.data]]));
    for (const slug of new Set([...was.keys(), ...now.keys()]))
      if (!isDeepStrictEqual(was.get(slug), now.get(slug)))
        for (const path of pagesOfKind[kind](slug))
          for (const locale of oneForAllLanguages.has(path) ? [baseLocale] : locales) paths.add(localizedPath(path, locale));
  }
  return [...paths].sort();
}
