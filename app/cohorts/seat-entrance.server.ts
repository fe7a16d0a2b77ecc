import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { mailQueued } from "~/.server/mail-queued.server";
import type { Database, Transaction } from "~/database/database.server";
import { bookings, cohorts, mailOutbox, type BookingMailKind } from "~/database/schema.server";
import { isoDay } from "./calendar-day";
import { newcomerSeats } from "./newcomer-seats.server";

export type Cohort = typeof cohorts.$inferSelect;

/** The clock and settings every change of seats runs by: now, how long a paid seat is held, how long an offer lasts. */
export type SeatTimes = { now: Date; offerHours: number; holdDays: number };

/** The change cannot be made to the booking or cohort as it now is; the message says why, in plain words. */
export class SeatChangeError extends Error {
  override name = "SeatChangeError";
}

/** There is no such cohort: its id names nothing. */
export class NoSuchCohortError extends SeatChangeError {
  override name = "NoSuchCohortError";
  constructor() {
    super("That cohort does not exist.");
  }
}

const HOUR = 3_600_000;

/**
 * What a change may do to seats, and only inside the entrance: the cohorts it named, locked and
 * with their expired holds and offers already released, and the two moves of the counter.
 */
export type SeatDesk = {
  tx: Transaction;
  /** How many holds and offers had run out on the named cohorts, and were released as the change began. */
  released: number;
  /** A cohort the change named, as it stands now (after its expired holds and offers were released). */
  cohort(id: string): Promise<Cohort>;
  /**
   * Takes one seat on an open cohort that has not started, if one is free; says whether it
   * did. A `newcomer` (a new booking) takes none while anyone is waiting: the queue comes first.
   */
  takeSeat(cohortId: string, options?: { newcomer?: boolean }): Promise<boolean>;
  /** Gives a seat back to the cohort; the entrance offers it to the queue before the change commits. */
  freeSeat(cohortId: string): Promise<void>;
  /** Queues a learner's mail in the change's transaction; the sender hears of it once it has committed. */
  queueMail(bookingId: string, kind: BookingMailKind): Promise<void>;
};

/**
 * The one entrance for every change of a cohort's seats (decision 32): a booking, a
 * cancellation, an answer to an offer, a payment, a move, a new capacity, the sweeper's pass.
 * It locks the cohorts' rows (in one order, so that two changes never wait on each other),
 * releases their expired holds and offers, offers what is free to the people already waiting,
 * runs the change, offers every seat the change freed to the people waiting in the order they
 * came, and, once the transaction has committed, tells the mail sender.
 * A change that forgets a step cannot skip it: no seat moves anywhere else.
 *
 * A change that is refused (it throws) is rolled back on its own: what ran out is still released
 * and its seats offered, as the sweeper would have done, and the refusal is thrown once that has
 * committed.
 */
export async function changeSeats<T>(
  db: Database,
  cohortIds: string | readonly string[],
  times: SeatTimes,
  change: (desk: SeatDesk) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction((tx) => settle(tx, cohortIds, times, change));
  mailQueued();
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/**
 * The entrance inside a transaction another change owns (an account's deletion, which the
 * identity provider can still roll back). That change tells the mail sender after its commit;
 * a refusal here rolls it all back.
 */
export async function changeSeatsWithin<T>(
  tx: Transaction,
  cohortIds: string | readonly string[],
  times: SeatTimes,
  change: (desk: SeatDesk) => Promise<T>,
): Promise<T> {
  const outcome = await settle(tx, cohortIds, times, change);
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Locks, releases, runs the change in a savepoint of its own, and offers what is free: the entrance's steps. */
async function settle<T>(
  tx: Transaction,
  cohortIds: string | readonly string[],
  times: SeatTimes,
  change: (desk: SeatDesk) => Promise<T>,
): Promise<Outcome<T>> {
  const ids = [...new Set(typeof cohortIds === "string" ? [cohortIds] : cohortIds)].sort();
  const locked = await tx.select({ id: cohorts.id }).from(cohorts).where(inArray(cohorts.id, ids)).orderBy(asc(cohorts.id)).for("update");
  if (locked.length !== ids.length) return { ok: false, error: new NoSuchCohortError() };
  let released = 0;
  for (const id of ids) released += await releaseExpiredOn(tx, id, times.now);
  // The queue comes first: what is free before the change goes to the people already waiting.
  for (const id of ids) await offerFreeSeats(tx, id, times);
  const named = (id: string) => {
    if (!ids.includes(id)) throw new Error(`The change did not name cohort ${id}, so it is not locked.`);
    return id;
  };
  let outcome: Outcome<T>;
  try {
    const value = await tx.transaction((inner) =>
      change({
        tx: inner,
        released,
        async cohort(id) {
          const [row] = await inner
            .select()
            .from(cohorts)
            .where(eq(cohorts.id, named(id)));
          return row!;
        },
        takeSeat: (cohortId, { newcomer = false } = {}) => takeSeat(inner, named(cohortId), times.now, newcomer),
        async freeSeat(cohortId) {
          await inner.execute(
            sql`update ${cohorts} set seats_taken = seats_taken - 1, updated_at = ${times.now.toISOString()} where id = ${named(cohortId)}`,
          );
        },
        queueMail: (bookingId, kind) => queueMail(inner, bookingId, kind),
      }),
    );
    outcome = { ok: true, value };
  } catch (error) {
    outcome = { ok: false, error };
  }
  for (const id of ids) await offerFreeSeats(tx, id, times);
  return outcome;
}

async function queueMail(tx: Transaction, bookingId: string, kind: BookingMailKind): Promise<void> {
  await tx.insert(mailOutbox).values({ bookingId, kind });
}

/**
 * The one conditional statement every seat is taken by, so that even a change that read the
 * cohort wrongly never takes more than its capacity (the check constraint is the backstop).
 */
async function takeSeat(tx: Transaction, cohortId: string, now: Date, newcomer: boolean): Promise<boolean> {
  const free = newcomer ? newcomerSeats : sql`(${cohorts}.capacity - ${cohorts}.seats_taken)`;
  const taken = await tx.execute(sql`
    update ${cohorts} set seats_taken = seats_taken + 1, updated_at = ${now.toISOString()}
    where id = ${cohortId} and state = 'open' and starts_on > ${isoDay(now)} and ${free} > 0
    returning id`);
  return taken.rows.length > 0;
}

/** Ends the cohort's holds and offers whose time has run out, frees their seats and tells each learner; says how many. */
async function releaseExpiredOn(tx: Transaction, cohortId: string, now: Date): Promise<number> {
  const ended = await tx
    .select({ id: bookings.id, state: bookings.state })
    .from(bookings)
    .where(and(eq(bookings.cohortId, cohortId), inArray(bookings.state, ["held", "offered"]), lte(bookings.holdUntil, now)))
    .orderBy(asc(bookings.holdUntil), asc(bookings.id))
    .for("update");
  if (ended.length === 0) return 0;
  await tx
    .update(bookings)
    .set({ state: "expired", holdUntil: null, endedAt: now, updatedAt: now })
    .where(
      inArray(
        bookings.id,
        ended.map((booking) => booking.id),
      ),
    );
  await tx.execute(
    sql`update ${cohorts} set seats_taken = seats_taken - ${ended.length}, updated_at = ${now.toISOString()} where id = ${cohortId}`,
  );
  await tx.insert(mailOutbox).values(
    ended.map((booking) => ({
      bookingId: booking.id,
      kind: booking.state === "held" ? ("hold-expired" as const) : ("offer-expired" as const),
    })),
  );
  return ended.length;
}

/**
 * Gives the cohort's free seats to the people waiting, first come first served: each gets an
 * offer that keeps the seat for `offerHours`, and an email. Only an open cohort that has not
 * started offers seats.
 */
async function offerFreeSeats(tx: Transaction, cohortId: string, { now, offerHours }: SeatTimes) {
  for (;;) {
    const [next] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.cohortId, cohortId), eq(bookings.state, "waiting")))
      .orderBy(asc(bookings.bookedAt), asc(bookings.id))
      .limit(1);
    if (!next) return;
    if (!(await takeSeat(tx, cohortId, now, false))) return;
    await tx
      .update(bookings)
      .set({ state: "offered", holdUntil: new Date(now.getTime() + offerHours * HOUR), updatedAt: now })
      .where(eq(bookings.id, next.id));
    await queueMail(tx, next.id, "seat-offered");
  }
}
