import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { invoiceFiles, invoices, type Invoice } from "~/database/schema.server";
import { invoiceDocument } from "./invoice-document";
import { invoicePdf } from "./invoice-pdf.server";

/** A document's PDF and the name it is sent under. */
export type InvoiceFile = { pdf: Buffer; fileName: string };

/**
 * An invoice's or credit note's PDF as it was first sent or downloaded (decision 66): drawn from
 * its facts the first time it is asked for, kept, and the kept bytes given every time after. Two
 * instances drawing it at once keep the first to arrive, and both give that one.
 */
export async function keptInvoicePdf(db: Database, invoice: Invoice): Promise<InvoiceFile> {
  const kept = await keptFile(db, invoice.id);
  if (kept) return kept;
  const [corrected] = invoice.correctsId ? await db.select().from(invoices).where(eq(invoices.id, invoice.correctsId)) : [];
  const drawn = await invoicePdf(invoiceDocument(invoice), corrected);
  const sha256 = createHash("sha256").update(drawn.pdf).digest("hex");
  await db
    .insert(invoiceFiles)
    .values({ invoiceId: invoice.id, fileName: drawn.fileName, pdf: new Uint8Array(drawn.pdf), sha256 })
    .onConflictDoNothing();
  return (await keptFile(db, invoice.id)) ?? drawn;
}

async function keptFile(db: Database, invoiceId: string): Promise<InvoiceFile | undefined> {
  const [row] = await db.select().from(invoiceFiles).where(eq(invoiceFiles.invoiceId, invoiceId));
  return row ? { pdf: Buffer.from(row.pdf), fileName: row.fileName } : undefined;
}
