import { baseLocale, type Locale } from "~/i18n/locale";
import { checkContent } from "~/content-store/content-documents.server";
import type { ContentByKind } from "~/content-store/content-kinds.server";
import { readRepositoryContent } from "~/content-store/content-files.server";
import { showRepositoryContentWithoutStore } from "~/content-store/published-content.server";

/** The repository's content on the pages, as a new site shows it from its first start, without a database. */
export const showRepositoryContent = showRepositoryContentWithoutStore;

/** The repository's content in one language, checked, kind by kind: a translation's as its files hold it, words only. */
export function repositoryContent(locale: Locale = baseLocale): ContentByKind {
  const [language] = readRepositoryContent([locale]);
  if (!language) throw new Error(`The repository has no content in ${locale}`);
  return checkContent(language.byKind, locale);
}
