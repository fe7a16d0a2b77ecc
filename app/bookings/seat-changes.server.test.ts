import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { bookings, cohortEvents, cohorts, mailOutbox } from "~/database/schema.server";
import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { connectForTest, testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { bookSeat, type Booking } from "./book-seat.server";
import {
  cancelBooking,
  cancelCohort,
  cancelOwnBooking,
  changeCapacity,
  markPaid,
  markTransferRefunded,
  moveBooking,
  releaseExpired,
} from "./seat-changes.server";
import { studioToDo } from "~/cohorts/studio-to-do.server";
import { SeatChangeError } from "./seat-entrance.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const HOUR = 3_600_000;
const staff = { uid: "staff-uid", email: "staff@brightline.test" };

describe.each(testDatabaseKinds)("changes to seats on %s", (kind) => {
  const test = useTestDatabase(kind);
  const times = (now = new Date()) => ({ now, offerHours: 48, holdDays: 7 });
  const mailOf = async (booking: Pick<Booking, "id">) =>
    (await test.db().select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id)))
      .map((row) => row.kind)
      .sort();
  const current = async (booking: Pick<Booking, "id">) => (await test.db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!;
  const seatsTaken = async (cohortId: string) => (await test.db().select().from(cohorts).where(eq(cohorts.id, cohortId)))[0]!.seatsTaken;
  /** A cohort of `capacity` seats, full, with `waiting` people behind them, booked a second apart. */
  async function fullCohort(db: Database, capacity: number, waiting: number, start = Date.now()) {
    const cohort = await aCohort(db, { capacity });
    const booked: Booking[] = [];
    for (let index = 0; index < capacity + waiting; index++) {
      booked.push((await bookSeat(db, aSeatRequest(cohort, { now: new Date(start + index * 1000) }))).booking);
    }
    return { cohort, seated: booked.slice(0, capacity), queue: booked.slice(capacity) };
  }

  it("confirms a held seat the staff mark paid, mails the learner, and records who did it", async () => {
    const cohort = await aCohort(test.db());
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort));
    await markPaid(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, times());
    expect(await current(booking)).toMatchObject({ state: "confirmed", holdUntil: null, paidAt: expect.any(Date) });
    expect(await mailOf(booking)).toEqual(["seat-confirmed", "seat-held", "transfer-awaited-studio"]);
    const [event] = await test.db().select().from(cohortEvents).where(eq(cohortEvents.cohortId, cohort.id));
    expect(event).toMatchObject({ actorEmail: staff.email, action: "booking-paid", detail: `${booking.reference} marked paid` });
    await expect(markPaid(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, times())).rejects.toThrow(SeatChangeError);
  });

  it("tells the studio of a seat held for a transfer and of a paid transfer cancelled, and lists each as owed until staff act (issue 64)", async () => {
    const cohort = await aCohort(test.db());
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort));
    const ids = { bookingId: booking.id, cohortId: cohort.id };
    // Found by its reference, as staff would search the to-do's page.
    const owed = async () => (await studioToDo(test.db(), { q: booking.reference, limit: 10 })).items.map((item) => item.kind);
    expect(await mailOf(booking)).toEqual(["seat-held", "transfer-awaited-studio"]);
    expect(await owed()).toEqual(["transfer-awaited"]);
    // Nothing to refund before it is paid.
    await expect(markTransferRefunded(test.db(), ids, staff, times())).rejects.toThrow(SeatChangeError);

    await markPaid(test.db(), ids, staff, times());
    expect(await owed()).toEqual([]);
    await cancelBooking(test.db(), ids, staff, times());
    expect(await mailOf(booking)).toEqual([
      "seat-cancelled",
      "seat-confirmed",
      "seat-held",
      "transfer-awaited-studio",
      "transfer-refund-studio",
    ]);
    expect(await owed()).toEqual(["transfer-refund"]);

    await markTransferRefunded(test.db(), ids, staff, times());
    expect(await current(booking)).toMatchObject({ transferRefundedBy: staff.email, transferRefundedAt: expect.any(Date) });
    expect(await owed()).toEqual([]);
    expect(await mailOf(booking)).toContain("payment-refunded");
    const history = await test.db().select().from(cohortEvents).where(eq(cohortEvents.cohortId, cohort.id));
    expect(history.map((event) => event.detail)).toContainEqual(
      expect.stringMatching(new RegExp(`^${booking.reference}: bank transfer of £[\\d,.]+ refunded$`)),
    );
    // Once only.
    await expect(markTransferRefunded(test.db(), ids, staff, times())).rejects.toThrow(SeatChangeError);
  });

  it("tells the studio of each paid transfer a cancelled cohort owes back, and lists it on the to-do (issue 64)", async () => {
    const cohort = await aCohort(test.db(), { capacity: 2 });
    const paid = (await bookSeat(test.db(), aSeatRequest(cohort))).booking;
    const unpaid = (await bookSeat(test.db(), aSeatRequest(cohort))).booking;
    await markPaid(test.db(), { bookingId: paid.id, cohortId: cohort.id }, staff, times());
    await cancelCohort(test.db(), cohort.id, staff, times());
    expect(await mailOf(paid)).toContain("transfer-refund-studio");
    expect(await mailOf(unpaid)).not.toContain("transfer-refund-studio");
    const owed = (await studioToDo(test.db(), { limit: 1000 })).items.filter((item) => item.cohortId === cohort.id);
    expect(owed.map((item) => [item.kind, item.reference])).toEqual([["transfer-refund", paid.reference]]);
    // The inbox shows the first few, refunds first, and counts the rest; a search by email, in any case, finds the one.
    const first = await studioToDo(test.db(), { limit: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.items[0]?.kind).toBe("transfer-refund");
    expect(first.total).toBeGreaterThanOrEqual(1);
    const byEmail = await studioToDo(test.db(), { q: paid.email.toUpperCase(), limit: 10 });
    expect(byEmail).toEqual({ items: [expect.objectContaining({ reference: paid.reference })], total: 1 });
    expect(await studioToDo(test.db(), { q: "100%_not-a-name", limit: 10 })).toEqual({ items: [], total: 0 });
  });

  it("passes a cancelled seat to the first person waiting, kept for them 48 hours", async () => {
    const { cohort, seated, queue } = await fullCohort(test.db(), 1, 2);
    const now = new Date();
    await cancelOwnBooking(test.db(), { bookingId: seated[0]!.id, cohortId: cohort.id, accountId: seated[0]!.accountId! }, times(now));
    expect(await current(seated[0]!)).toMatchObject({ state: "cancelled", endedAt: now });
    expect(await current(queue[0]!)).toMatchObject({ state: "offered", holdUntil: new Date(now.getTime() + 48 * HOUR) });
    expect((await current(queue[1]!)).state).toBe("waiting");
    // Cancelled before it was paid: no refund is owed, so the studio hears only of the hold.
    expect(await mailOf(seated[0]!)).toEqual(["seat-cancelled", "seat-held", "transfer-awaited-studio"]);
    expect(await mailOf(queue[0]!)).toEqual(["seat-offered", "waiting-list-joined"]);
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("will not let one learner cancel another's booking", async () => {
    const cohort = await aCohort(test.db());
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort));
    await expect(
      cancelOwnBooking(test.db(), { bookingId: booking.id, cohortId: cohort.id, accountId: "uid-someone-else" }, times()),
    ).rejects.toThrow("That booking is not yours.");
    expect((await current(booking)).state).toBe("held");
  });

  it("releases an expired hold once when the sweeper and a request find it at the same moment", async () => {
    const { cohort, seated, queue } = await fullCohort(test.db(), 1, 1);
    const later = times(new Date(Date.now() + 8 * 24 * HOUR));
    // The sweeper looks at every cohort (other tests' too); the request at this one.
    await Promise.all([releaseExpired(test.db(), later), releaseExpired(test.db(), later, cohort.id)]);
    expect((await current(seated[0]!)).state).toBe("expired");
    expect(await mailOf(seated[0]!)).toEqual(["hold-expired", "seat-held", "transfer-awaited-studio"]);
    expect((await current(queue[0]!)).state).toBe("offered");
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("keeps the capacity at or above the seats taken, and offers new seats to the queue in order", async () => {
    const { cohort, queue } = await fullCohort(test.db(), 2, 3);
    await expect(changeCapacity(test.db(), cohort.id, 1, staff, times())).rejects.toThrow(
      "2 seats are taken: the capacity cannot go below that.",
    );
    await changeCapacity(test.db(), cohort.id, 4, staff, times());
    expect(await Promise.all(queue.map(async (booking) => (await current(booking)).state))).toEqual(["offered", "offered", "waiting"]);
    expect(await seatsTaken(cohort.id)).toBe(4);
  });

  it("cancels a cohort with everyone on it, tells each of them, and frees every seat", async () => {
    const { cohort, seated, queue } = await fullCohort(test.db(), 2, 1);
    await cancelCohort(test.db(), cohort.id, staff, times());
    const rows = await test
      .db()
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          [...seated, ...queue].map((booking) => booking.id),
        ),
      );
    expect(rows.map((row) => row.state)).toEqual(["cancelled", "cancelled", "cancelled"]);
    for (const booking of [...seated, ...queue]) expect(await mailOf(booking)).toContain("cohort-cancelled");
    expect((await test.db().select().from(cohorts).where(eq(cohorts.id, cohort.id)))[0]).toMatchObject({
      state: "cancelled",
      seatsTaken: 0,
    });
    await expect(bookSeat(test.db(), aSeatRequest(cohort))).rejects.toThrow();
    await expect(cancelBooking(test.db(), { bookingId: seated[0]!.id, cohortId: cohort.id }, staff, times())).rejects.toThrow(
      SeatChangeError,
    );
  });

  it("moves a seat to another cohort of the course when it has one free, and gives the old seat to the queue", async () => {
    const { cohort, seated, queue } = await fullCohort(test.db(), 1, 1);
    const later = await aCohort(test.db(), { capacity: 1 }, new Date(Date.now() + 30 * 24 * HOUR));
    const otherCourse = await aCohort(test.db(), { courseSlug: "react-router-full-stack-apps" });
    const move = (toCohortId: string, booking = seated[0]!) =>
      moveBooking(test.db(), { bookingId: booking.id, cohortId: cohort.id, toCohortId }, staff, times());
    await expect(move(otherCourse.id)).rejects.toThrow("A booking can only move to another cohort of the same course.");
    await expect(move(later.id, queue[0])).rejects.toThrow("Only a held or confirmed seat can move");
    await move(later.id);
    expect(await current(seated[0]!)).toMatchObject({ cohortId: later.id, state: "held", reference: seated[0]!.reference });
    expect(await mailOf(seated[0]!)).toEqual(["seat-held", "seat-moved", "transfer-awaited-studio"]);
    expect((await current(queue[0]!)).state).toBe("offered");
    expect([await seatsTaken(cohort.id), await seatsTaken(later.id)]).toEqual([1, 1]);
    // The later cohort is full now: nobody else moves there.
    const { booking: another } = await bookSeat(test.db(), aSeatRequest(otherCourse));
    await expect(
      moveBooking(test.db(), { bookingId: another.id, cohortId: otherCourse.id, toCohortId: later.id }, staff, times()),
    ).rejects.toThrow(SeatChangeError);
    const events = await test.db().select().from(cohortEvents).where(eq(cohortEvents.cohortId, later.id));
    expect(events.map((event) => event.action)).toEqual(["booking-moved"]);
  });

  // PGlite runs one statement at a time, so only a server can show a race.
  it.runIf(kind === "PostgreSQL")(
    "never goes past capacity and keeps the queue's order when a cancellation, an expiring hold and a capacity change race",
    async () => {
      const other = connectForTest(test.url(), { maxConnections: 10 });
      try {
        for (let round = 0; round < 10; round++) {
          const start = Date.now() - 8 * 24 * HOUR;
          const { cohort, seated, queue } = await fullCohort(test.db(), 3, 6, start);
          // The first seat's hold has run out; the second learner cancels; the staff add a seat.
          const now = times(new Date(seated[0]!.holdUntil!.getTime() + 1000));
          await test
            .db()
            .update(bookings)
            .set({ holdUntil: new Date(now.now.getTime() + 24 * HOUR) })
            .where(inArray(bookings.id, [seated[1]!.id, seated[2]!.id]));
          await Promise.all([
            releaseExpired(other, now, cohort.id),
            cancelOwnBooking(test.db(), { bookingId: seated[1]!.id, cohortId: cohort.id, accountId: seated[1]!.accountId! }, now),
            changeCapacity(other, cohort.id, 4, staff, now),
            releaseExpired(test.db(), now),
          ]);
          const [after] = await test.db().select().from(cohorts).where(eq(cohorts.id, cohort.id));
          const rows = await test.db().select().from(bookings).where(eq(bookings.cohortId, cohort.id)).orderBy(asc(bookings.bookedAt));
          const holding = rows.filter((row) => ["held", "confirmed", "offered"].includes(row.state));
          expect(after!.seatsTaken).toBe(holding.length);
          expect(after!.seatsTaken).toBeLessThanOrEqual(after!.capacity);
          // Three seats came free (an expired hold, a cancellation, a new seat): the first three waiting have them.
          expect(queue.map((booking) => rows.find((row) => row.id === booking.id)!.state)).toEqual([
            "offered",
            "offered",
            "offered",
            "waiting",
            "waiting",
            "waiting",
          ]);
        }
      } finally {
        await other.$client.end();
      }
    },
    60_000,
  );
});
