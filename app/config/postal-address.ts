import { getLocale } from "~/i18n/locale";
import { type Company, company as studio } from "./site";

// Apart from site.ts, which every page's frame carries: only the pages and mails that give an address need these.
const countryNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the page's language: "United Kingdom", "Vereinigtes Königreich". */
export function countryName(code: string): string {
  const locale = getLocale();
  let names = countryNames.get(locale);
  if (!names) countryNames.set(locale, (names = new Intl.DisplayNames([locale], { type: "region" })));
  return names.of(code) ?? code;
}

/** The company's postal address on one line, its country in the page's language (issue 65). */
export function postalAddress(company: Company = studio): string {
  return [...company.address, countryName(company.country)].join(", ");
}
