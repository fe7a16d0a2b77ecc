import { and, asc, eq, lte } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { invoices, type BookingMailKind, type InvoiceKind } from "~/database/schema.server";
import { keptInvoicePdf } from "./invoice-files.server";

/** Which booking mails carry which documents: the confirmation its invoice, the mails of a refund its credit notes. */
const carried: Partial<Record<BookingMailKind, InvoiceKind>> = {
  "seat-confirmed": "invoice",
  "seat-cancelled": "credit-note",
  "cohort-cancelled": "credit-note",
  "payment-refunded": "credit-note",
  "withdrawal-received": "credit-note",
};

/** A file beside a mail, as nodemailer takes it. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/**
 * The invoice or credit notes a booking's mail carries as PDFs, in the booking's language
 * (decision 66): those of its kind issued by the time the mail was queued, which is in the
 * transaction that issued them. A confirmation of a free seat, or a cancellation that gave
 * nothing back, carries none.
 */
export async function invoiceAttachments(
  db: Database,
  mail: { kind: BookingMailKind; bookingId: string; queuedAt: Date },
): Promise<MailAttachment[]> {
  const kind = carried[mail.kind];
  if (!kind) return [];
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, mail.bookingId), eq(invoices.kind, kind), lte(invoices.issuedAt, mail.queuedAt)))
    .orderBy(asc(invoices.sequence));
  const attachments: MailAttachment[] = [];
  for (const row of rows) {
    const { pdf, fileName } = await keptInvoicePdf(db, row);
    attachments.push({ filename: fileName, content: pdf, contentType: "application/pdf" });
  }
  return attachments;
}
