import { getLocale } from "~/i18n/locale";
import { pageMeta } from "~/seo/page-meta.server";
import type { LegalPage } from "./legal-text-schema";
import { legalTextLanguages, shownLegalText } from "./legal-texts.server";
import { traderFacts } from "./trader.server";

/**
 * A legal page's loader data (issue 65): its text in the page's language with the facts filled
 * in, and, on the legal notice, the trader's facts above it, as the law lists them.
 */
export function legalPage(page: LegalPage) {
  const text = shownLegalText(page);
  return {
    text,
    facts: page === "legal-notice" ? traderFacts() : undefined,
    meta: pageMeta({ title: text.title, description: text.description, path: `/${page}`, languages: legalTextLanguages(page) }),
    language: text.lang ?? getLocale(),
  };
}
