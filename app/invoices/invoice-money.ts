import { numberFormat } from "~/i18n/intl";

/** Each currency's options, made once: formatters are kept by their options object (intl.ts). */
const moneyOptions = new Map<string, Intl.NumberFormatOptions>();

/**
 * An amount in minor units as an accountant's column has it, always with its pence, in the page's
 * or document's language: "£490.00", "-408,33 £". Invoices, credit notes and their lists use it.
 */
export function invoiceMoney(minor: number, currency: string): string {
  let options = moneyOptions.get(currency);
  if (!options) moneyOptions.set(currency, (options = { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  return numberFormat(options).format(minor / 100);
}
