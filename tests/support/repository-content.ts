import { baseLocale, type Locale } from "~/i18n/locale";
import { type ContentByKind, checkContent } from "~/content-store/content-documents.server";
import { readRepositoryContent } from "~/content-store/content-files.server";
import { showPublishedContent } from "~/content-store/published-content.server";

/**
 * Puts the repository's content (`content/<locale>/`) on the pages, as a new site's first start
 * does through the content store, without a database: for tests of pages and readers that need
 * the shipped services, courses and posts. Throws with every problem if the files do not hold together.
 */
export function showRepositoryContent(): void {
  const languages = readRepositoryContent();
  const english = languages.find((language) => language.locale === baseLocale)!;
  const translations = Object.fromEntries(
    languages
      .filter((language) => language !== english)
      .map((language) => [language.locale, checkContent(language.byKind, language.locale)]),
  );
  const problems = showPublishedContent(checkContent(english.byKind) as ContentByKind, translations);
  if (problems.length > 0) throw new Error(`The repository's content does not hold together:\n- ${problems.join("\n- ")}`);
}

/** The repository's content in one language, checked, kind by kind: a translation's as its files hold it, words only. */
export function repositoryContent(locale: Locale = baseLocale): ContentByKind {
  const language = readRepositoryContent().find((found) => found.locale === locale);
  if (!language) throw new Error(`The repository has no content in ${locale}`);
  return checkContent(language.byKind, locale);
}
