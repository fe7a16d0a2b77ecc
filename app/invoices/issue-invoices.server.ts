import { asc, eq } from "drizzle-orm";
import type { Transaction } from "~/database/database.server";
import { bookings, cohorts, invoices, type Invoice, vouchers } from "~/database/schema.server";
import { company, site } from "~/config/site";
import { findCourse } from "~/content/courses.server";
import { savedLocale } from "~/i18n/locale";
import { settings } from "~/platform/settings.server";
import { documentSums, invoiceDocument, lineAmounts, type InvoiceBuyer, type InvoiceLine, type InvoiceSeller } from "./invoice-document";
import { priceUnder, studioTreatment } from "./vat-treatment";
import { takeInvoiceNumber } from "./invoice-numbers.server";
import { billingDetails, type BillingDetails } from "./billing-details";

/** The studio as an invoice names it now: the site's company facts and the trader settings (decision 65). */
export function sellerNow(): InvoiceSeller {
  const { vatNumber } = settings().trader;
  return {
    name: company.legalName,
    address: company.address,
    country: company.country,
    registration: company.registration,
    ...(vatNumber ? { vatNumber } : {}),
    email: site.contactEmail,
  };
}

/** Who an invoice is made out to: the person who bought, and the company they gave, if any, as it was checked. */
export function invoiceBuyerOf(person: { name: string; email: string }, billing: BillingDetails | undefined): InvoiceBuyer {
  return {
    name: person.name,
    email: person.email,
    ...(billing ? { company: billing.company, address: billing.address, country: billing.country } : {}),
    ...(billing?.vatNumber ? { vatNumber: billing.vatNumber } : {}),
  };
}

/** The voucher a booking's price was lowered by, as its invoice line names it; nothing without one. */
async function voucherOf(
  tx: Transaction,
  booking: Pick<typeof bookings.$inferSelect, "voucherId" | "voucherDiscount" | "vatTreatment">,
): Promise<Pick<InvoiceLine, "voucher">> {
  if (booking.voucherId === null || !booking.voucherDiscount) return {};
  const [voucher] = await tx.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.id, booking.voucherId));
  if (!voucher) return {};
  // Worked out on the listed price; under reverse charge the invoice is net, and so is what the code took off.
  const discount =
    booking.vatTreatment === "reverse-charge" ? priceUnder("reverse-charge", booking.voucherDiscount) : booking.voucherDiscount;
  return { voucher: { code: voucher.code, discount } };
}

/**
 * Issues the invoice for a booking that has just been paid, in the transaction that marks it
 * paid (a transfer marked on the roster, a card's payment event), so that a paid booking never
 * lacks one and a rollback takes its number back (decision 66). The price is the one kept with
 * the booking when its seat was taken. A free seat has none; a booking invoiced already keeps the
 * one it has. Returns the invoice, new or kept.
 */
export async function issueInvoice(tx: Transaction, bookingId: string, now: Date): Promise<Invoice | undefined> {
  const standing = await standingInvoice(tx, bookingId);
  if (standing) return standing;
  const [found] = await tx.select().from(bookings).innerJoin(cohorts, eq(cohorts.id, bookings.cohortId)).where(eq(bookings.id, bookingId));
  if (!found || found.bookings.price === 0) return undefined;
  const { bookings: booking, cohorts: cohort } = found;
  const locale = savedLocale(booking.locale);
  // Decided with the price when the seat was taken; an older booking's is the studio's.
  const treatment = booking.vatTreatment ?? studioTreatment();
  const price = booking.price;
  const line: InvoiceLine = {
    course: findCourse(cohort.courseSlug, locale)?.title ?? cohort.courseSlug,
    reference: booking.reference,
    quantity: 1,
    unitPrice: price,
    ...lineAmounts(price, treatment, company.vatRatePercent),
    ...(await voucherOf(tx, booking)),
  };
  // A company's details, when the buyer gave them, as they were checked on the booking step.
  const billing = booking.billing === null ? undefined : billingDetails.parse(booking.billing);
  const buyer = invoiceBuyerOf(booking, billing);
  const issued = await takeInvoiceNumber(tx, "invoice", now, settings().invoicePrefixes);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      kind: "invoice",
      ...issued,
      bookingId,
      issuedAt: now,
      locale,
      currency: site.currency.toUpperCase(),
      seller: sellerNow(),
      buyer,
      purchaseOrder: billing?.purchaseOrder ?? null,
      suppliedFrom: cohort.startsOn,
      suppliedTo: cohort.endsOn,
      lines: [line],
      vatTreatment: treatment,
      ...documentSums([line]),
    })
    .returning();
  return invoice;
}

/** What an invoice is for: a booking, or a team order (whose seats are bookings with one invoice). */
export type InvoiceOwner = { bookingId: string } | { teamOrderId: string };

/** The condition on `invoices` that picks an owner's documents; a bare string is a booking's id. */
export function ownedBy(owner: string | InvoiceOwner) {
  if (typeof owner === "string") return eq(invoices.bookingId, owner);
  return "bookingId" in owner ? eq(invoices.bookingId, owner.bookingId) : eq(invoices.teamOrderId, owner.teamOrderId);
}

/**
 * The booking's (or team order's) invoice that no credit note has cleared yet, if any: a booking has at most one
 * (a move clears the old one before it issues the new one).
 */
async function standingInvoice(tx: Transaction, owner: string | InvoiceOwner): Promise<Invoice | undefined> {
  const documents = await tx.select().from(invoices).where(ownedBy(owner));
  return documents.find(
    (invoice) =>
      invoice.kind === "invoice" &&
      documents.filter((note) => note.correctsId === invoice.id).reduce((sum, note) => sum + note.total, invoice.total) > 0,
  );
}

/**
 * A seat moved to another cohort after it was invoiced: the old invoice, which names the other
 * cohort's dates, is cleared by a credit note, and a new one names the new dates at the price the
 * booking keeps (decision 67). Returns the new invoice, for the move's mail; nothing for a seat
 * not invoiced (held, or free).
 */
export async function reissueInvoice(tx: Transaction, bookingId: string, now: Date): Promise<Invoice | undefined> {
  const standing = await standingInvoice(tx, bookingId);
  if (!standing) return undefined;
  await issueCreditNote(tx, bookingId, standing.total, "moved", now);
  return issueInvoice(tx, bookingId, now);
}

/**
 * Issues a credit note for `refunded` (minor units) of a booking's invoice, in the transaction
 * that owes or records the refund: a cancellation, a withdrawal, a cohort cancelled, a refund on
 * the roster (decision 66). It names the invoice it corrects and takes its VAT treatment and rate,
 * so that the VAT given back is the VAT charged. Never more than what the invoice has left
 * uncredited; nothing for a booking never invoiced (a payment refunded before its seat was
 * confirmed needs no correction). Returns the credit note, if one was issued.
 */
export async function issueCreditNote(
  tx: Transaction,
  bookingId: string | InvoiceOwner,
  refunded: number,
  reason: string,
  now: Date,
): Promise<Invoice | undefined> {
  const owner: InvoiceOwner = typeof bookingId === "string" ? { bookingId } : bookingId;
  const invoiceRow = await standingInvoice(tx, owner);
  if (!invoiceRow) return undefined;
  const invoice = invoiceDocument(invoiceRow);
  const notes = await tx.select().from(invoices).where(eq(invoices.correctsId, invoiceRow.id)).orderBy(asc(invoices.issuedAt));
  const credited = notes.reduce((sum, row) => sum - row.total, 0);
  const amount = Math.min(refunded, invoice.total - credited);
  if (amount <= 0) return undefined;
  // A credit note gives money back: the voucher that lowered the invoice's price is the invoice's to name.
  const { voucher: _voucher, ...first } = invoice.lines[0]!;
  const rate = invoice.vatTreatment === "standard" ? first.vatRatePercent : 0;
  // The credit that clears the invoice takes the VAT it has left, so that rounded partial credits
  // never give back a penny more (or less) VAT than the invoice charged.
  const vatLeft = invoice.vat + notes.reduce((sum, row) => sum + row.vat, 0);
  const share = lineAmounts(amount, invoice.vatTreatment, rate);
  // A partial credit never gives back more VAT than is left to give (three rounded-up thirds would).
  const vat = amount === invoice.total - credited ? vatLeft : Math.min(share.vat, vatLeft);
  const credit = { ...share, vat, net: amount - vat };
  // A credit of the whole invoice names what it credits as the invoice did (three seats, not "a seat"
  // for three seats' price); a part of it is one amount.
  const whole = credited === 0 && amount === invoice.total;
  const line: InvoiceLine = {
    ...first,
    quantity: whole ? first.quantity : 1,
    unitPrice: whole ? -first.unitPrice : -amount,
    vatRatePercent: credit.vatRatePercent,
    net: -credit.net,
    vat: -credit.vat,
    total: -credit.total,
  };
  const issued = await takeInvoiceNumber(tx, "credit-note", now, settings().invoicePrefixes);
  const [note] = await tx
    .insert(invoices)
    .values({
      kind: "credit-note",
      ...issued,
      ...owner,
      correctsId: invoice.id,
      issuedAt: now,
      locale: invoice.locale,
      currency: invoice.currency,
      seller: sellerNow(),
      buyer: invoice.buyer,
      purchaseOrder: invoice.purchaseOrder,
      suppliedFrom: invoice.suppliedFrom,
      suppliedTo: invoice.suppliedTo,
      lines: [line],
      vatTreatment: invoice.vatTreatment,
      ...documentSums([line]),
      reason: reason.slice(0, 300),
    })
    .returning();
  return note;
}
