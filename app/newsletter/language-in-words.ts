import { getLocale } from "~/i18n/locale";

/** A language as the page's own language names it inside a sentence ("in German", "auf Englisch"), not as its speakers do. */
export function languageInWords(locale: string): string {
  const language = locale.split("-")[0]!;
  return new Intl.DisplayNames([getLocale()], { type: "language" }).of(language) ?? language;
}
