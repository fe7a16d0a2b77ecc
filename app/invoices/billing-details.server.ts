import type { PostedForm } from "~/platform/posted-form.server";
import { countryName } from "~/config/postal-address";
import { m } from "~/i18n/paraglide/messages.js";
import { cleanText } from "~/platform/clean-text.server";
import { getLocale } from "~/i18n/locale";
import { billingCountries, billingFields, type BillingDetails, type BillingField, type BillingTyped } from "./billing-details";
import { checkVatNumber } from "./vat-number-check.server";

/** What the booking step's company fields gave: nothing (a person buying for themselves), a company, or what is wrong with it. */
export type BillingRead =
  { ok: true; billing?: BillingDetails } | { ok: false; errors: Partial<Record<BillingField, string>>; typed: BillingTyped };

const LONGEST = { company: 120, addressLine: 120, addressLines: 5, purchaseOrder: 60 } as const;
const VAT_EXAMPLES: Record<string, string> = { GB: "GB123456789", DE: "DE123456789", AT: "ATU12345678", FR: "FR12345678901" };

/**
 * One line as it is stored (cleanText: no invisible controls, a NUL or a lone surrogate among
 * them, which PostgreSQL refuses), its spaces made single as an invoice prints it.
 */
const cleanLine = (value: string) => cleanText(value).replace(/\s+/g, " ");

/**
 * Reads the company an invoice is to be made out to, from the booking step's fields (issue 66):
 * all empty is a person buying for themselves; otherwise a company's name, address and country
 * are needed, a VAT number when given must be one of that country's (vat-number-check.server.ts),
 * and a purchase order is at most 60 characters. Each problem is said beside its field, in the
 * page's language; what was typed goes back into the form.
 */
export function readBillingDetails(posted: PostedForm): BillingRead {
  const field = (name: BillingField) => {
    const value = posted.ok ? posted.form.get(billingFields[name]) : null;
    return typeof value === "string" ? value.slice(0, 2000) : "";
  };
  const typed: BillingTyped = {
    company: field("company"),
    address: field("address"),
    country: field("country"),
    vatNumber: field("vatNumber"),
    purchaseOrder: field("purchaseOrder"),
  };
  const company = cleanLine(typed.company);
  const address = cleanText(typed.address, { multiline: true }).split("\n").map(cleanLine).filter(Boolean);
  const country = (billingCountries as readonly string[]).includes(typed.country) ? typed.country : "";
  const vatTyped = cleanLine(typed.vatNumber);
  const purchaseOrder = cleanLine(typed.purchaseOrder);
  if (!company && address.length === 0 && !vatTyped && !purchaseOrder) return { ok: true };
  const errors: Partial<Record<BillingField, string>> = {};
  if (!company) errors.company = m.billing_company_missing();
  else if (company.length > LONGEST.company) errors.company = m.billing_too_long({ count: LONGEST.company });
  if (address.length === 0) errors.address = m.billing_address_missing();
  else if (address.length > LONGEST.addressLines || address.some((line) => line.length > LONGEST.addressLine))
    errors.address = m.billing_address_too_long({ lines: LONGEST.addressLines, count: LONGEST.addressLine });
  if (!country) errors.country = m.billing_country_missing();
  let vatNumber: string | undefined;
  if (vatTyped && country) {
    const checked = checkVatNumber(vatTyped, country);
    if (checked.ok) vatNumber = checked.number;
    else {
      const words = { country: countryName(country), example: VAT_EXAMPLES[country] ?? `${country}123456789` };
      errors.vatNumber =
        checked.problem === "shape"
          ? m.billing_vat_shape(words)
          : checked.problem === "check-digits"
            ? m.billing_vat_check_digits()
            : m.billing_vat_other_country(words);
    }
  }
  if (purchaseOrder.length > LONGEST.purchaseOrder) errors.purchaseOrder = m.billing_too_long({ count: LONGEST.purchaseOrder });
  if (Object.keys(errors).length > 0) return { ok: false, errors, typed };
  return {
    ok: true,
    billing: { company, address, country, ...(vatNumber ? { vatNumber } : {}), ...(purchaseOrder ? { purchaseOrder } : {}) },
  };
}

/** The countries a company may be invoiced in, as a list's choices: named in the page's language, in its alphabetical order. */
export function billingCountryChoices(): { id: string; label: string }[] {
  const choices = billingCountries.map((id) => ({ id, label: countryName(id) }));
  return choices.sort((a, b) => a.label.localeCompare(b.label, getLocale()));
}
