import { site } from "./site";

/** One formatter per locale and currency: making one is slow, and the config rarely changes. */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in the site's currency and locale, in whole units: "£18,000". Every price, budget,
 * mail and export goes through here, so changing `site.currency` or `site.locale` changes them all.
 */
export function formatMoney(amount: number): string {
  const key = `${site.locale} ${site.currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(site.locale, { style: "currency", currency: site.currency, maximumFractionDigits: 0 });
    formats.set(key, format);
  }
  return format.format(amount);
}

/** A course's or a cohort's price: "Free" or "£490", in the site's currency. */
export function formatPrice(price: number): string {
  return price === 0 ? "Free" : formatMoney(price);
}

/** A count in the site's locale: "5,000". */
export function formatCount(count: number): string {
  return count.toLocaleString(site.locale);
}
