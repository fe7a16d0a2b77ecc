import { z } from "zod";

/**
 * The company a buyer has an invoice made out to (issue 66): given on the booking step, kept with
 * the booking, copied into its invoice. Facts only; the words around them are the invoice's.
 */
export const billingDetails = z.object({
  company: z.string().min(1),
  /** The postal address without the country, a line each. */
  address: z.array(z.string().min(1)).min(1),
  /** ISO 3166 alpha-2: "DE". */
  country: z.string().length(2),
  /** With its country's prefix, as the tax office writes it: "DE136695976". */
  vatNumber: z.string().min(4).optional(),
  purchaseOrder: z.string().min(1).optional(),
});
export type BillingDetails = z.infer<typeof billingDetails>;

/** The form's fields, by what they hold: one place for the names the page and the reader share. */
export const billingFields = {
  company: "billingCompany",
  address: "billingAddress",
  country: "billingCountry",
  vatNumber: "billingVatNumber",
  purchaseOrder: "purchaseOrder",
} as const;
export type BillingField = keyof typeof billingFields;

/** What was typed, field by field, to put back in the form beside its errors. */
export type BillingTyped = Record<BillingField, string>;

/**
 * The countries a company can be invoiced in: the UK, the EU's 27 (whose VAT numbers are checked
 * by shape and check digits), and a few more the studio sells to. Their names are the page's
 * language's (Intl.DisplayNames).
 */
export const billingCountries = [
  "GB",
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
  "CH",
  "NO",
  "US",
] as const;
