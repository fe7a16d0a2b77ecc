import { desc, eq } from "drizzle-orm";
import { bookings, cohorts, invoices, mailOutbox } from "~/database/schema.server";
import { addDays, studioDay } from "~/config/calendar-day";
import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { showRepositoryContent } from "~tests/support/repository-content";
import { studioToDo } from "~/cohorts/studio-to-do.server";
import { bookSeat, type Booking } from "./book-seat.server";
import { EarlyStartNeededError } from "./early-start.server";
import {
  acceptOffer,
  cancelOwnBooking,
  markPaid,
  markTransferRefunded,
  WithdrawalPeriodOverError,
  withdrawFromContract,
} from "./seat-changes.server";
import { SeatChangeError } from "./seat-entrance.server";
import { keptFor, withdrawalTerms } from "./withdrawal.server";

// The shipped courses, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const DAY = 86_400_000;
const HOUR = 3_600_000;
const staff = { uid: "staff-uid", email: "staff@brightline.test" };
const REQUEST = "I expressly ask you to begin the course before my 14-day cancellation period ends.";

describe.each(testDatabaseKinds)("a consumer's rights on a paid seat, on %s (issue 65)", (kind) => {
  const test = useTestDatabase(kind);
  const times = (now = new Date()) => ({ now, offerHours: 48, holdDays: 7 });
  const current = async (booking: Pick<Booking, "id">) => (await test.db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!;
  const mailOf = async (booking: Pick<Booking, "id">) =>
    (await test.db().select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id)))
      .map((row) => row.kind)
      .sort();
  const seatsTaken = async (cohortId: string) => (await test.db().select().from(cohorts).where(eq(cohorts.id, cohortId)))[0]!.seatsTaken;
  /** A cohort meeting every day at midnight UK time from `from` days away to `to`: its sessions begun are countable whatever the hour. */
  const everyDay = (from: number, to: number, now = new Date()) =>
    aCohort(test.db(), {
      startsOn: addDays(studioDay(now), from),
      endsOn: addDays(studioDay(now), to),
      meetingDays: [1, 2, 3, 4, 5, 6, 7],
      startsAt: "00:00",
      endsAt: "01:00",
    });

  it("refuses a paid seat on a course that starts within the 14 days without the request to begin early, taking no seat", async () => {
    const cohort = await everyDay(5, 12);
    const refused = bookSeat(test.db(), aSeatRequest(cohort, { earlyStartRequest: undefined }));
    await expect(refused).rejects.toBeInstanceOf(EarlyStartNeededError);
    await expect(refused).rejects.toThrow("tick the box");
    expect(await test.db().select().from(bookings).where(eq(bookings.cohortId, cohort.id))).toEqual([]);
    expect(await seatsTaken(cohort.id)).toBe(0);

    const now = new Date();
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort, { now, earlyStartRequest: REQUEST }));
    expect(booking).toMatchObject({ state: "held", earlyStartRequest: REQUEST, earlyStartRequestedAt: now });
  });

  it("keeps no request for a course that starts after the 14 days, nor for a place on the waiting list", async () => {
    const later = await everyDay(20, 27);
    const { booking } = await bookSeat(test.db(), aSeatRequest(later, { earlyStartRequest: REQUEST }));
    expect(booking).toMatchObject({ state: "held", earlyStartRequest: null, earlyStartRequestedAt: null });
    const full = await aCohort(test.db(), {
      capacity: 1,
      startsOn: addDays(studioDay(new Date()), 3),
      endsOn: addDays(studioDay(new Date()), 3),
      meetingDays: [1, 2, 3, 4, 5, 6, 7],
    });
    await bookSeat(test.db(), aSeatRequest(full, { earlyStartRequest: REQUEST }));
    // No seat, no contract: the waiting list needs no request.
    expect((await bookSeat(test.db(), aSeatRequest(full, { earlyStartRequest: undefined }))).booking.state).toBe("waiting");
  });

  it("withdraws a seat booked by transfer within the 14 days: cancelled, kept as withdrawn, a receipt queued, nothing owed", async () => {
    const cohort = await everyDay(20, 27);
    const request = aSeatRequest(cohort);
    const { booking } = await bookSeat(test.db(), request);
    const ids = { bookingId: booking.id, cohortId: cohort.id, accountId: request.accountId };
    // Another person's booking is not theirs to withdraw from.
    await expect(withdrawFromContract(test.db(), { ...ids, accountId: "uid-someone-else" }, times())).rejects.toThrow(SeatChangeError);
    await withdrawFromContract(test.db(), ids, times());
    expect(await current(booking)).toMatchObject({ state: "cancelled", withdrawnAt: expect.any(Date), withdrawalKept: 0 });
    expect(await mailOf(booking)).toEqual(["seat-held", "transfer-awaited-studio", "withdrawal-received"]);
    expect(await seatsTaken(cohort.id)).toBe(0);
    // Once only: an ended booking is no contract.
    await expect(withdrawFromContract(test.db(), ids, times())).rejects.toThrow(SeatChangeError);
  });

  it("takes one of two withdrawals sent at once: one receipt, the seat freed once, the other refused", async () => {
    const cohort = await everyDay(20, 27);
    const request = aSeatRequest(cohort);
    const { booking } = await bookSeat(test.db(), request);
    const ids = { bookingId: booking.id, cohortId: cohort.id, accountId: request.accountId };
    const outcomes = await Promise.allSettled([
      withdrawFromContract(test.db(), ids, times()),
      withdrawFromContract(test.db(), ids, times()),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(outcomes.find((outcome) => outcome.status === "rejected")?.reason).toBeInstanceOf(SeatChangeError);
    expect(await mailOf(booking)).toEqual(["seat-held", "transfer-awaited-studio", "withdrawal-received"]);
    expect(await seatsTaken(cohort.id)).toBe(0);
  });

  it("refuses a withdrawal once the 14th day after the contract's has ended, changing nothing", async () => {
    const cohort = await everyDay(30, 37);
    const bookedAt = new Date(Date.now() - 16 * DAY);
    const request = aSeatRequest(cohort, { now: bookedAt, holdDays: 30 });
    const { booking } = await bookSeat(test.db(), request);
    const ids = { bookingId: booking.id, cohortId: cohort.id, accountId: request.accountId };
    await expect(withdrawFromContract(test.db(), ids, times())).rejects.toBeInstanceOf(WithdrawalPeriodOverError);
    expect(await current(booking)).toMatchObject({ state: "held", withdrawnAt: null });
    expect(withdrawalTerms(await current(booking), cohort, new Date()).kind).toBe("over");
  });

  it("after sessions given at the learner's request, keeps what they are worth and owes back the rest of a paid transfer", async () => {
    const now = new Date();
    // Eight daily sessions, the fourth today: begun are the three before and today's, at midnight.
    const cohort = await everyDay(-3, 4, now);
    const bookedAt = new Date(now.getTime() - 5 * DAY);
    const request = aSeatRequest(cohort, { now: bookedAt, earlyStartRequest: REQUEST });
    const { booking } = await bookSeat(test.db(), request);
    await markPaid(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, times(new Date(bookedAt.getTime() + HOUR)));
    const terms = withdrawalTerms(await current(booking), cohort, now);
    expect(terms).toMatchObject({ kind: "open", begun: 4, total: 8, kept: 24_500 });

    await withdrawFromContract(test.db(), { bookingId: booking.id, cohortId: cohort.id, accountId: request.accountId }, times(now));
    expect(await current(booking)).toMatchObject({ state: "cancelled", withdrawalKept: 24_500 });
    expect(await mailOf(booking)).toEqual(expect.arrayContaining(["withdrawal-received", "transfer-refund-studio"]));
    // The studio's to-do owes back the rest, in pence: £490 less £245.
    const [owed] = (await studioToDo(test.db(), { q: booking.reference, limit: 5 })).items;
    expect(owed).toMatchObject({ kind: "transfer-refund", amount: 24_500 });
    // Marked refunded, the invoice is corrected by what went back, its VAT with it (decision 66).
    await markTransferRefunded(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, times(now));
    const documents = await test.db().select().from(invoices).where(eq(invoices.bookingId, booking.id)).orderBy(desc(invoices.kind));
    expect(documents.map(({ kind, total, vat, reason }) => ({ kind, total, vat, reason }))).toEqual([
      { kind: "invoice", total: 49_000, vat: 8167, reason: null },
      { kind: "credit-note", total: -24_500, vat: -4083, reason: "withdrawn" },
    ]);
  });

  it("counts a seat taken from the waiting list by transfer from its taking, not from joining the queue", async () => {
    const cohort = await aCohort(test.db(), { capacity: 1 });
    const { booking: first } = await bookSeat(test.db(), aSeatRequest(cohort));
    const joined = new Date(Date.now() - 20 * DAY);
    const request = aSeatRequest(cohort, { now: joined });
    const { booking: queued } = await bookSeat(test.db(), request);
    expect(queued.state).toBe("waiting");
    await cancelOwnBooking(test.db(), { bookingId: first.id, cohortId: cohort.id, accountId: first.accountId! }, times());
    const ids = { bookingId: queued.id, cohortId: cohort.id, accountId: request.accountId };
    await acceptOffer(test.db(), ids, times(), { method: "bank-transfer" });
    const taken = await current(queued);
    expect(taken).toMatchObject({ state: "held", contractMadeAt: expect.any(Date) });
    expect(withdrawalTerms(taken, cohort, new Date()).kind).toBe("open");
    await withdrawFromContract(test.db(), ids, times());
    expect(await current(queued)).toMatchObject({ state: "cancelled", withdrawnAt: expect.any(Date) });
  });

  it("charges for sessions only when they were given at the learner's request, and ends the right once all were", async () => {
    const now = new Date();
    const started = {
      startsOn: addDays(studioDay(now), -3),
      endsOn: addDays(studioDay(now), 4),
      meetingDays: [1, 2, 3, 4, 5, 6, 7],
      startsAt: "00:00",
      timeZone: "Europe/London",
    };
    const seat = {
      price: 49_000,
      state: "confirmed" as const,
      paymentMethod: "bank-transfer" as const,
      paidAt: new Date(now.getTime() - DAY),
      bookedAt: new Date(now.getTime() - 2 * DAY),
      contractMadeAt: null,
    };
    // Paid late, the period reached past the start, but nobody asked for an early start: nothing is owed for the sessions.
    expect(withdrawalTerms({ ...seat, earlyStartRequestedAt: null }, started, now)).toMatchObject({ kind: "open", kept: 0 });
    expect(withdrawalTerms({ ...seat, earlyStartRequestedAt: seat.bookedAt }, started, now)).toMatchObject({ kind: "open", kept: 24_500 });
    const over = { ...started, startsOn: addDays(studioDay(now), -3), endsOn: studioDay(now) };
    expect(withdrawalTerms({ ...seat, earlyStartRequestedAt: seat.bookedAt }, over, now)).toMatchObject({ kind: "over", performed: true });
  });

  it("rounds what sessions are worth down, in the learner's favour", () => {
    expect(keptFor(490, 1, 3)).toBe(163);
    expect(keptFor(49_000, 1, 3)).toBe(16_333);
    expect(keptFor(490, 0, 8)).toBe(0);
    expect(keptFor(490, 9, 8)).toBe(490);
  });
});
