import { baseLocale, getLocale, isLocale, type Locale, locales } from "./paraglide/runtime.js";

export { baseLocale, getLocale, isLocale, type Locale, locales };

/** The language a record was made in (a booking, a lead), or the site's first if it names one the site no longer has. */
export function savedLocale(value: string): Locale {
  return isLocale(value) ? value : baseLocale;
}

/** Each language as its own speakers name it: the language link's text (decision 48). */
export const languageNames: Record<Locale, string> = { "en-GB": "English", de: "Deutsch" };

/**
 * Whether a noun keeps its capital inside a sentence ("Schritt hinzufügen"), or is written small
 * there ("Add step"): a field's name is a heading on its own and a word in the studio's sentences.
 */
export const nounsKeepCapitals: Record<Locale, boolean> = { "en-GB": false, de: true };

/** The first segment of the path of a language other than English: `de` of /de/courses. */
function prefixOf(path: string): Locale | undefined {
  const segment = path.split(/[/?#]/)[1];
  return locales.find((locale) => locale !== baseLocale && locale === segment);
}

/** The language of the page at an address: its prefix's, or English (decision 48). */
export function localeOfPath(pathname: string): Locale {
  return prefixOf(pathname) ?? baseLocale;
}

/** The address without its language prefix: /courses of /de/courses, / of /de. */
export function unlocalizedPath(path: string): string {
  const locale = prefixOf(path);
  if (!locale) return path;
  const rest = path.slice(locale.length + 1);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** The same page in a language: /de/courses for German of /courses, /courses for English of /de/courses. */
export function localizedPath(path: string, locale: Locale = getLocale()): string {
  const bare = unlocalizedPath(path);
  if (locale === baseLocale) return bare;
  // The home page's German address is /de, not /de/: one address per page for the page cache.
  return bare === "/" || bare.startsWith("/?") || bare.startsWith("/#") ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}
