/**
 * What the compiled messages and app/i18n/locale.ts ask of Paraglide's runtime, in the browser
 * (scripts/browser-runtime-plugin.ts puts this module in its place in the client build). The
 * page's language is its address's, as on the server (decision 48): this is all of it. Paraglide's
 * own runtime carries every strategy it offers (cookies, storage, redirects, URL patterns), about
 * 4 KB gzip that a hydrating page would load for this one question.
 */
import type { Locale } from "./paraglide/runtime.js";

export const baseLocale: Locale = "en-GB";
export const locales: readonly Locale[] = ["en-GB", "de"];
/** Paraglide's per-locale builds, which this site does not make. */
export const experimentalStaticLocale: Locale | undefined = undefined;

export function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

/** The first segment of the page's path, when it names a language other than English. */
export function getLocale(): Locale {
  const segment = window.location.pathname.split("/")[1];
  return segment !== baseLocale && isLocale(segment) ? segment : baseLocale;
}
