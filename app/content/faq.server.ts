import type { Locale } from "~/i18n/locale";
import { ContentShelf } from "./content-shelf.server";
import type { FaqEntry } from "./faq-schema";

/** The questions the pages show, in each language, as the content store publishes them (showFaq). */
const faqShelf = new ContentShelf("faq", (entry: FaqEntry) => entry.id);

/** The questions of the FAQ in the page's language; a preview's draft among them. */
export function faq(): FaqEntry[] {
  return faqShelf.listed();
}

/** The content store's published questions of a language are the pages' from the store's first read (decision 43). */
export function showFaq(published: FaqEntry[], locale?: Locale): void {
  faqShelf.show(published, locale);
}
