import { getLocale } from "./locale";

/** Formatters by their options (module constants) and language: making one is slow, using one is not. */
const made = new WeakMap<object, Map<string, Intl.NumberFormat | Intl.DateTimeFormat>>();

function madeFor<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(options: object, make: (locale: string) => Format): Format {
  const locale = getLocale();
  let byLocale = made.get(options);
  if (!byLocale) made.set(options, (byLocale = new Map()));
  let format = byLocale.get(locale) as Format | undefined;
  if (!format) byLocale.set(locale, (format = make(locale)));
  return format;
}

/** Numbers the way the page's language writes them: "5,000" in English, "5.000" in German. */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return madeFor(options, (locale) => new Intl.NumberFormat(locale, options));
}

/** Dates the way the page's language writes them: "1 December 2026", "1. Dezember 2026". */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return madeFor(options, (locale) => new Intl.DateTimeFormat(locale, options));
}
