import type { Locale } from "~/i18n/locale";
import { ContentShelf, type Shown } from "./content-shelf.server";
import type { About } from "./about-schema";

/** The about page's one document, in each language, as the content store publishes it (showAbout). */
const aboutShelf = new ContentShelf<About>("about", () => ABOUT);
const ABOUT = "about-us";

/** The about page's words in the page's language, or English while they have no translation; a preview's draft instead. */
export function shownAbout(): Shown<About> {
  const shown = aboutShelf.found(ABOUT);
  if (!shown) throw new Error("The about page has no words in English");
  return shown;
}

/** The languages the about page's words are published in: the page's alternates for search engines. */
export function aboutLanguages(): Locale[] {
  return aboutShelf.languagesOf(ABOUT);
}

export function about(): About {
  return shownAbout().entry;
}

/** The content store's published about page's words of a language are the page's from the store's first read (decision 43). */
export function showAbout(published: About | undefined, locale?: Locale): void {
  aboutShelf.show(published ? [published] : [], locale);
}
