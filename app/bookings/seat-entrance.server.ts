import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { mailQueued } from "~/platform/mail-queued.server";
import type { Database, Transaction } from "~/database/database.server";
import { bookings, type Cohort, cohorts, mailOutbox, type BookingMailKind } from "~/database/schema.server";
import { anyoneWaiting, holdRunOut, newcomerSeats, seatToOffer, takingBookings } from "./seat-rules.server";
import { expireTeamOrders } from "./team-order-endings.server";

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
  /** A cohort the change named, as it stood when the change began (its expired holds and offers released, the queue served). */
  cohort(id: string): Promise<Cohort>;
  /**
   * Takes one seat on an open cohort that has not started, if one is free; says whether it
   * did. A `newcomer` (a new booking) takes none while anyone is waiting: the queue comes first.
   */
  takeSeat(cohortId: string, options?: { newcomer?: boolean }): Promise<boolean>;
  /**
   * Takes `count` seats for newcomers (a team order, issue 66) all together, or none: says how
   * many a newcomer could have had when it took none.
   */
  takeNewcomerSeats(cohortId: string, count: number): Promise<{ taken: true } | { taken: false; free: number }>;
  /** Gives a seat back to the cohort; the entrance offers it to the queue before the change commits. */
  freeSeat(cohortId: string): Promise<void>;
  /**
   * Queues a learner's mail in the change's transaction; the sender hears of it once it has
   * committed. `document` is the invoice or credit note the change issued, which the mail carries.
   */
  queueMail(bookingId: string, kind: BookingMailKind, document?: { id: string }): Promise<void>;
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
 * A change that is refused (it throws) rolls back with everything in its transaction; what had
 * run out is then released, and its seats offered, in a transaction of its own, as the sweeper
 * would have done, before the refusal is thrown.
 */
export async function changeSeats<T>(
  db: Database,
  cohortIds: string | readonly string[],
  times: SeatTimes,
  change: (desk: SeatDesk) => Promise<T>,
): Promise<T> {
  const ids = namedCohorts(cohortIds);
  let value: T;
  try {
    value = await db.transaction((tx) => settle(tx, ids, times, change));
  } catch (refusal) {
    // Nothing of the change stays; what ran out meanwhile is released all the same. A failure
    // of this pass (the database gone, a cohort that is not there) is not the caller's news.
    const settled = await db
      .transaction((tx) => settle(tx, ids, times, async () => undefined))
      .then(
        () => true,
        () => false,
      );
    if (settled) mailQueued();
    throw refusal;
  }
  mailQueued();
  return value;
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
  return settle(tx, namedCohorts(cohortIds), times, change);
}

/** The cohorts a change names, each once, in the one order every change locks them in. */
const namedCohorts = (cohortIds: string | readonly string[]) =>
  [...new Set(typeof cohortIds === "string" ? [cohortIds] : cohortIds)].sort();

/**
 * Locks the cohorts, in id order, and reads each with whether a hold or offer ran out, whether
 * anyone waits, and whether it has a seat to offer them: one statement, so that a change with
 * nothing to settle (the usual case) pays for the lock and nothing more.
 */
async function lockCohorts(tx: Transaction, ids: readonly string[], now: Date) {
  return tx
    .select({
      cohort: cohorts,
      hasExpired: sql<boolean>`${holdRunOut(now)}`,
      hasWaiting: sql<boolean>`${anyoneWaiting}`,
      hasSeatToOffer: sql<boolean>`${seatToOffer(now)}`,
    })
    .from(cohorts)
    .where(inArray(cohorts.id, [...ids]))
    .orderBy(asc(cohorts.id))
    .for("update");
}

/** The entrance's steps: lock, release what ran out, serve the queue, the change, offer what is free. */
async function settle<T>(tx: Transaction, ids: readonly string[], times: SeatTimes, change: (desk: SeatDesk) => Promise<T>): Promise<T> {
  const locked = await lockCohorts(tx, ids, times.now);
  if (locked.length !== ids.length) throw new NoSuchCohortError();
  const rows = new Map(locked.map((row) => [row.cohort.id, row.cohort]));
  let released = 0;
  for (const row of locked) {
    const freed = row.hasExpired ? await releaseExpiredOn(tx, row.cohort.id, times.now) : 0;
    released += freed;
    // The queue comes first: what is free before the change goes to the people already waiting.
    const offered = row.hasSeatToOffer || (freed > 0 && row.hasWaiting) ? await offerFreeSeats(tx, row.cohort.id, times) : 0;
    // The row read with the lock is the cohort as it stands, unless seats moved since.
    if (freed > 0 || offered > 0) rows.delete(row.cohort.id);
  }
  const named = (id: string) => {
    if (!ids.includes(id)) throw new Error(`The change did not name cohort ${id}, so it is not locked.`);
    return id;
  };
  const value = await change({
    tx,
    released,
    async cohort(id) {
      const kept = rows.get(named(id));
      if (kept) return kept;
      const [row] = await tx.select().from(cohorts).where(eq(cohorts.id, id));
      return row!;
    },
    takeSeat: (cohortId, { newcomer = false } = {}) => takeSeat(tx, named(cohortId), times.now, newcomer),
    async takeNewcomerSeats(cohortId, count) {
      if (await takeSeat(tx, named(cohortId), times.now, true, count)) return { taken: true };
      const [row] = await tx
        .select({ free: sql<number>`case when ${takingBookings(times.now)} then ${newcomerSeats} else 0 end`.mapWith(Number) })
        .from(cohorts)
        .where(eq(cohorts.id, cohortId));
      return { taken: false, free: Math.max(0, row?.free ?? 0) };
    },
    async freeSeat(cohortId) {
      await tx.execute(
        sql`update ${cohorts} set seats_taken = seats_taken - 1, updated_at = ${times.now.toISOString()} where id = ${named(cohortId)}`,
      );
    },
    queueMail: (bookingId, kind, document) => queueMail(tx, bookingId, kind, document?.id),
  });
  for (const id of await cohortsToOffer(tx, ids, times.now)) await offerFreeSeats(tx, id, times);
  return value;
}

/**
 * Which of the cohorts have a seat to offer the people waiting. Asked after every change,
 * whatever it did, in one light statement; the offers themselves are made only where there is
 * one to make.
 */
async function cohortsToOffer(tx: Transaction, ids: readonly string[], now: Date): Promise<string[]> {
  const found = await tx
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(and(inArray(cohorts.id, [...ids]), seatToOffer(now)))
    .orderBy(asc(cohorts.id));
  return found.map((row) => row.id);
}

async function queueMail(tx: Transaction, bookingId: string, kind: BookingMailKind, invoiceId?: string): Promise<void> {
  await tx.insert(mailOutbox).values({ bookingId, kind, invoiceId });
  const studio = await studioMailBeside(tx, bookingId, kind);
  if (studio) await tx.insert(mailOutbox).values({ bookingId, kind: studio });
}

/**
 * What the studio must hear of beside a learner's mail (issue 64): a seat held for a bank
 * transfer (an invoice to send, a payment to look for), and a cancelled seat that a transfer paid
 * for (a refund to make at the bank). Cards settle with Stripe by themselves.
 */
async function studioMailBeside(tx: Transaction, bookingId: string, kind: BookingMailKind): Promise<BookingMailKind | undefined> {
  if (kind !== "seat-held" && kind !== "seat-cancelled" && kind !== "cohort-cancelled" && kind !== "withdrawal-received") return undefined;
  const [booking] = await tx
    .select({ method: bookings.paymentMethod, paidAt: bookings.paidAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (booking?.method !== "bank-transfer") return undefined;
  if (kind === "seat-held") return "transfer-awaited-studio";
  return booking.paidAt ? "transfer-refund-studio" : undefined;
}

/**
 * The one conditional statement every seat is taken by, so that even a change that read the
 * cohort wrongly never takes more than its capacity (the check constraint is the backstop).
 */
async function takeSeat(tx: Transaction, cohortId: string, now: Date, newcomer: boolean, count = 1): Promise<boolean> {
  const free = newcomer ? newcomerSeats : sql`(${cohorts}.capacity - ${cohorts}.seats_taken)`;
  const taken = await tx.execute(sql`
    update ${cohorts} set seats_taken = seats_taken + ${count}, updated_at = ${now.toISOString()}
    where id = ${cohortId} and ${takingBookings(now)} and ${free} >= ${count}
    returning id`);
  return taken.rows.length > 0;
}

/** Ends the cohort's holds and offers whose time has run out, frees their seats and tells each learner; says how many. */
async function releaseExpiredOn(tx: Transaction, cohortId: string, now: Date): Promise<number> {
  const ended = await tx
    .select({ id: bookings.id, state: bookings.state, teamOrderId: bookings.teamOrderId })
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
  // A team's seats are told of once, to the buyer, with their order (team-order-endings.server.ts).
  const learners = ended.filter((booking) => booking.teamOrderId === null);
  if (learners.length > 0) {
    await tx.insert(mailOutbox).values(
      learners.map((booking) => ({
        bookingId: booking.id,
        kind: booking.state === "held" ? ("hold-expired" as const) : ("offer-expired" as const),
      })),
    );
  }
  await expireTeamOrders(tx, [...new Set(ended.flatMap((booking) => (booking.teamOrderId ? [booking.teamOrderId] : [])))], now);
  return ended.length;
}

/**
 * Gives the cohort's free seats to the people waiting, first come first served: each gets an
 * offer that keeps the seat for `offerHours`, and an email. Only an open cohort that has not
 * started offers seats. One statement, whatever it finds: the seats free, the first people
 * waiting for them, their offers, the counter and their mail. Says how many it offered.
 */
async function offerFreeSeats(tx: Transaction, cohortId: string, { now, offerHours }: SeatTimes): Promise<number> {
  const until = new Date(now.getTime() + offerHours * HOUR).toISOString();
  const offered = await tx.execute<{ offered: number }>(sql`
    with free as (
      select greatest(capacity - seats_taken, 0) as seats from ${cohorts}
      where id = ${cohortId} and ${takingBookings(now)}
    ), next as (
      select id from ${bookings} where cohort_id = ${cohortId} and state = 'waiting'
      order by booked_at, id
      limit coalesce((select seats from free), 0)
      for update
    ), offers as (
      update ${bookings} set state = 'offered', hold_until = ${until}, updated_at = ${now.toISOString()}
      where id in (select id from next)
      returning id
    ), counted as (
      update ${cohorts} set seats_taken = seats_taken + (select count(*) from offers), updated_at = ${now.toISOString()}
      where id = ${cohortId} and exists (select 1 from offers)
    ), mailed as (
      insert into ${mailOutbox} (booking_id, kind) select id, 'seat-offered' from offers
    )
    select count(*)::int as offered from offers`);
  return Number(offered.rows[0]?.offered ?? 0);
}
