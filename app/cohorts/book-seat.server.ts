import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { isoDay } from "./calendar-day";
import { takeSeat } from "./take-seat.server";
import type { Database } from "~/database/database.server";
import { mailQueued } from "~/.server/mail-queued.server";
import { bookings, cohorts, liveBookingStates, mailOutbox, type BookingMailKind } from "~/database/schema.server";

export type Booking = typeof bookings.$inferSelect;

export type SeatRequest = {
  cohortId: string;
  accountId: string;
  name: string;
  email: string;
  /** The confirmation form's id: the same id is the same booking, however often it is sent. */
  submissionId: string;
  /** The course's price, taken when the cohort has none of its own. */
  coursePrice: number;
  /** How long a paid course's seat is held for payment (a setting, 7 days by default). */
  holdDays: number;
  now: Date;
};

/** The booking, and whether it was already there (a repeated submission, or a second booking of the same cohort). */
export type SeatOutcome = { booking: Booking; repeated: boolean };

/** The cohort is not taking bookings: closed, cancelled, started, or not there. */
export class CohortNotBookableError extends Error {
  override name = "CohortNotBookableError";
}

/** The form's submission id made another person's booking: a copied form, never a second booking of theirs. */
export class SubmissionTakenError extends Error {
  override name = "SubmissionTakenError";
}

/** A short reference to quote with a payment and to read out on the phone. */
export function newBookingReference(): string {
  return `BK-${randomBytes(4).toString("hex").toUpperCase()}`;
}

/** The mail a new booking sends, queued in its own transaction. */
const FIRST_MAIL = { held: "seat-held", confirmed: "seat-confirmed", waiting: "waiting-list-joined" } as const satisfies Record<
  string,
  BookingMailKind
>;

/** Rolls the attempt back when its row was there first: the seat it took goes back with it. */
class AlreadyThere extends Error {}

/**
 * Books a seat, or a place on the waiting list when there is none. The seat is taken by one
 * conditional statement on the cohort's row, so two instances booking at once never take more
 * than its capacity, and nobody takes a seat past a person already waiting for one. A free
 * course's seat is confirmed at once; a paid course's is held until the payment deadline. The
 * learner's mail (held with how to pay, confirmed, or on the waiting list) is queued with it.
 */
export async function bookSeat(db: Database, request: SeatRequest): Promise<SeatOutcome> {
  const earlier = await findEarlier(db, request);
  if (earlier) return { booking: earlier, repeated: true };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const booking = await tryBooking(db, request);
      mailQueued();
      return { booking, repeated: false };
    } catch (error) {
      if (!(error instanceof AlreadyThere)) throw error;
      const found = await findEarlier(db, request);
      if (found) return { booking: found, repeated: true };
      // Nothing there after all: the reference was taken by another booking. Try a new one.
    }
  }
  throw new Error("Could not store the booking under a new reference three times.");
}

async function tryBooking(db: Database, request: SeatRequest): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [cohort] = await tx
      .select({ state: cohorts.state, startsOn: cohorts.startsOn, price: cohorts.price })
      .from(cohorts)
      .where(eq(cohorts.id, request.cohortId));
    if (!cohort || cohort.state !== "open" || cohort.startsOn <= isoDay(request.now)) {
      throw new CohortNotBookableError("This cohort is not taking bookings.");
    }
    const gotSeat = await takeSeat(tx, request.cohortId, request.now, { unlessWaiting: true });
    const amount = cohort.price ?? request.coursePrice;
    const state = !gotSeat ? "waiting" : amount === 0 ? "confirmed" : "held";
    const inserted = await tx
      .insert(bookings)
      .values({
        cohortId: request.cohortId,
        accountId: request.accountId,
        name: request.name,
        email: request.email,
        submissionId: request.submissionId,
        reference: newBookingReference(),
        state,
        amount,
        bookedAt: request.now,
        holdUntil: state === "held" ? new Date(request.now.getTime() + request.holdDays * 86_400_000) : null,
        confirmedAt: state === "confirmed" ? request.now : null,
        updatedAt: request.now,
      })
      // Any unique rule: the same submission, a live booking of the same person, a taken reference.
      .onConflictDoNothing()
      .returning();
    const booking = inserted[0];
    if (!booking) throw new AlreadyThere();
    await tx.insert(mailOutbox).values({ bookingId: booking.id, kind: FIRST_MAIL[booking.state as keyof typeof FIRST_MAIL] });
    return booking;
  });
}

/** The booking this submission made, or the person's live booking of the cohort. */
async function findEarlier(db: Database, request: SeatRequest): Promise<Booking | undefined> {
  const [bySubmission] = await db.select().from(bookings).where(eq(bookings.submissionId, request.submissionId));
  if (bySubmission && bySubmission.accountId !== request.accountId)
    throw new SubmissionTakenError("This form was used for another booking.");
  if (bySubmission) return bySubmission;
  const [live] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.cohortId, request.cohortId),
        eq(bookings.accountId, request.accountId),
        inArray(bookings.state, [...liveBookingStates]),
      ),
    );
  return live;
}

/** A person's place on the waiting list, from 1; undefined when the booking is not waiting. */
export async function waitingPosition(db: Database, booking: Pick<Booking, "id">): Promise<number | undefined> {
  const result = await db.execute<{ position: string | null }>(sql`
    select (
      select count(*) from ${bookings} ahead
      where ahead.cohort_id = mine.cohort_id and ahead.state = 'waiting'
        and (ahead.booked_at, ahead.id) <= (mine.booked_at, mine.id)
    ) as position
    from ${bookings} mine where mine.id = ${booking.id} and mine.state = 'waiting'`);
  const position = result.rows[0]?.position;
  return position == null ? undefined : Number(position);
}
