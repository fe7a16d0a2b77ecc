import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { invoices } from "~/database/schema.server";
import { shortDay, studioDay } from "~/config/calendar-day";
import { invoiceMoney } from "./invoice-money";
import { m } from "~/i18n/paraglide/messages.js";
import type { InvoiceListing } from "./invoice-document";
import { keptInvoicePdf } from "./invoice-files.server";
import { ownedBy as ownerCondition, type InvoiceOwner } from "./issue-invoices.server";

/** A booking's (or, given as `{ teamOrderId }`, a team order's) invoice and credit notes, invoice first, each as its links show it. */
export async function invoicesOfBooking(db: Database, bookingId: string | InvoiceOwner): Promise<InvoiceListing[]> {
  const rows = await db.select().from(invoices).where(ownerCondition(bookingId)).orderBy(desc(invoices.kind), asc(invoices.issuedAt));
  return rows.map((row) => ({
    number: row.number,
    kind: row.kind,
    title: row.kind === "invoice" ? `${m.invoice_title()} ${row.number}` : `${m.credit_note_title()} ${row.number}`,
    issuedOn: shortDay(studioDay(row.issuedAt)),
    total: invoiceMoney(row.total, row.currency),
  }));
}

/** The invoices and credit notes of each of the bookings, by booking, in the order issued: the roster's links. */
export async function invoiceNumbersOf(
  db: Database,
  bookingIds: readonly string[],
): Promise<Map<string, { number: string; title: string }[]>> {
  const byBooking = new Map<string, { number: string; title: string }[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({ bookingId: invoices.bookingId, number: invoices.number, kind: invoices.kind })
    .from(invoices)
    .where(inArray(invoices.bookingId, [...bookingIds]))
    .orderBy(asc(invoices.issuedAt));
  for (const { bookingId, number, kind } of rows) {
    // Asked by booking ids, every row has one.
    if (!bookingId) continue;
    const title = kind === "invoice" ? m.invoice_title() : m.credit_note_title();
    byBooking.set(bookingId, [...(byBooking.get(bookingId) ?? []), { number, title }]);
  }
  return byBooking;
}

/** What every number is: a prefix (a setting's shape), the year, and the place in its series. */
const INVOICE_NUMBER = /^[A-Z][A-Z0-9]{0,7}-[0-9]{4}-[0-9]{4,10}$/;

/**
 * The PDF of a booking's invoice or credit note by its number, for a download; undefined when the
 * number is not one of that booking's (another's is no more there than a made-up one).
 */
export async function bookingInvoicePdf(db: Database, bookingId: string, number: string) {
  return invoicePdfByNumber(db, number, bookingId);
}

/**
 * The PDF of any invoice or credit note by its number, for staff; with an owner (a booking's id, or
 * `{ teamOrderId }`), only that owner's. Undefined for none.
 */
export async function invoicePdfByNumber(db: Database, number: string, owner?: string | InvoiceOwner) {
  if (!INVOICE_NUMBER.test(number)) return undefined;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.number, number), owner ? ownerCondition(owner) : undefined));
  if (!row) return undefined;
  return keptInvoicePdf(db, row);
}

/** A PDF as a download's response: private, never stored by a cache, named in the document's language. */
export function pdfResponse({ pdf, fileName }: { pdf: Buffer; fileName: string }): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      // The name is the document's own words: RFC 5987's form carries its letters, the plain one an ASCII stand-in.
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "private, no-store",
    },
  });
}
