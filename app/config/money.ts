import { numberFormat } from "~/i18n/intl";
import { m } from "~/i18n/paraglide/messages.js";
import { site } from "./site";

/** The currency's formatting options, one object per currency: the formatters are kept by them. */
const moneyOptions = new Map<string, Intl.NumberFormatOptions>();
const count = {} as const;

/**
 * An amount in the site's currency, in whole units, written the page's language's way: "£18,000",
 * "18.000 £". Every price, budget, mail and export goes through here, so changing `site.currency`
 * changes them all; prices stay in the studio's currency in every language.
 */
export function formatMoney(amount: number): string {
  let options = moneyOptions.get(site.currency);
  if (!options) moneyOptions.set(site.currency, (options = { style: "currency", currency: site.currency, maximumFractionDigits: 0 }));
  return numberFormat(options).format(amount);
}

/** A course's or a cohort's price: "Free" or "£490", in the site's currency. */
export function formatPrice(price: number): string {
  return price === 0 ? m.price_free() : formatMoney(price);
}

/**
 * What a card payment took or gave back, from its minor units (pence) and its currency: "£490",
 * "£4.90", "12,50 €". Whole amounts as prices are written; pence only when there are any, never
 * rounded away (a payment of another amount than asked, issue 61). Stripe's currencies here have
 * two decimal places.
 */
export function formatPayment(minorUnits: number, currency: string = site.currency): string {
  const code = currency.toUpperCase();
  const digits = minorUnits % 100 === 0 ? 0 : 2;
  const key = `${code}:${digits}`;
  let options = moneyOptions.get(key);
  if (!options)
    moneyOptions.set(key, (options = { style: "currency", currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }));
  return numberFormat(options).format(minorUnits / 100);
}

/** A count in the page's language: "5,000", "5.000". */
export function formatCount(value: number): string {
  return numberFormat(count).format(value);
}
