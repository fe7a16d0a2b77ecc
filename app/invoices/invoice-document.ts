import { z } from "zod";
import type { Invoice, VatTreatment } from "~/database/schema.server";
import { includedVat } from "~/config/money";

/**
 * What an invoice keeps of its parties and positions, as facts (decision 66): the JSON columns of
 * `invoices`, read back through these schemas. Words (a country's name, the register's phrase)
 * are written when the document is drawn, in its language; the facts never change.
 */

const registration = z.object({
  register: z.enum(["england-and-wales", "scotland", "northern-ireland"]),
  number: z.string().min(1),
});

/** The studio as it was when the document was issued. */
export const invoiceSeller = z.object({
  name: z.string().min(1),
  address: z.array(z.string().min(1)).min(1),
  /** ISO 3166 alpha-2: "GB". */
  country: z.string().length(2),
  registration,
  vatNumber: z.string().min(1).optional(),
  email: z.string().min(3),
  /** The account to pay into, on an invoice issued before it is paid (a team order on invoice). */
  bank: z.optional(z.object({ payee: z.string().min(1), iban: z.string().min(1) })),
});
export type InvoiceSeller = z.infer<typeof invoiceSeller>;

/** Who bought: the booking's name and email, and a company's details when the buyer gave them. */
export const invoiceBuyer = z.object({
  name: z.string().min(1),
  email: z.string().min(3),
  company: z.string().min(1).optional(),
  address: z.array(z.string().min(1)).min(1).optional(),
  country: z.string().length(2).optional(),
  vatNumber: z.string().min(1).optional(),
});
export type InvoiceBuyer = z.infer<typeof invoiceBuyer>;

/**
 * One position: what was sold, how many, and its amounts in minor units (a credit note's are
 * negative). `net + vat = total`, always.
 */
export const invoiceLine = z.object({
  /** The course's title in the document's language, and the booking it is for. */
  course: z.string().min(1),
  reference: z.string().min(1),
  quantity: z.number().int().min(1),
  /** The price of one, VAT included where charged. */
  unitPrice: z.number().int(),
  vatRatePercent: z.number().min(0).max(100),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  /** The voucher the price was lowered by, and by how much, in minor units (issue 66): named on the invoice. */
  voucher: z.optional(z.object({ code: z.string().min(1), discount: z.number().int().min(0) })),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;
export const invoiceLines = z.array(invoiceLine).min(1);

/** One invoice or credit note as a list shows it: what it is, when, for how much, in the page's language. */
export type InvoiceListing = { number: string; kind: "invoice" | "credit-note"; title: string; issuedOn: string; total: string };

/** An invoice or credit note as the database keeps it, its JSON read through the schemas above. */
export type InvoiceDocument = Omit<Invoice, "seller" | "buyer" | "lines"> & {
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
};

/** A stored row, with its JSON columns checked: a row that does not read is an error, never a half-drawn invoice. */
export function invoiceDocument(row: Invoice): InvoiceDocument {
  return { ...row, seller: invoiceSeller.parse(row.seller), buyer: invoiceBuyer.parse(row.buyer), lines: invoiceLines.parse(row.lines) };
}

/**
 * A position's amounts from what the buyer pays for it (`total`, minor units). Prices include
 * VAT at the site's rate: its VAT is the part the total includes, rounded to the penny, and the
 * rest is net. Under reverse charge the buyer pays the net price and accounts for the VAT
 * themselves, so `total` is already net; with no VAT there is none.
 */
export function lineAmounts(
  total: number,
  treatment: VatTreatment,
  ratePercent: number,
): Pick<InvoiceLine, "net" | "vat" | "total" | "vatRatePercent"> {
  if (treatment !== "standard" || ratePercent === 0) return { net: total, vat: 0, total, vatRatePercent: 0 };
  const vat = includedVat(total, ratePercent);
  return { net: total - vat, vat, total, vatRatePercent: ratePercent };
}

/** The document's sums: the positions' own, added up (each position rounds its own VAT, as HMRC and § 14 UStG allow). */
export function documentSums(lines: readonly InvoiceLine[]): { net: number; vat: number; total: number } {
  return lines.reduce((sum, line) => ({ net: sum.net + line.net, vat: sum.vat + line.vat, total: sum.total + line.total }), {
    net: 0,
    vat: 0,
    total: 0,
  });
}
