import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { BillingDetails } from "~/invoices/billing-details";
import { issueTeamOrderInvoice } from "~/invoices/team-order-invoice.server";
import { baseLocale, getLocale } from "~/i18n/locale";
import { addDays, isoDay, studioDay, studioDayBegins } from "~/config/calendar-day";
import { findCourse } from "~/content/courses.server";
import type { Database } from "~/database/database.server";
import { bookings, mailOutbox, teamOrders, type TeamOrder } from "~/database/schema.server";
import { bookingName, CohortNotBookableError, CohortNotFoundError, newBookingReference, SubmissionTakenError } from "./book-seat.server";
import { priceOfTheDay } from "./cohort-price";
import { buyerTreatment, priceUnder } from "~/invoices/vat-treatment";
import { MINUTE } from "~/payments/checkout-times";
import { changeSeats, NoSuchCohortError, type SeatTimes } from "./seat-entrance.server";

/** The most seats one team order takes: a team, not a cohort. */
export const TEAM_SEATS_MAX = 50;

export type TeamOrderRequest = {
  courseSlug: string;
  cohortId: string;
  /** The buyer: their account, and their name and email as the identity provider has them. */
  accountId: string;
  name: string;
  email: string;
  /** The order form's id: the same id is the same order, however often it is sent. */
  submissionId: string;
  seats: number;
  /** The company the invoice is made out to: a team order always names one. */
  billing: BillingDetails;
  /**
   * How the order is paid: on invoice, with the days the company has to pay it
   * (TEAM_PAYMENT_TERMS_DAYS); or by card now, with the minutes its seats are held for it.
   */
  payment: TeamPayment;
} & SeatTimes;

export type TeamPayment = { method: "invoice"; termsDays: number } | { method: "card"; holdMinutes: number };

/** The cohort has fewer seats free for newcomers than the order asks for; `free` says how many it has. */
export class TeamSeatsShortError extends Error {
  override name = "TeamSeatsShortError";
  constructor(readonly free: number) {
    super(`Only ${free} seats are free.`);
  }
}

/**
 * The last day to pay a team order placed on `today`: the payment terms from then, but never on or
 * after the course's first day. A course given before it is paid for would otherwise be "released"
 * unpaid after it ran, and credited, when the law's answer to an unpaid supply is chasing it (the
 * tax adviser's reading, decision 69).
 */
export function teamDueOn(today: string, termsDays: number, startsOn: string): string {
  const terms = addDays(today, termsDays);
  const dayBefore = addDays(startsOn, -1);
  return terms < dayBefore ? terms : dayBefore;
}

/** A team order's reference: what the company quotes with its payment. */
const newOrderReference = () => `TO-${randomBytes(4).toString("hex").toUpperCase()}`;

/**
 * Orders a number of seats on a cohort for a company's team (issue 66), through the one entrance
 * for seat changes: all the seats are taken together or none, never past anyone waiting, and a
 * refusal says how many are free (TeamSeatsShortError). Each seat is a booking of its own,
 * unnamed (the company's name, the buyer's email) until a participant is named. On invoice, the
 * seats are held until the end of the last day to pay, and the invoice is issued in the same
 * transaction, before payment, with that day; its buyer's mail and the studio's are queued with
 * it. By card, they are held for the minutes a card payment has, and the invoice comes with the
 * payment (team-card-events.server.ts). The same form sent again gives the same order.
 */
export async function orderTeamSeats(db: Database, request: TeamOrderRequest): Promise<{ order: TeamOrder; repeated: boolean }> {
  const [earlier] = await db.select().from(teamOrders).where(eq(teamOrders.submissionId, request.submissionId));
  if (earlier && earlier.accountId !== request.accountId) throw new SubmissionTakenError("This form was used for another order.");
  if (earlier) return { order: earlier, repeated: true };
  const { now } = request;
  try {
    const order = await changeSeats(db, request.cohortId, request, async (desk) => {
      const cohort = await desk.cohort(request.cohortId);
      const course = findCourse(cohort.courseSlug, baseLocale);
      if (cohort.courseSlug !== request.courseSlug || !course) throw new CohortNotFoundError("The address names no cohort of this course.");
      if (cohort.state !== "open" || cohort.startsOn <= isoDay(now))
        throw new CohortNotBookableError("This cohort is not taking bookings.");
      // An EU business's online seats are sold without UK VAT (reverse charge): the net price of one.
      const vatTreatment = buyerTreatment({ billing: request.billing, format: cohort.format });
      const unitPrice = priceUnder(vatTreatment, priceOfTheDay(cohort, course.price, studioDay(now)).price * 100);
      // A free course's seats are booked one by one: there is nothing to invoice.
      if (unitPrice === 0) throw new CohortNotBookableError("A free course's seats are not ordered for a team.");
      const seats = await desk.takeNewcomerSeats(cohort.id, request.seats);
      if (!seats.taken) throw new TeamSeatsShortError(seats.free);
      const { payment } = request;
      const dueOn = payment.method === "invoice" ? teamDueOn(studioDay(now), payment.termsDays, cohort.startsOn) : null;
      // The first day is today on the studio's clock (its first hour in summer is the day before in UTC).
      if (cohort.startsOn <= studioDay(now)) throw new CohortNotBookableError("This cohort starts today.");
      // On invoice, to the end of the last day to pay, on the studio's clock; by card, for the time a payment has.
      const holdUntil =
        payment.method === "invoice" ? studioDayBegins(addDays(dueOn!, 1)) : new Date(now.getTime() + payment.holdMinutes * MINUTE);
      const billing = request.billing;
      const [placed] = await desk.tx
        .insert(teamOrders)
        .values({
          reference: newOrderReference(),
          cohortId: cohort.id,
          accountId: request.accountId,
          name: bookingName(request.name, request.email),
          email: request.email,
          submissionId: request.submissionId,
          seats: request.seats,
          unitPrice,
          vatTreatment,
          billing,
          paymentMethod: payment.method,
          state: "held",
          dueOn,
          locale: getLocale(),
          orderedAt: now,
          updatedAt: now,
        })
        // The same form sent twice at once: the second finds the first's order (below).
        .onConflictDoNothing({ target: teamOrders.submissionId })
        .returning();
      if (!placed) throw new OrderAlreadyThere();
      await desk.tx.insert(bookings).values(
        Array.from({ length: request.seats }, () => ({
          cohortId: cohort.id,
          accountId: null,
          name: bookingName(billing.company, request.email),
          email: request.email,
          submissionId: randomUUID(),
          reference: newBookingReference(),
          state: "held" as const,
          price: unitPrice,
          vatTreatment,
          bookedAt: now,
          holdUntil,
          paymentMethod: payment.method === "invoice" ? ("bank-transfer" as const) : ("card" as const),
          locale: getLocale(),
          contractMadeAt: now,
          billing,
          teamOrderId: placed!.id,
          updatedAt: now,
        })),
      );
      if (payment.method === "invoice") {
        const invoice = await issueTeamOrderInvoice(desk.tx, placed!.id, now);
        await desk.tx.insert(mailOutbox).values([
          { teamOrderId: placed!.id, kind: "team-order-placed", invoiceId: invoice.id },
          { teamOrderId: placed!.id, kind: "team-order-placed-studio" },
        ]);
      }
      return placed!;
    });
    return { order, repeated: false };
  } catch (error) {
    if (error instanceof NoSuchCohortError) throw new CohortNotFoundError("The address names no cohort.");
    if (!(error instanceof OrderAlreadyThere)) throw error;
    const [first] = await db.select().from(teamOrders).where(eq(teamOrders.submissionId, request.submissionId));
    if (!first || first.accountId !== request.accountId) throw new SubmissionTakenError("This form was used for another order.");
    return { order: first, repeated: true };
  }
}

/** Rolls the attempt back when the same form's order was stored first: its seats go back with it. */
class OrderAlreadyThere extends Error {}
