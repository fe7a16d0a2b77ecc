import { getLocale, type Locale } from "~/i18n/locale";
import { ContentShelf, type Shown } from "./content-shelf.server";
import { type PageCopy, type StaticPage, staticPages } from "./page-copy-schema";

// The words of the site's pages that are no entry of a collection (a service, a course, a
// post): what each says of itself to search engines and when shared, and the intro at its top.

export { pageCopySchema, staticPages, type PageCopy } from "./page-copy-schema";

/** The pages' words in each language, as the content store publishes them (showPageCopy). */
const pageCopyShelf = new ContentShelf("page", (entry: PageCopy) => entry.page);

/** A page's words in the page's language, or English while they have no translation; a preview's draft instead. */
export function shownPageCopy(page: StaticPage): Shown<PageCopy> {
  const shown = pageCopyShelf.found(page);
  if (!shown) throw new Error(`The page "${page}" has no words in English`);
  return shown;
}

function wordsOf(page: StaticPage): PageCopy {
  return shownPageCopy(page).entry;
}

/** The content store's published pages' words of a language are the pages' from the store's first read (decision 43). English needs every page's words. */
export function showPageCopy(published: PageCopy[], locale: Locale = "en-GB"): void {
  const missing = staticPages.filter((page) => !published.some((entry) => entry.page === page));
  if (locale === "en-GB" && missing.length > 0) throw new Error(`The published page copy has no words for ${missing.join(", ")}`);
  pageCopyShelf.show(published, locale);
}

/** A page's title and description, for its tags (seo/page-meta.server.ts). */
export function pageCopy(page: StaticPage): Pick<PageCopy, "title" | "description"> {
  const { title, description } = wordsOf(page);
  return { title, description };
}

/** A page's intro: its label, heading and lead, and their language where it is not the page's (untranslated words). */
export function pageIntro(page: Exclude<StaticPage, "about-us">): NonNullable<PageCopy["intro"]> & { lang?: Locale } {
  const { entry, language } = shownPageCopy(page);
  if (!entry.intro) throw new Error(`The page "${page}" needs an intro`);
  return language === getLocale() ? entry.intro : { ...entry.intro, lang: language };
}
