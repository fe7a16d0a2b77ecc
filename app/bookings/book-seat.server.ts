import type { BillingDetails } from "~/invoices/billing-details";
import { baseLocale, getLocale } from "~/i18n/locale";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { cleanText } from "~/platform/clean-text.server";
import { findCourse } from "~/content/courses.server";
import type { Database } from "~/database/database.server";
import { bookings, liveBookingStates, type BookingMailKind } from "~/database/schema.server";
import { holdEnds, methodOf, type SeatPayment } from "~/payments/seat-payment";
import { isoDay, studioDay } from "~/config/calendar-day";
import { takeVoucherUse } from "~/vouchers/voucher-uses.server";
import { voucherDiscount } from "~/vouchers/voucher-rules";
import { priceOfTheDay } from "./cohort-price";
import { buyerTreatment, priceUnder } from "~/invoices/vat-treatment";
import { changeSeats, NoSuchCohortError } from "./seat-entrance.server";
import { earlyStartRecord } from "./early-start.server";

export type Booking = typeof bookings.$inferSelect;

export type SeatRequest = {
  /** The course the booking's address names: the cohort must be one of its. */
  courseSlug: string;
  cohortId: string;
  accountId: string;
  /** The account's name as the identity provider has it: cleaned here, where it enters the database. */
  name: string;
  email: string;
  /** The confirmation form's id: the same id is the same booking, however often it is sent. */
  submissionId: string;
  /** How long a paid course's seat is held for payment (a setting, 7 days by default). */
  holdDays: number;
  /** How long a freed seat is offered to the next person waiting (a setting, 48 hours by default). */
  offerHours: number;
  /** How a paid seat is to be paid: by bank transfer unless it says card (decision 47). */
  payment?: SeatPayment;
  /** The words of the request to begin within the right to cancel, when the learner ticked it (early-start.server.ts). */
  earlyStartRequest?: string;
  /** The company the invoice is to be made out to, when the buyer gave one (issue 66). */
  billing?: BillingDetails;
  /** A voucher's code as stored (typedVoucherCode): its use is taken with the booking, or the booking is refused. */
  voucherCode?: string;
  /**
   * The price in pence the booking step showed before its button: a booking at another price
   * (an early price ended, a voucher's amount since) is refused (PriceChangedError), never made.
   */
  expectedPrice?: number;
  now: Date;
};

/** The booking, and whether it was already there (a repeated submission, or a second booking of the same cohort). */
export type SeatOutcome = { booking: Booking; repeated: boolean };

/** The cohort is not taking bookings: closed, cancelled or started. */
export class CohortNotBookableError extends Error {
  override name = "CohortNotBookableError";
}

/** The address names a cohort that is not there, or not one of its course's: nothing to book. */
export class CohortNotFoundError extends Error {
  override name = "CohortNotFoundError";
}

/** The price worked out now is not the one the page showed: nothing is booked, and `price` is the new one. */
export class PriceChangedError extends Error {
  override name = "PriceChangedError";
  constructor(readonly price: number) {
    super(`The price is now ${price}.`);
  }
}

/** The form's submission id made another person's booking: a copied form, never a second booking of theirs. */
export class SubmissionTakenError extends Error {
  override name = "SubmissionTakenError";
}

/** A short reference to quote with a payment and to read out on the phone. */
export function newBookingReference(): string {
  return `BK-${randomBytes(4).toString("hex").toUpperCase()}`;
}

/** The longest name a booking keeps: the roster's, and the mail's greeting. */
export const BOOKING_NAME_MAX = 120;

/**
 * A name as a booking keeps it: one cleaned line (no controls, bidirectional overrides or line
 * breaks), at most BOOKING_NAME_MAX characters; the email when nothing is left.
 */
export function bookingName(name: string, email: string): string {
  const line = [...cleanText(name).replace(/\s+/g, " ")].slice(0, BOOKING_NAME_MAX).join("").trim();
  return line || [...email].slice(0, BOOKING_NAME_MAX).join("");
}

/** The mail a new booking sends, queued in its own transaction. */
const FIRST_MAIL = { held: "seat-held", confirmed: "seat-confirmed", waiting: "waiting-list-joined" } as const satisfies Record<
  string,
  BookingMailKind
>;

/** Rolls the attempt back when its row was there first: the seat it took goes back with it. */
class AlreadyThere extends Error {}

/**
 * Books a seat, or a place on the waiting list when there is none, through the entrance every
 * change of seats takes (seat-entrance.server.ts): the cohort's row is locked, so a booking waits
 * for a cancellation that is freeing a seat and sees the queue as it is. The course and the price
 * come from the cohort's own row, read under that lock; the address's course must be its. The
 * price is the day's (an early price while it lasts), less a voucher's discount, whose use is
 * taken in the same transaction (VoucherRefusedError when it cannot be). A free
 * course's seat is confirmed at once; a paid course's is held until the payment deadline. The
 * learner's mail (held with how to pay, confirmed, or on the waiting list) is queued with it.
 */
export async function bookSeat(db: Database, request: SeatRequest): Promise<SeatOutcome> {
  const earlier = await findEarlier(db, request);
  if (earlier) return { booking: earlier, repeated: true };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return { booking: await tryBooking(db, request), repeated: false };
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
  const { now, holdDays, offerHours } = request;
  try {
    return await changeSeats(db, request.cohortId, { now, holdDays, offerHours }, async (desk) => {
      const cohort = await desk.cohort(request.cohortId);
      // The price is a fact of the course, which its English document sets for every language (issue 61).
      const course = findCourse(cohort.courseSlug, baseLocale);
      if (cohort.courseSlug !== request.courseSlug || !course) throw new CohortNotFoundError("The address names no cohort of this course.");
      if (cohort.state !== "open" || cohort.startsOn <= isoDay(now)) {
        throw new CohortNotBookableError("This cohort is not taking bookings.");
      }
      // Prices are set in whole units; the booking keeps its price in minor units (issue 66).
      const today = studioDay(now);
      const listed = priceOfTheDay(cohort, course.price, today).price * 100;
      // A free seat has nothing to take off: a code sent with one is not used up.
      const voucher =
        request.voucherCode && listed > 0
          ? await takeVoucherUse(desk.tx, request.voucherCode, { courseSlug: cohort.courseSlug, today })
          : undefined;
      const discount = voucher ? voucherDiscount(voucher, listed) : null;
      const price = listed - (discount ?? 0);
      if (request.expectedPrice !== undefined && request.expectedPrice !== price) throw new PriceChangedError(price);
      // An EU business's online seat is sold without UK VAT (reverse charge): it pays the net price.
      const vatTreatment = buyerTreatment({ billing: request.billing, format: cohort.format });
      const charged = priceUnder(vatTreatment, price);
      const gotSeat = await desk.takeSeat(cohort.id, { newcomer: true });
      const state = !gotSeat ? "waiting" : price === 0 ? "confirmed" : "held";
      const earlyStart = earlyStartRecord({ paid: state === "held", startsOn: cohort.startsOn, now }, request.earlyStartRequest);
      const inserted = await desk.tx
        .insert(bookings)
        .values({
          cohortId: cohort.id,
          accountId: request.accountId,
          name: bookingName(request.name, request.email),
          email: request.email,
          submissionId: request.submissionId,
          reference: newBookingReference(),
          state,
          price: charged,
          vatTreatment,
          bookedAt: now,
          holdUntil: state === "held" ? holdEnds(request.payment, { now, holdDays }) : null,
          paymentMethod: state === "held" ? methodOf(request.payment) : null,
          // The page's language: its mails are in it, whoever sends them later.
          locale: getLocale(),
          confirmedAt: state === "confirmed" ? now : null,
          // The order button made the contract for a transfer; a card's is made when it pays.
          contractMadeAt: state === "held" && methodOf(request.payment) === "bank-transfer" ? now : null,
          billing: request.billing ?? null,
          voucherId: voucher?.id ?? null,
          voucherDiscount: discount,
          ...earlyStart,
          updatedAt: now,
        })
        // Any unique rule: the same submission, a live booking of the same person, a taken reference.
        .onConflictDoNothing()
        .returning();
      const booking = inserted[0];
      if (!booking) throw new AlreadyThere();
      await desk.queueMail(booking.id, FIRST_MAIL[booking.state as keyof typeof FIRST_MAIL]);
      return booking;
    });
  } catch (error) {
    if (error instanceof NoSuchCohortError) throw new CohortNotFoundError("The address names no cohort.");
    throw error;
  }
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

/** How many are waiting on each cohort: the staff's list shows it beside the seats. */
export async function waitingCounts(db: Database, cohortIds: string[]): Promise<Map<string, number>> {
  if (cohortIds.length === 0) return new Map();
  const rows = await db
    .select({ cohortId: bookings.cohortId, waiting: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(inArray(bookings.cohortId, cohortIds), eq(bookings.state, "waiting")))
    .groupBy(bookings.cohortId);
  return new Map(rows.map((row) => [row.cohortId, row.waiting]));
}
