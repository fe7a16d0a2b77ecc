import { and, asc, gte, inArray, lt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/database/database.server";
import { invoices, type Invoice } from "~/database/schema.server";
import { addDays, shortDay, studioDay, studioDayBegins } from "~/config/calendar-day";
import { invoiceMoney } from "./invoice-money";
import { m } from "~/i18n/paraglide/messages.js";
import { spreadsheetCsv } from "~/platform/spreadsheet-csv.server";
import { invoiceDocument } from "./invoice-document";

/** A period of days on the studio's clock, both days included: what the accountant asks for (a month, a quarter). */
export type InvoicePeriod = { from: string; to: string };

const isoDate = z.iso.date();

/** No invoice is older than the site: a period before this is a typing mistake. */
const EARLIEST = "2000-01-01";

/** The longest period one list or export covers: a few years of a studio's documents. */
const LONGEST_DAYS = 3 * 366;

/**
 * The period a staff list or export asks for (`from`, `to`: days as 2026-12-01), this month so far
 * when none is given; a day that is no day, the days the wrong way round or a period of more than
 * three years is refused with words the page shows beside this month's list.
 */
export function readInvoicePeriod(params: URLSearchParams, now = new Date()): { period: InvoicePeriod; error?: string } {
  const today = studioDay(now);
  const fallback = { from: `${today.slice(0, 8)}01`, to: today };
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (!from && !to) return { period: fallback };
  // A day zod takes but PostgreSQL does not (the year 0) is no day of the site's either.
  const isDay = (day: string) => isoDate.safeParse(day).success && day >= EARLIEST;
  if (!isDay(from) || !isDay(to)) return { period: fallback, error: m.invoices_period_not_days() };
  if (from > to) return { period: fallback, error: m.invoices_period_reversed() };
  if (Date.parse(to) - Date.parse(from) > LONGEST_DAYS * 86_400_000) return { period: fallback, error: m.invoices_period_too_long() };
  return { period: { from, to } };
}

/** Every invoice and credit note issued in the period, in the order they were issued. */
export async function invoicesIssued(db: Database, { from, to }: InvoicePeriod): Promise<Invoice[]> {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, studioDayBegins(from)), lt(invoices.issuedAt, studioDayBegins(addDays(to, 1)))))
    .orderBy(asc(invoices.issuedAt), asc(invoices.series), asc(invoices.sequence))
    .limit(20_000);
}

/** The period's documents as the staff list shows them, and their sums (credit notes count against). */
export async function invoiceRegister(db: Database, period: InvoicePeriod) {
  const rows = await invoicesIssued(db, period);
  const currency = rows[0]?.currency;
  const sum = (pick: (row: Invoice) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    rows: rows.map((row) => {
      const document = invoiceDocument(row);
      return {
        number: row.number,
        kind: row.kind,
        issuedOn: shortDay(studioDay(row.issuedAt)),
        reference: document.lines.map((line) => line.reference).join(", "),
        buyer: document.buyer.company ?? document.buyer.name,
        net: invoiceMoney(row.net, row.currency),
        vat: invoiceMoney(row.vat, row.currency),
        total: invoiceMoney(row.total, row.currency),
      };
    }),
    sums: currency
      ? {
          net: invoiceMoney(
            sum((row) => row.net),
            currency,
          ),
          vat: invoiceMoney(
            sum((row) => row.vat),
            currency,
          ),
          total: invoiceMoney(
            sum((row) => row.total),
            currency,
          ),
        }
      : undefined,
  };
}

/** The CSV's columns, in the language of the page it was asked from; amounts are in the currency's units, a credit note's negative. */
const columns = () => [
  m.invoices_csv_number(),
  m.invoices_csv_kind(),
  m.invoices_csv_issued(),
  m.invoices_csv_corrects(),
  m.invoices_csv_booking(),
  m.invoices_csv_buyer(),
  m.invoices_csv_company(),
  m.invoices_csv_buyer_vat_number(),
  m.invoices_csv_purchase_order(),
  m.invoices_csv_supplied_from(),
  m.invoices_csv_supplied_to(),
  m.invoices_csv_vat_treatment(),
  m.invoices_csv_vat_rate(),
  m.invoices_csv_net(),
  m.invoices_csv_vat(),
  m.invoices_csv_total(),
  m.invoices_csv_currency(),
];

const kindWords = { invoice: m.invoice_title, "credit-note": m.credit_note_title } as const;

/**
 * The period's invoices and credit notes as CSV for the accountant: one row each, as issued,
 * with what a bookkeeping import needs (decision 66). Made safe to open as the other exports are.
 */
export function invoicesCsv(db: Database, period: InvoicePeriod): ReadableStream<Uint8Array> {
  async function* rows() {
    const issued = await invoicesIssued(db, period);
    // A credit note names its invoice by number, though that was issued in an earlier period.
    const correctedIds = [...new Set(issued.flatMap((row) => (row.correctsId ? [row.correctsId] : [])))];
    const corrected = correctedIds.length
      ? await db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, correctedIds))
      : [];
    const numberOf = new Map(corrected.map((row) => [row.id, row.number]));
    for (const row of issued) {
      const document = invoiceDocument(row);
      yield [
        row.number,
        kindWords[row.kind](),
        studioDay(row.issuedAt),
        row.correctsId ? (numberOf.get(row.correctsId) ?? row.correctsId) : "",
        document.lines.map((line) => line.reference).join(" "),
        document.buyer.name,
        document.buyer.company ?? "",
        document.buyer.vatNumber ?? "",
        row.purchaseOrder ?? "",
        row.suppliedFrom,
        row.suppliedTo,
        row.vatTreatment,
        document.lines[0]?.vatRatePercent ?? 0,
        row.net / 100,
        row.vat / 100,
        row.total / 100,
        row.currency,
      ];
    }
  }
  return spreadsheetCsv(columns(), rows(), "invoices");
}
