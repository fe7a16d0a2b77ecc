import { eq } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { bookings, cohorts, invoices, vouchers } from "~/database/schema.server";
import { addDays, studioDay } from "~/config/calendar-day";
import { invoiceDocument } from "~/invoices/invoice-document";
import { VoucherRefusedError, voucherUseLeft, voucherUses } from "~/vouchers/voucher-uses.server";
import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { connectForTest, testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { showRepositoryContent } from "~tests/support/repository-content";
import { bookSeat } from "./book-seat.server";
import { cancelBooking, cancelOwnBooking, markPaid, markTransferRefunded, releaseExpired } from "./seat-changes.server";

// The shipped courses, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const staff = { uid: "uid-staff", email: "staff@example.com" };
const times = (now = new Date()) => ({ now, offerHours: 48, holdDays: 7 });

/** Stores a voucher with a code of its own; 20% off any course, three uses, unless a test says otherwise. */
async function aVoucher(db: Database, overrides: Partial<typeof vouchers.$inferInsert> = {}) {
  const [voucher] = await db
    .insert(vouchers)
    .values({
      code: `TEST-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      kind: "percent",
      amount: 20,
      maxUses: 3,
      createdBy: staff.uid,
      ...overrides,
    })
    .returning();
  return voucher!;
}

describe.each(testDatabaseKinds)("a seat's price at booking, with early prices and vouchers, on %s", (kind) => {
  const test = useTestDatabase(kind);
  const today = () => studioDay(new Date());
  const bookingsOn = (cohortId: string) => test.db().select().from(bookings).where(eq(bookings.cohortId, cohortId));
  const usesOf = async (voucherId: string) => (await voucherUses(test.db(), [voucherId])).get(voucherId) ?? 0;

  it("keeps the early price with a booking made up to its last day, and the course's price after it", async () => {
    const early = await aCohort(test.db(), { earlyPrice: 390, earlyPriceUntil: today() });
    expect((await bookSeat(test.db(), aSeatRequest(early))).booking).toMatchObject({ state: "held", price: 39_000, voucherId: null });
    const ended = await aCohort(test.db(), { earlyPrice: 390, earlyPriceUntil: addDays(today(), -1) });
    expect((await bookSeat(test.db(), aSeatRequest(ended))).booking.price).toBe(49_000);
  });

  it("takes a voucher's discount off the day's price and keeps both with the booking, which is one use", async () => {
    const cohort = await aCohort(test.db(), { earlyPrice: 390, earlyPriceUntil: addDays(today(), 3) });
    const voucher = await aVoucher(test.db(), { kind: "amount", amount: 5_000 });
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort, { voucherCode: voucher.code }));
    expect(booking).toMatchObject({ state: "held", price: 34_000, voucherId: voucher.id, voucherDiscount: 5_000 });
    expect(await usesOf(voucher.id)).toBe(1);
    // A 100% voucher makes the seat free: confirmed at once, nothing to pay, nothing to invoice.
    const whole = await aVoucher(test.db(), { amount: 100 });
    const free = await bookSeat(test.db(), aSeatRequest(cohort, { voucherCode: whole.code }));
    expect(free.booking).toMatchObject({ state: "confirmed", price: 0, voucherDiscount: 39_000 });
  });

  it("refuses a booking at another price than its page showed, and books nothing (an early price that ended meanwhile)", async () => {
    const cohort = await aCohort(test.db(), { earlyPrice: 390, earlyPriceUntil: addDays(today(), -1) });
    await expect(bookSeat(test.db(), aSeatRequest(cohort, { expectedPrice: 39_000 }))).rejects.toMatchObject({ price: 49_000 });
    expect(await bookingsOn(cohort.id)).toEqual([]);
    expect((await bookSeat(test.db(), aSeatRequest(cohort, { expectedPrice: 49_000 }))).booking.price).toBe(49_000);
  });

  it("lets a late payment take back a voucher's use only while one is left", async () => {
    const voucher = await aVoucher(test.db(), { maxUses: 1 });
    const cohort = await aCohort(test.db());
    await test.db().transaction(async (tx) => expect(await voucherUseLeft(tx, voucher.id)).toBe(true));
    await bookSeat(test.db(), aSeatRequest(cohort, { voucherCode: voucher.code }));
    await test.db().transaction(async (tx) => expect(await voucherUseLeft(tx, voucher.id)).toBe(false));
    await test.db().transaction(async (tx) => expect(await voucherUseLeft(tx, null)).toBe(true));
  });

  it("refuses a made-up, other course's, early or ended code, and books nothing: no seat taken, no use counted", async () => {
    const cohort = await aCohort(test.db());
    const refusal = async (code: string) => {
      const error = await bookSeat(test.db(), aSeatRequest(cohort, { voucherCode: code })).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(VoucherRefusedError);
      return (error as VoucherRefusedError).refusal;
    };
    expect(await refusal("NO-SUCH-CODE")).toBe("unknown");
    expect(await refusal((await aVoucher(test.db(), { courseSlug: "ui-design-foundations" })).code)).toBe("other-course");
    expect(await refusal((await aVoucher(test.db(), { validFrom: addDays(today(), 1) })).code)).toBe("not-yet");
    expect(await refusal((await aVoucher(test.db(), { validUntil: addDays(today(), -1) })).code)).toBe("expired");
    expect(await bookingsOn(cohort.id)).toEqual([]);
    expect((await test.db().select().from(cohorts).where(eq(cohorts.id, cohort.id)))[0]!.seatsTaken).toBe(0);
  });

  it("gives a use back when a hold runs out or is cancelled unpaid, and keeps it once the seat was paid", async () => {
    const cohort = await aCohort(test.db());
    const voucher = await aVoucher(test.db(), { maxUses: 1 });
    const first = await bookSeat(test.db(), aSeatRequest(cohort, { voucherCode: voucher.code, holdDays: 1 }));
    const second = bookSeat(test.db(), aSeatRequest(cohort, { voucherCode: voucher.code }));
    await expect(second).rejects.toMatchObject({ refusal: "used-up" });
    // The first hold runs out unpaid: its use comes back, and the next booking takes it.
    await releaseExpired(test.db(), times(new Date(Date.now() + 2 * 86_400_000)), cohort.id);
    expect(await usesOf(voucher.id)).toBe(0);
    const third = await bookSeat(test.db(), aSeatRequest(cohort, { voucherCode: voucher.code }));
    expect(third.booking.voucherId).toBe(voucher.id);
    // Paid, then cancelled by the studio: the use stays taken.
    await markPaid(test.db(), { bookingId: third.booking.id, cohortId: cohort.id }, staff, times());
    await cancelBooking(test.db(), { bookingId: third.booking.id, cohortId: cohort.id }, staff, times());
    expect(await usesOf(voucher.id)).toBe(1);
    expect(first.booking.voucherId).toBe(voucher.id);
    // Cancelled before it was paid, a booking's use comes back.
    const again = await aVoucher(test.db(), { maxUses: 1 });
    const unpaid = await bookSeat(test.db(), aSeatRequest(cohort, { voucherCode: again.code }));
    await cancelOwnBooking(test.db(), { bookingId: unpaid.booking.id, cohortId: cohort.id, accountId: unpaid.booking.accountId! }, times());
    expect(await usesOf(again.id)).toBe(0);
  });

  it("invoices the price after the voucher and names it; a refund's credit note returns that price", async () => {
    const cohort = await aCohort(test.db());
    const voucher = await aVoucher(test.db(), { amount: 10 });
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort, { voucherCode: voucher.code }));
    await markPaid(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, times());
    const [invoice] = await test.db().select().from(invoices).where(eq(invoices.bookingId, booking.id));
    const document = invoiceDocument(invoice!);
    expect(document.total).toBe(44_100);
    expect(document.lines[0]).toMatchObject({ unitPrice: 44_100, voucher: { code: voucher.code, discount: 4_900 } });
    await cancelBooking(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, times());
    await markTransferRefunded(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, times());
    const notes = await test.db().select().from(invoices).where(eq(invoices.correctsId, invoice!.id));
    expect(notes.map((note) => note.total)).toEqual([-44_100]);
    // The credit note gives money back: it names no voucher.
    expect(invoiceDocument(notes[0]!).lines[0]!.voucher).toBeUndefined();
  });

  // PGlite runs one statement at a time; only a server can race two instances for a voucher's last use.
  it.runIf(kind === "PostgreSQL")("lets one booking take a voucher's last use when several race for it through two instances", async () => {
    const other = connectForTest(test.url(), { maxConnections: 10 });
    try {
      for (let round = 0; round < 10; round++) {
        const voucher = await aVoucher(test.db(), { maxUses: 1 });
        // Different cohorts, so that only the voucher's lock stands between them.
        const racing = await Promise.all(Array.from({ length: 4 }, () => aCohort(test.db())));
        const results = await Promise.allSettled(
          racing.map((cohort, index) => bookSeat(index % 2 ? other : test.db(), aSeatRequest(cohort, { voucherCode: voucher.code }))),
        );
        expect(
          results.filter((result) => result.status === "fulfilled"),
          `round ${round}`,
        ).toHaveLength(1);
        for (const result of results) {
          if (result.status === "rejected") expect(result.reason).toMatchObject({ refusal: "used-up" });
        }
        expect(await usesOf(voucher.id)).toBe(1);
      }
    } finally {
      await other.$client.end();
    }
  });
});
