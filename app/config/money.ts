import { numberFormat } from "~/i18n/intl";
import { m } from "~/i18n/paraglide/messages.js";
import { company, site } from "./site";

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

const percent = { style: "percent", maximumFractionDigits: 1 } as const;

/** The VAT rate prices include, the page's language's way: "20%", "20 %". */
export function formatVatRate(ratePercent: number = company.vatRatePercent): string {
  return numberFormat(percent).format(ratePercent / 100);
}

/**
 * How VAT stands for a price, said beside it wherever one is shown (issue 65): "incl. 20% VAT",
 * "inkl. 20 % MwSt.", or that none is charged; nothing for a free seat.
 */
export function vatNote(price: number): string {
  if (price === 0) return "";
  return company.vatRatePercent > 0 ? m.price_vat_included({ rate: formatVatRate() }) : m.price_vat_none();
}

/** A price with how VAT stands, in one run of words (a mail's line, a button): "£490 (incl. 20% VAT)". */
export function formatPriceWithVat(price: number): string {
  return price === 0 ? formatPrice(price) : m.price_with_vat({ price: formatPrice(price), vat: vatNote(price) });
}

/**
 * The VAT a gross amount in minor units includes at the site's rate, in minor units, rounded to the
 * nearest penny (HMRC allows rounding a VAT line to the nearest penny): £490 at 20% includes £81.67.
 */
export function includedVat(grossMinorUnits: number, ratePercent: number = company.vatRatePercent): number {
  return Math.round((grossMinorUnits * ratePercent) / (100 + ratePercent));
}

/**
 * A booking's price, which it keeps in minor units (issue 66): "Free", "£490", "£408.33" (pence
 * only when there are any, as formatPayment writes them).
 */
export function formatBookingPrice(minorUnits: number): string {
  return minorUnits === 0 ? m.price_free() : formatPayment(minorUnits);
}

/**
 * A booking's price with how VAT stands, in one run of words: "£490 (incl. 20% VAT)", or, for an
 * EU business's seat sold under reverse charge (its `vatTreatment`), "£408.33 (no UK VAT: reverse charge)".
 */
export function formatBookingPriceWithVat(minorUnits: number, vatTreatment?: string | null): string {
  if (minorUnits === 0) return formatBookingPrice(minorUnits);
  const vat = vatTreatment === "reverse-charge" ? m.price_vat_reverse_charge() : vatNote(minorUnits);
  return m.price_with_vat({ price: formatBookingPrice(minorUnits), vat });
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

/** An IBAN in groups of four, as banks print it (the bank-transfer mail and an invoice to pay). */
export function printedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}
