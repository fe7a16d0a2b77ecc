import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { bookings, invoiceFiles, invoices, mailOutbox, type Invoice } from "~/database/schema.server";
import { createHash } from "node:crypto";
import { keptInvoicePdf } from "./invoice-files.server";
import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { connectForTest, testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { pdfText } from "~tests/support/pdf-text";
import { showRepositoryContent } from "~tests/support/repository-content";
import { bookSeat } from "~/bookings/book-seat.server";
import { acceptOffer, cancelBooking, cancelOwnBooking, markPaid, markTransferRefunded, moveBooking } from "~/bookings/seat-changes.server";
import { addDays, studioDay } from "~/config/calendar-day";
import { invoicesCsv, readInvoicePeriod } from "./invoice-register.server";
import { readAll } from "~tests/support/read-stream";
import { FORMULA_START, spreadsheetRows } from "~tests/support/spreadsheet-rows";
import { invoiceDocument } from "./invoice-document";
import { invoicePdf } from "./invoice-pdf.server";
import { issueCreditNote } from "./issue-invoices.server";
import type { Locale } from "~/i18n/locale";
import { inLocale } from "~/i18n/request-locale.server";

showRepositoryContent();

const staff = { uid: "staff-uid", email: "staff@brightline.test" };
const times = (now = new Date()) => ({ now, offerHours: 48, holdDays: 7 });
const year = studioDay(new Date()).slice(0, 4);

describe.each(testDatabaseKinds)("invoices and credit notes on %s", (kind) => {
  const test = useTestDatabase(kind);
  const documentsOf = (bookingId: string) =>
    test.db().select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(desc(invoices.kind), asc(invoices.sequence));
  /** A seat held for a bank transfer, and the staff marking it paid. */
  async function paidByTransfer(db: Database, { locale = "en-GB" as Locale, name = "Grace Hopper" } = {}) {
    const on = await aCohort(db);
    // Booked on a page in `locale`, as a request in it would.
    const { booking } = await inLocale(locale, () => bookSeat(db, aSeatRequest(on, { name })));
    await markPaid(db, { bookingId: booking.id, cohortId: on.id }, staff, times());
    return { cohort: on, booking };
  }

  it("issues one invoice as a transfer is marked paid, at the booking's price with the VAT it includes, and a PDF that says so", async () => {
    const { booking, cohort } = await paidByTransfer(test.db());
    const [invoice, ...more] = await documentsOf(booking.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      kind: "invoice",
      number: expect.stringMatching(new RegExp(`^INV-${year}-\\d{4}$`)),
      locale: "en-GB",
      currency: "GBP",
      total: 49000,
      vat: 8167,
      net: 40833,
      vatTreatment: "standard",
      suppliedFrom: cohort.startsOn,
      suppliedTo: cohort.endsOn,
      correctsId: null,
    });
    const text = await pdfText((await invoicePdf(invoiceDocument(invoice!))).pdf);
    expect(text).toContain("Invoice");
    expect(text).toContain(invoice!.number);
    expect(text).toContain("Brightline Digital Ltd");
    expect(text).toContain("Grace Hopper");
    expect(text).toContain(`Accessible Web Forms and Components: a seat on the course (${booking.reference})`);
    expect(text).toContain("Net total £408.33 VAT at 20% £81.67");
    expect(text).toContain("Total £490.00");
    expect(text).toMatch(/Paid in full on \d+ \w+ \d{4}\. Thank you\./);
  });

  it("writes a German booking's invoice in German", async () => {
    const { booking } = await paidByTransfer(test.db(), { locale: "de", name: "Jürgen Weiß-Łukasiewicz" });
    const [invoice] = await documentsOf(booking.id);
    const { pdf, fileName } = await invoicePdf(invoiceDocument(invoice!));
    expect(fileName).toBe(`Rechnung ${invoice!.number}.pdf`);
    const text = await pdfText(pdf);
    for (const words of [
      "Rechnung",
      "Rechnungsnummer",
      "Leistungszeitraum",
      "Menge",
      "MwSt.-Satz",
      // British VAT, said as such: "USt." would read as Germany's.
      "MwSt. (UK VAT) 20 % 81,67 £",
      "Gesamtbetrag 490,00 £",
      "Jürgen Weiß-Łukasiewicz",
    ]) {
      expect(text).toContain(words);
    }
  });

  it("makes the invoice out to the company the buyer gave, with its address, VAT number and purchase order", async () => {
    const cohort = await aCohort(test.db());
    const billing = {
      company: "Acme Analytics GmbH",
      address: ["Friedrichstraße 123", "10117 Berlin"],
      country: "DE",
      vatNumber: "DE136695976",
      purchaseOrder: "PO-2026-7781",
    };
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort, { billing }));
    await markPaid(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, times());
    const [invoice] = await documentsOf(booking.id);
    expect(invoice).toMatchObject({
      purchaseOrder: "PO-2026-7781",
      buyer: { name: "Grace Hopper", company: "Acme Analytics GmbH", address: billing.address, country: "DE", vatNumber: "DE136695976" },
    });
    const text = await pdfText((await invoicePdf(invoiceDocument(invoice!))).pdf);
    expect(text).toContain("Billed to Acme Analytics GmbH Grace Hopper Friedrichstraße 123 10117 Berlin Germany VAT number: DE136695976");
    expect(text).toContain("Purchase order PO-2026-7781");
  });

  it("invoices a seat taken from the waiting list to the company given as it was taken", async () => {
    const cohort = await aCohort(test.db(), { capacity: 1 });
    const { booking: first } = await bookSeat(test.db(), aSeatRequest(cohort));
    const request = aSeatRequest(cohort);
    const { booking: queued } = await bookSeat(test.db(), request);
    await cancelOwnBooking(test.db(), { bookingId: first.id, cohortId: cohort.id, accountId: first.accountId! }, times());
    const billing = {
      company: "Acme Analytics GmbH",
      address: ["Friedrichstraße 123", "10117 Berlin"],
      country: "DE",
      purchaseOrder: "PO-9",
    };
    const ids = { bookingId: queued.id, cohortId: cohort.id, accountId: request.accountId };
    await acceptOffer(test.db(), ids, times(), { method: "bank-transfer" }, undefined, billing);
    await markPaid(test.db(), { bookingId: queued.id, cohortId: cohort.id }, staff, times());
    const [invoice] = await documentsOf(queued.id);
    expect(invoice).toMatchObject({ purchaseOrder: "PO-9", buyer: { company: "Acme Analytics GmbH", country: "DE" } });
  });

  it("issues no invoice for a free seat", async () => {
    const cohort = await aCohort(test.db(), { price: 0 });
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort));
    expect(booking.state).toBe("confirmed");
    expect(await documentsOf(booking.id)).toEqual([]);
  });

  it("corrects a refunded transfer's invoice with a credit note that names it, for what went back", async () => {
    const { booking, cohort } = await paidByTransfer(test.db());
    const ids = { bookingId: booking.id, cohortId: cohort.id };
    await cancelBooking(test.db(), ids, staff, times());
    // The refund is the studio's to make at its bank: the credit note comes as it is marked made.
    expect(await documentsOf(booking.id)).toHaveLength(1);
    await markTransferRefunded(test.db(), ids, staff, times());
    const [invoice, note] = await documentsOf(booking.id);
    expect(note).toMatchObject({
      kind: "credit-note",
      number: expect.stringMatching(new RegExp(`^CN-${year}-\\d{4}$`)),
      correctsId: invoice!.id,
      total: -49000,
      vat: -8167,
      net: -40833,
    });
    const text = await pdfText((await invoicePdf(invoiceDocument(note!), invoice!)).pdf);
    expect(text).toContain("Credit note");
    expect(text).toContain(`Corrects invoice ${invoice!.number} of`);
    expect(text).toContain("Total -£490.00");
    expect(text).toContain("booking cancelled");
  });

  it("lists a period's documents for the accountant, a credit note's amounts as negative figures naming its invoice", async () => {
    const { booking, cohort } = await paidByTransfer(test.db());
    const ids = { bookingId: booking.id, cohortId: cohort.id };
    await cancelBooking(test.db(), ids, staff, times());
    await markTransferRefunded(test.db(), ids, staff, times());
    const [invoice, note] = await documentsOf(booking.id);
    const today = studioDay(new Date());
    const rows = spreadsheetRows(await readAll(invoicesCsv(test.db(), { from: today, to: today })));
    const rowOf = (number: string) => rows.find((row) => row[0] === number)!;
    expect(rowOf(invoice!.number)).toEqual([
      invoice!.number,
      "Invoice",
      today,
      "",
      booking.reference,
      "Grace Hopper",
      "",
      "",
      "",
      cohort.startsOn,
      cohort.endsOn,
      "standard",
      "20",
      "408.33",
      "81.67",
      "490",
      "GBP",
    ]);
    // Figures, not text: no apostrophe before the minus sign.
    expect(rowOf(note!.number).slice(1, 5)).toEqual(["Credit note", today, invoice!.number, booking.reference]);
    expect(rowOf(note!.number).slice(-4)).toEqual(["-408.33", "-81.67", "-490", "GBP"]);
    // Yesterday's list has neither.
    const yesterday = addDays(today, -1);
    const earlier = spreadsheetRows(await readAll(invoicesCsv(test.db(), { from: yesterday, to: yesterday })));
    expect(earlier.map((row) => row[0])).not.toContain(invoice!.number);
  });

  it("clears a moved seat's invoice with a credit note and issues one for the new dates, which its mail carries", async () => {
    const { booking, cohort } = await paidByTransfer(test.db());
    const later = await aCohort(test.db(), { startsOn: addDays(cohort.startsOn, 28), endsOn: addDays(cohort.endsOn, 28) });
    await moveBooking(test.db(), { bookingId: booking.id, cohortId: cohort.id, toCohortId: later.id }, staff, times());
    const [first, second, note] = await documentsOf(booking.id);
    expect([first!.suppliedFrom, second!.suppliedFrom]).toEqual([cohort.startsOn, later.startsOn]);
    expect(note).toMatchObject({ kind: "credit-note", correctsId: first!.id, total: -49_000, reason: "moved" });
    expect(second).toMatchObject({ kind: "invoice", total: 49_000 });
    const [moved] = await test
      .db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, "seat-moved")));
    expect(moved!.invoiceId).toBe(second!.id);
    // A refund now corrects the standing invoice, not the cleared one.
    await cancelBooking(test.db(), { bookingId: booking.id, cohortId: later.id }, staff, times());
    await markTransferRefunded(test.db(), { bookingId: booking.id, cohortId: later.id }, staff, times());
    expect((await documentsOf(booking.id)).at(-1)).toMatchObject({ kind: "credit-note", correctsId: second!.id, total: -49_000 });
  });

  it("keeps a buyer's words text in the accountant's CSV: a company that starts like a formula does not run", async () => {
    const cohort = await aCohort(test.db());
    const billing = { company: '=HYPERLINK("https://evil.example")', address: ["@SUM(1)"], country: "GB" };
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort, { billing, name: "+Eve" }));
    await markPaid(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, times());
    const today = studioDay(new Date());
    const [invoice] = await documentsOf(booking.id);
    const row = spreadsheetRows(await readAll(invoicesCsv(test.db(), { from: today, to: today }))).find(
      (cells) => cells[0] === invoice!.number,
    )!;
    expect(row.slice(5, 7)).toEqual(["'+Eve", '\'=HYPERLINK("https://evil.example")']);
    // Every other cell is a figure or plain text: nothing a spreadsheet would run.
    for (const cell of row) expect(FORMULA_START.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell), cell).toBe(false);
  });

  it("reads a period from a list's address, refusing one that is not days, the wrong way round, or longer than three years", () => {
    const now = new Date("2026-12-07T12:00:00Z");
    const read = (query: string) => readInvoicePeriod(new URLSearchParams(query), now);
    expect(read("")).toEqual({ period: { from: "2026-12-01", to: "2026-12-07" } });
    expect(read("from=2026-10-01&to=2026-12-31")).toEqual({ period: { from: "2026-10-01", to: "2026-12-31" } });
    for (const query of [
      "from=2026-13-01&to=2026-12-31",
      "from=0000-01-01&to=0000-01-02",
      "from=2026-10-01",
      "from=%00&to=x",
      "from=2026-12-31&to=2026-10-01",
      "from=2020-01-01&to=2026-12-31",
    ]) {
      expect(read(query), query).toMatchObject({ period: { from: "2026-12-01", to: "2026-12-07" }, error: expect.any(String) });
    }
  });

  it("credits the VAT the invoice charged to the penny, over partial credits, and never more than the invoice", async () => {
    const { booking } = await paidByTransfer(test.db());
    const now = new Date();
    // Two halves of £490: each alone includes £40.83 of VAT, but the invoice charged £81.67.
    await test.db().transaction((tx) => issueCreditNote(tx, booking.id, 24_500, "staff: half", now));
    await test.db().transaction((tx) => issueCreditNote(tx, booking.id, 24_500, "staff: the rest", now));
    expect(await test.db().transaction((tx) => issueCreditNote(tx, booking.id, 100, "staff: more", now))).toBeUndefined();
    const [invoice, ...notes] = await documentsOf(booking.id);
    expect(notes.map(({ total, vat, net }) => ({ total, vat, net }))).toEqual([
      { total: -24_500, vat: -4083, net: -20_417 },
      { total: -24_500, vat: -4084, net: -20_416 },
    ]);
    expect(notes.reduce((sum, note) => sum + note.vat, invoice!.vat)).toBe(0);
  });

  it("keeps a document's PDF as first drawn, and gives those bytes ever after, however many ask at once", async () => {
    const { booking } = await paidByTransfer(test.db());
    const [invoice] = await documentsOf(booking.id);
    const [first, second] = await Promise.all([keptInvoicePdf(test.db(), invoice!), keptInvoicePdf(test.db(), invoice!)]);
    const later = await keptInvoicePdf(test.db(), invoice!);
    expect(Buffer.compare(first.pdf, later.pdf)).toBe(0);
    expect(Buffer.compare(second.pdf, later.pdf)).toBe(0);
    const files = await test.db().select().from(invoiceFiles).where(eq(invoiceFiles.invoiceId, invoice!.id));
    expect(files).toHaveLength(1);
    expect(files[0]!.sha256).toBe(createHash("sha256").update(later.pdf).digest("hex"));
    await expect(test.db().delete(invoiceFiles).where(eq(invoiceFiles.invoiceId, invoice!.id))).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/never changed or deleted/) }),
    });
  });

  it("never changes or deletes an issued invoice", async () => {
    const { booking } = await paidByTransfer(test.db());
    const [invoice] = await documentsOf(booking.id);
    // The database's own refusal, which drizzle gives as the cause of its failed query.
    const refusal = { cause: expect.objectContaining({ message: expect.stringMatching(/never changed or deleted/) }) };
    await expect(test.db().update(invoices).set({ total: 1 }).where(eq(invoices.id, invoice!.id))).rejects.toMatchObject(refusal);
    await expect(test.db().delete(invoices).where(eq(invoices.id, invoice!.id))).rejects.toMatchObject(refusal);
    expect((await documentsOf(booking.id))[0]).toEqual(invoice);
  });

  it("numbers invoices from several connections at once without a gap or a number twice", async () => {
    // A cohort each: the seat entrance locks a cohort first, so payments on one cohort would queue
    // there and never meet at the series' counter.
    const held = [];
    for (let index = 0; index < 24; index++) held.push((await bookSeat(test.db(), aSeatRequest(await aCohort(test.db())))).booking);
    // Two instances' pools, each marking its half paid at once (PGlite has one connection, so they queue there).
    const pools = [connectForTest(test.url(), { maxConnections: 6 }), connectForTest(test.url(), { maxConnections: 6 })];
    try {
      await Promise.all(
        held.map((booking, index) => markPaid(pools[index % 2]!, { bookingId: booking.id, cohortId: booking.cohortId }, staff, times())),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.$client.end()));
    }
    const issued: Invoice[] = await test
      .db()
      .select()
      .from(invoices)
      .where(eq(invoices.series, `INV-${year}`))
      .orderBy(asc(invoices.sequence));
    const sequences = issued.map((invoice) => invoice.sequence);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    for (const booking of held) expect(issued.filter((invoice) => invoice.bookingId === booking.id)).toHaveLength(1);
    const [series] = await test
      .db()
      .execute<{ last: number }>(sql`select last_number as last from invoice_series where series = ${`INV-${year}`}`)
      .then((result) => result.rows);
    expect(Number(series!.last)).toBe(sequences.length);
  });

  it("keeps a booking paid without its invoice impossible: a failed issue rolls the payment back", async () => {
    const cohort = await aCohort(test.db());
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort));
    // A series whose counter is at its check's edge cannot give a number: the payment is refused with it.
    await test
      .db()
      .execute(
        sql`insert into invoice_series (series, last_number) values (${`INV-${year}`}, 2147483647) on conflict (series) do update set last_number = 2147483647`,
      );
    await expect(markPaid(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, times())).rejects.toThrow();
    expect((await test.db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]).toMatchObject({ state: "held", paidAt: null });
    expect(await documentsOf(booking.id)).toEqual([]);
  });
});
