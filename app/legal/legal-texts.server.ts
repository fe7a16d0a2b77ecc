import { ContentShelf } from "~/content/content-shelf.server";
import { renderMarkdown } from "~/content/markdown.server";
import { getLocale, type Locale } from "~/i18n/locale";
import type { LegalPage, LegalText } from "./legal-text-schema";
import { withTraderFacts } from "./trader.server";

/** The legal texts in each language, as the content store publishes them (showLegalTexts). */
const legalShelf = new ContentShelf("legal", (text: LegalText) => text.page);

/** The content store's published legal texts of a language are the pages' from the store's first read (decision 43). */
export function showLegalTexts(published: LegalText[], locale?: Locale): void {
  legalShelf.show(published, locale);
}

/** A legal text as its page shows it: its words in the page's language (English's while it has none), its facts filled in, as safe HTML. */
export type ShownLegalText = Omit<LegalText, "body" | "page"> & { html: string; lang?: Locale };

export function shownLegalText(page: LegalPage): ShownLegalText {
  const shown = legalShelf.found(page);
  if (!shown) throw new Error(`The legal text "${page}" is not published in English`);
  const { body, page: _page, ...words } = shown.entry;
  const html = renderMarkdown(withTraderFacts(body)).html;
  return { ...words, html, ...(shown.language === getLocale() ? {} : { lang: shown.language }) };
}

/** The languages a legal text is published in: its page's alternates for search engines. */
export function legalTextLanguages(page: LegalPage): Locale[] {
  return legalShelf.languagesOf(page);
}

/** A legal text's words with its facts filled in, as plain Markdown: what the confirmation mail carries. */
export function legalTextMarkdown(page: LegalPage): string | undefined {
  const text = legalShelf.find(page);
  return text && withTraderFacts(text.body);
}
