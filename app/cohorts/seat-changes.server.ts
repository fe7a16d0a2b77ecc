import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { bookingStateWords } from "./booking-state-words";
import { mailQueued } from "~/.server/mail-queued.server";
import type { Database, Transaction } from "~/database/database.server";
import {
  bookings,
  cohortEvents,
  cohorts,
  isLiveBooking,
  liveBookingStates,
  mailOutbox,
  seatHoldingStates,
  type BookingMailKind,
  type BookingState,
  type CohortEventAction,
} from "~/database/schema.server";
import type { Booking } from "./book-seat.server";
import { isoDay } from "./calendar-day";
import { takeSeat } from "./take-seat.server";

type Cohort = typeof cohorts.$inferSelect;

/** The staff member making a change, as the roster's history records them. */
export type StaffActor = { uid: string; email: string };

/** The settings every change that frees a seat needs: how long an offer to the next person lasts. */
export type SeatTimes = { now: Date; offerHours: number; holdDays: number };

/** The change cannot be made to the booking or cohort as it now is; the message says why, in plain words. */
export class SeatChangeError extends Error {
  override name = "SeatChangeError";
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const holdsSeat = (state: BookingState) => (seatHoldingStates as readonly BookingState[]).includes(state);

/** Runs `change` with the cohort's row locked: every change to one cohort's seats happens one at a time. */
export async function onCohort<T>(db: Database, cohortId: string, change: (tx: Transaction, cohort: Cohort) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const [cohort] = await tx.select().from(cohorts).where(eq(cohorts.id, cohortId)).for("update");
    if (!cohort) throw new SeatChangeError("That cohort does not exist.");
    return change(tx, cohort);
  });
  mailQueued();
  return result;
}

async function queueMail(tx: Transaction, bookingId: string, kind: BookingMailKind) {
  await tx.insert(mailOutbox).values({ bookingId, kind });
}

export async function record(tx: Transaction, cohortId: string, staff: StaffActor, action: CohortEventAction, detail: string) {
  await tx.insert(cohortEvents).values({ cohortId, actorId: staff.uid, actorEmail: staff.email, action, detail });
}

/** A booking of the cohort, locked with it. */
async function lockedBooking(tx: Transaction, bookingId: string): Promise<Booking | undefined> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  return booking;
}

/**
 * Gives the cohort's free seats to the people waiting, first come first served: each gets an
 * offer that keeps the seat for `offerHours`, and an email. Only an open cohort that has not
 * started offers seats. Runs inside the change that freed them.
 */
export async function offerFreeSeats(tx: Transaction, cohortId: string, { now, offerHours }: SeatTimes): Promise<void> {
  for (;;) {
    const [next] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.cohortId, cohortId), eq(bookings.state, "waiting")))
      .orderBy(asc(bookings.bookedAt), asc(bookings.id))
      .limit(1);
    if (!next) return;
    if (!(await takeSeat(tx, cohortId, now))) return;
    await tx
      .update(bookings)
      .set({ state: "offered", holdUntil: new Date(now.getTime() + offerHours * HOUR), updatedAt: now })
      .where(eq(bookings.id, next.id));
    await queueMail(tx, next.id, "seat-offered");
  }
}

/** Gives a seat back to the cohort, and offers it to the first person waiting. */
async function freeSeat(tx: Transaction, cohortId: string, times: SeatTimes): Promise<void> {
  await tx.execute(
    sql`update ${cohorts} set seats_taken = seats_taken - 1, updated_at = ${times.now.toISOString()} where id = ${cohortId}`,
  );
  await offerFreeSeats(tx, cohortId, times);
}

/** Ends a live booking as `state`, freeing its seat if it held one. */
async function endBooking(tx: Transaction, booking: Booking, state: "cancelled" | "expired" | "declined", times: SeatTimes) {
  await tx.update(bookings).set({ state, holdUntil: null, endedAt: times.now, updatedAt: times.now }).where(eq(bookings.id, booking.id));
  if (holdsSeat(booking.state)) await freeSeat(tx, booking.cohortId, times);
}

/**
 * Ends the holds and offers whose time has run out, each in its cohort's own transaction, and
 * passes each freed seat on. The sweeper calls it for every cohort, a request for the cohort it
 * shows; whichever comes first does the work, and the other finds nothing left to do.
 */
export async function releaseExpired(db: Database, times: SeatTimes, cohortId?: string): Promise<number> {
  const due = await db
    .selectDistinct({ cohortId: bookings.cohortId })
    .from(bookings)
    .where(
      and(
        inArray(bookings.state, ["held", "offered"]),
        lte(bookings.holdUntil, times.now),
        cohortId ? eq(bookings.cohortId, cohortId) : undefined,
      ),
    );
  let released = 0;
  for (const { cohortId: id } of due) {
    released += await onCohort(db, id, async (tx) => {
      const ended = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.cohortId, id), inArray(bookings.state, ["held", "offered"]), lte(bookings.holdUntil, times.now)))
        .orderBy(asc(bookings.holdUntil))
        .for("update");
      for (const booking of ended) {
        await endBooking(tx, booking, "expired", times);
        await queueMail(tx, booking.id, booking.state === "held" ? "hold-expired" : "offer-expired");
      }
      return ended.length;
    });
  }
  return released;
}

/** The learner's own booking, live, on a cohort that has not started. */
async function learnersLiveBooking(tx: Transaction, cohort: Cohort, bookingId: string, accountId: string, now: Date) {
  const booking = await lockedBooking(tx, bookingId);
  if (!booking || booking.accountId !== accountId || booking.cohortId !== cohort.id)
    throw new SeatChangeError("That booking is not yours.");
  if (!isLiveBooking(booking.state)) throw new SeatChangeError("That booking has already ended.");
  if (cohort.startsOn <= isoDay(now)) throw new SeatChangeError("The course has started: write to us to change your booking.");
  return booking;
}

/** The learner cancels their seat or their place on the waiting list, before the start. */
export async function cancelOwnBooking(db: Database, ids: { bookingId: string; cohortId: string; accountId: string }, times: SeatTimes) {
  return onCohort(db, ids.cohortId, async (tx, cohort) => {
    const booking = await learnersLiveBooking(tx, cohort, ids.bookingId, ids.accountId, times.now);
    await endBooking(tx, booking, "cancelled", times);
    await queueMail(tx, booking.id, "seat-cancelled");
  });
}

/** The learner takes the seat they were offered: confirmed if free, else held for payment as a booking would be. */
export async function acceptOffer(db: Database, ids: { bookingId: string; cohortId: string; accountId: string }, times: SeatTimes) {
  await releaseExpired(db, times, ids.cohortId);
  return onCohort(db, ids.cohortId, async (tx, cohort) => {
    const booking = await learnersLiveBooking(tx, cohort, ids.bookingId, ids.accountId, times.now);
    if (booking.state !== "offered") throw new SeatChangeError("There is no seat on offer to you on this cohort.");
    const free = booking.amount === 0;
    await tx
      .update(bookings)
      .set({
        state: free ? "confirmed" : "held",
        holdUntil: free ? null : new Date(times.now.getTime() + times.holdDays * DAY),
        confirmedAt: free ? times.now : null,
        updatedAt: times.now,
      })
      .where(eq(bookings.id, booking.id));
    await queueMail(tx, booking.id, free ? "seat-confirmed" : "seat-held");
  });
}

/** The learner passes the offered seat on to the next person waiting. */
export async function declineOffer(db: Database, ids: { bookingId: string; cohortId: string; accountId: string }, times: SeatTimes) {
  await releaseExpired(db, times, ids.cohortId);
  return onCohort(db, ids.cohortId, async (tx, cohort) => {
    const booking = await learnersLiveBooking(tx, cohort, ids.bookingId, ids.accountId, times.now);
    if (booking.state !== "offered") throw new SeatChangeError("There is no seat on offer to you on this cohort.");
    await endBooking(tx, booking, "declined", times);
  });
}

/** A state in the staff's words, for their error messages. */
const stateWords = (state: BookingState) => bookingStateWords[state].label.toLowerCase();

/** Staff: the payment for a held seat has arrived. */
export async function markPaid(db: Database, ids: { bookingId: string; cohortId: string }, staff: StaffActor, times: SeatTimes) {
  // A hold that ran out is released first, as the sweeper would: it is not there to pay for.
  await releaseExpired(db, times, ids.cohortId);
  return onCohort(db, ids.cohortId, async (tx) => {
    const booking = await lockedBooking(tx, ids.bookingId);
    if (!booking || booking.cohortId !== ids.cohortId) throw new SeatChangeError("That booking is not on this cohort.");
    if (booking.state !== "held")
      throw new SeatChangeError(`${booking.reference} is not waiting for a payment (its state: ${stateWords(booking.state)}).`);
    await tx
      .update(bookings)
      .set({ state: "confirmed", holdUntil: null, paidAt: times.now, confirmedAt: times.now, updatedAt: times.now })
      .where(eq(bookings.id, booking.id));
    await queueMail(tx, booking.id, "seat-confirmed");
    await record(tx, ids.cohortId, staff, "booking-paid", `${booking.reference} marked paid`);
  });
}

/** Staff: cancels a booking, whatever its state, freeing its seat for the next person. */
export async function cancelBooking(db: Database, ids: { bookingId: string; cohortId: string }, staff: StaffActor, times: SeatTimes) {
  return onCohort(db, ids.cohortId, async (tx) => {
    const booking = await lockedBooking(tx, ids.bookingId);
    if (!booking || booking.cohortId !== ids.cohortId) throw new SeatChangeError("That booking is not on this cohort.");
    if (!isLiveBooking(booking.state)) throw new SeatChangeError(`${booking.reference} has already ended.`);
    await endBooking(tx, booking, "cancelled", times);
    await queueMail(tx, booking.id, "seat-cancelled");
    await record(tx, ids.cohortId, staff, "booking-cancelled", `${booking.reference} cancelled`);
  });
}

/** Staff: a new capacity, never below the seats taken; a raise offers the new seats to the people waiting. */
export async function changeCapacity(db: Database, cohortId: string, capacity: number, staff: StaffActor, times: SeatTimes) {
  return onCohort(db, cohortId, async (tx, cohort) => {
    if (capacity < cohort.seatsTaken) {
      throw new SeatChangeError(`${cohort.seatsTaken} seats are taken: the capacity cannot go below that.`);
    }
    await tx.update(cohorts).set({ capacity, updatedAt: times.now }).where(eq(cohorts.id, cohortId));
    await record(tx, cohortId, staff, "capacity-changed", `capacity ${cohort.capacity} to ${capacity}`);
    await offerFreeSeats(tx, cohortId, times);
  });
}

/** Staff: the cohort will not run. Every live booking is cancelled and told so; the seats go with them. */
export async function cancelCohort(db: Database, cohortId: string, staff: StaffActor, times: SeatTimes) {
  return onCohort(db, cohortId, async (tx, cohort) => {
    if (cohort.state === "cancelled") throw new SeatChangeError("This cohort is already cancelled.");
    const live = await tx
      .update(bookings)
      .set({ state: "cancelled", holdUntil: null, endedAt: times.now, updatedAt: times.now })
      .where(and(eq(bookings.cohortId, cohortId), inArray(bookings.state, [...liveBookingStates])))
      .returning({ id: bookings.id });
    await tx.update(cohorts).set({ state: "cancelled", seatsTaken: 0, updatedAt: times.now }).where(eq(cohorts.id, cohortId));
    if (live.length > 0) await tx.insert(mailOutbox).values(live.map(({ id }) => ({ bookingId: id, kind: "cohort-cancelled" as const })));
    await record(
      tx,
      cohortId,
      staff,
      "cohort-cancelled",
      `cancelled, ${live.length} ${live.length === 1 ? "booking" : "bookings"} with it`,
    );
  });
}

/**
 * Staff: moves a learner's seat to another cohort of the same course, in one transaction with
 * both cohorts locked (in one order, so two moves the other way round cannot deadlock). The
 * seat is taken on the new cohort only if it has one free, and the old seat goes to the first
 * person waiting there. The reference, amount and payment stay with the booking.
 */
export async function moveBooking(
  db: Database,
  ids: { bookingId: string; cohortId: string; toCohortId: string },
  staff: StaffActor,
  times: SeatTimes,
) {
  if (ids.cohortId === ids.toCohortId) throw new SeatChangeError("The booking is on that cohort already.");
  await db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(cohorts)
      .where(inArray(cohorts.id, [ids.cohortId, ids.toCohortId]))
      .orderBy(asc(cohorts.id))
      .for("update");
    const from = locked.find((cohort) => cohort.id === ids.cohortId);
    const to = locked.find((cohort) => cohort.id === ids.toCohortId);
    if (!from || !to) throw new SeatChangeError("That cohort does not exist.");
    if (to.courseSlug !== from.courseSlug) throw new SeatChangeError("A booking can only move to another cohort of the same course.");
    const booking = await lockedBooking(tx, ids.bookingId);
    if (!booking || booking.cohortId !== from.id) throw new SeatChangeError("That booking is not on this cohort.");
    if (booking.state !== "held" && booking.state !== "confirmed")
      throw new SeatChangeError(`Only a held or confirmed seat can move; ${booking.reference}'s state: ${stateWords(booking.state)}.`);
    const [already] = booking.accountId
      ? await tx
          .select({ reference: bookings.reference })
          .from(bookings)
          .where(
            and(eq(bookings.cohortId, to.id), eq(bookings.accountId, booking.accountId), inArray(bookings.state, [...liveBookingStates])),
          )
      : [];
    if (already) throw new SeatChangeError(`This learner is on the other cohort already (${already.reference}).`);
    if (!(await takeSeat(tx, to.id, times.now))) throw new SeatChangeError("The other cohort has no free seat, or is not taking bookings.");
    await tx.update(bookings).set({ cohortId: to.id, updatedAt: times.now }).where(eq(bookings.id, booking.id));
    await freeSeat(tx, from.id, times);
    await queueMail(tx, booking.id, "seat-moved");
    await record(tx, from.id, staff, "booking-moved", `${booking.reference} moved to the cohort starting ${to.startsOn}`);
    await record(tx, to.id, staff, "booking-moved", `${booking.reference} moved here from the cohort starting ${from.startsOn}`);
  });
  mailQueued();
}

/**
 * An account is being deleted: its bookings of cohorts that have not started end, their seats
 * go to the people waiting, and every booking of the account loses its link (past ones stay as
 * the studio's record). Runs inside the deletion's transaction, which the identity provider's
 * deletion can still roll back; the cohorts are locked in one order. No mail: the person asked
 * for this and has left.
 */
export async function releaseAccountBookings(tx: Transaction, accountId: string, times: SeatTimes): Promise<number> {
  const future = await tx
    .select({ cohortId: bookings.cohortId })
    .from(bookings)
    .innerJoin(cohorts, eq(bookings.cohortId, cohorts.id))
    .where(
      and(
        eq(bookings.accountId, accountId),
        inArray(bookings.state, [...liveBookingStates]),
        sql`${cohorts.startsOn} > ${isoDay(times.now)}`,
      ),
    )
    .orderBy(asc(bookings.cohortId));
  let ended = 0;
  for (const cohortId of new Set(future.map((row) => row.cohortId))) {
    await tx.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.id, cohortId)).for("update");
    const live = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.cohortId, cohortId), eq(bookings.accountId, accountId), inArray(bookings.state, [...liveBookingStates])))
      .for("update");
    for (const booking of live) await endBooking(tx, booking, "cancelled", times);
    ended += live.length;
  }
  await tx.update(bookings).set({ accountId: null, updatedAt: times.now }).where(eq(bookings.accountId, accountId));
  return ended;
}
