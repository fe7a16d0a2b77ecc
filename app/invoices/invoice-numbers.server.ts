import { sql } from "drizzle-orm";
import type { Transaction } from "~/database/database.server";
import { invoiceSeries, type InvoiceKind } from "~/database/schema.server";
import { studioDay } from "~/config/calendar-day";

/** The place in a series and the number as printed: "INV-2026-0001". */
export type IssuedNumber = { series: string; sequence: number; number: string };

/** Four digits at least: a studio's year fits, and a busier one's numbers grow a digit and still sort. */
const DIGITS = 4;

/**
 * Takes the next number of the series a document issued at `issuedAt` belongs to: its kind's
 * prefix and the year on the studio's clock (decision 66). The series' row is raised in the
 * issuing transaction and stays locked until it ends: a second issuer waits for it, and takes the
 * next number once it has committed, or the same one if it rolled back. So numbers never skip
 * and never repeat, however many instances issue at once.
 */
export async function takeInvoiceNumber(
  tx: Transaction,
  kind: InvoiceKind,
  issuedAt: Date,
  prefixes: Record<InvoiceKind, string>,
): Promise<IssuedNumber> {
  const series = `${prefixes[kind]}-${studioDay(issuedAt).slice(0, 4)}`;
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceSeries.series, set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` } })
    .returning({ sequence: invoiceSeries.lastNumber });
  const sequence = row!.sequence;
  return { series, sequence, number: `${series}-${String(sequence).padStart(DIGITS, "0")}` };
}
