import { getLocale, type Locale } from "~/i18n/locale";
import { ContentShelf, type Shown } from "./content-shelf.server";
import type { Home } from "./home-schema";

/** The home page's one document, in each language, as the content store publishes it (showHome). */
const homeShelf = new ContentShelf<Home>("home", () => HOME);
const HOME = "home";

/** The home page's words in the page's language, or English while they have no translation; a preview's draft instead. */
export function shownHome(): Shown<Home> {
  const shown = homeShelf.found(HOME);
  if (!shown) throw new Error("The home page has no words in English");
  return shown;
}

/**
 * The tagline in the page's language, with its language where it is not (not translated yet);
 * none while no content is shown (a database away at the first start): every page's frame asks,
 * and the studio that would mend the content must still open.
 */
export function taglineShown(): { text: string; lang?: Locale } | undefined {
  const shown = homeShelf.found(HOME);
  if (!shown) return undefined;
  return shown.language === getLocale() ? { text: shown.entry.tagline } : { text: shown.entry.tagline, lang: shown.language };
}

/** The languages the home page's words are published in: the page's alternates for search engines. */
export function homeLanguages(): Locale[] {
  return homeShelf.languagesOf(HOME);
}

/** The content store's published home page of a language is the page's from the store's first read (decision 43). */
export function showHome(published: Home | undefined, locale?: Locale): void {
  homeShelf.show(published ? [published] : [], locale);
}
