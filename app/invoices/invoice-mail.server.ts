import { eq } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { invoices } from "~/database/schema.server";
import { keptInvoicePdf } from "./invoice-files.server";

/** A file beside a mail, as nodemailer takes it. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/**
 * The invoice or credit note a booking's mail carries, as the PDF it was first drawn as, in the
 * booking's language (decision 67). The outbox row names it: the change that queued the mail
 * issued it, so a confirmation carries its invoice and a refund's mail the credit note of that
 * refund, never another's.
 */
export async function invoiceAttachment(db: Database, invoiceId: string): Promise<MailAttachment> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new Error(`The mail's invoice ${invoiceId} is not there.`);
  const { pdf, fileName } = await keptInvoicePdf(db, row);
  return { filename: fileName, content: pdf, contentType: "application/pdf" };
}
