import { invoiceNumbersOf } from "~/invoices/booking-invoices.server";
import { teamOrdersOnRoster } from "~/bookings/team-order-page.server";
import { studioTime } from "~/config/staff-time";
import { formatBookingPrice, formatPayment, formatPrice } from "~/config/money";
import { courses, findCourse } from "~/content/courses.server";
import type { Database } from "~/database/database.server";
import { isLiveBooking } from "~/database/schema.server";
import { calendarDay, dayRange, isoDay, nextDayBegins } from "~/config/calendar-day";
import { savedLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { inLocale } from "~/i18n/request-locale.server";
import type { CohortFormValues } from "./cohort-form";
import { cohortFormatLabels, venueOf } from "./cohort-words";
import { historyLine } from "./cohort-history";
import { scheduleText } from "./meetings";
import { paymentsToTell } from "~/payments/card-payment-records.server";
import { releaseExpired, transferRefundOwed } from "~/bookings/seat-changes.server";
import type { SeatTimes } from "~/bookings/seat-entrance.server";
import { cohortRecord } from "./staff-cohorts.server";

/**
 * What the staff's page of one cohort shows (/admin/cohorts/:id): its facts, its details as the
 * form holds them, its roster with what may be done to each booking, where a booking may move,
 * and its history. Undefined when there is no such cohort.
 */
export async function staffCohortPage(db: Database, id: string, times: SeatTimes) {
  // Holds and offers that ran out since the sweeper's last pass end now: the roster shows who really has a seat.
  await releaseExpired(db, times, id);
  const today = isoDay(times.now);
  const record = await cohortRecord(db, id, today);
  if (!record) return undefined;
  const { cohort, roster, events, moveTargets } = record;
  const course = findCourse(cohort.courseSlug);
  const cardPaymentOf = await paymentsToTell(
    db,
    roster.filter((booking) => booking.paymentMethod === "card").map((booking) => booking.id),
  );
  const invoicesOf = await invoiceNumbersOf(
    db,
    roster.map((booking) => booking.id),
  );
  // A team's seats show under their company, with their order; its first seat's row marks it paid (issue 66).
  const teams = await teamOrdersOnRoster(db, id);
  const firstSeatOf = new Map<string, string>();
  for (const booking of roster) {
    if (booking.teamOrderId && !firstSeatOf.has(booking.teamOrderId)) firstSeatOf.set(booking.teamOrderId, booking.id);
  }
  const values: CohortFormValues = {
    courseSlug: cohort.courseSlug,
    startsOn: cohort.startsOn,
    endsOn: cohort.endsOn,
    meetingDays: cohort.meetingDays.join(","),
    startsAt: cohort.startsAt,
    endsAt: cohort.endsAt,
    format: cohort.format,
    address: cohort.address ?? "",
    onlineLink: cohort.onlineLink ?? "",
    capacity: String(cohort.capacity),
    price: cohort.price === null ? "" : String(cohort.price),
    earlyPrice: cohort.earlyPrice === null ? "" : String(cohort.earlyPrice),
    earlyPriceUntil: cohort.earlyPriceUntil ?? "",
    state: cohort.state,
  };
  return {
    id: cohort.id,
    title: course?.title ?? cohort.courseSlug,
    startsOn: cohort.startsOn,
    runs: dayRange(cohort.startsOn, cohort.endsOn),
    cohort: {
      schedule: scheduleText(cohort),
      format:
        cohort.format === "online"
          ? `${cohortFormatLabels.online()}: ${cohort.onlineLink ?? m.cohort_no_link_yet()}`
          : `${cohortFormatLabels["in-person"]()}: ${venueOf(cohort.address)}`,
      state: cohort.state,
      seats: m.cohort_seats_taken({ taken: cohort.seatsTaken, capacity: cohort.capacity }),
      waiting: roster.filter((booking) => booking.state === "waiting").length,
      price:
        cohort.price !== null
          ? m.cohort_own_price({ price: formatPrice(cohort.price) })
          : course
            ? m.cohort_course_price({ price: formatPrice(course.price) })
            : m.cohort_course_price_unknown(),
      earlyPrice:
        cohort.earlyPrice !== null && cohort.earlyPriceUntil !== null
          ? m.cohort_early_price({ price: formatPrice(cohort.earlyPrice), day: calendarDay(cohort.earlyPriceUntil) })
          : undefined,
      started: cohort.startsOn <= today,
    },
    form: {
      values,
      // A new form once the cohort is saved, showing it as stored; a refused one keeps what was typed.
      key: cohort.updatedAt.toISOString(),
      keptStartsOn: cohort.startsOn,
    },
    courses: courses().map(({ slug, title }) => ({ id: slug, label: title })),
    today,
    // What the page shows changes by the clock alone when the first hold or offer runs out (it is
    // released at the next view), or when the day turns: its route's loader says so (pageStaysFresh).
    staysFreshUntil: new Date(
      Math.min(
        nextDayBegins(times.now).getTime(),
        ...roster.flatMap((booking) => (booking.holdUntil && booking.holdUntil > times.now ? [booking.holdUntil.getTime()] : [])),
      ),
    ),
    roster: roster.map((booking) => {
      const card = cardPaymentOf.get(booking.id);
      const cardPaid = card?.state === "paid";
      const team = booking.teamOrderId ? teams.get(booking.teamOrderId) : undefined;
      // A team's seat is paid and changed with its order: only its refund at the bank is marked on its own row.
      const own = !team;
      return {
        id: booking.id,
        reference: booking.reference,
        name: booking.name,
        email: booking.email,
        // The staff's mail to the learner opens with a subject in the language the booking was made in.
        mailSubject: inLocale(savedLocale(booking.locale), () => m.roster_mail_subject({ reference: booking.reference })),
        state: booking.state,
        // Held until the payment is due; offered until the offer ends.
        until: booking.holdUntil ? studioTime(booking.holdUntil) : null,
        booked: studioTime(booking.bookedAt),
        paid: booking.paidAt ? studioTime(booking.paidAt) : null,
        amount: formatBookingPrice(booking.price),
        method: booking.paymentMethod,
        /** The card payment as Stripe knows it: what staff look up in its dashboard, and any refund. */
        card: cardPaid
          ? {
              amount: formatPayment(card.amount, card.currency),
              paymentId: card.paymentIntentId,
              last4: card.cardLast4,
              refunded: card.refundedAmount ? formatPayment(card.refundedAmount, card.currency) : null,
              refundOwed: card.refundDue !== null,
            }
          : null,
        // Bank transfers are marked paid by hand; a card payment is confirmed by Stripe's event.
        canMarkPaid: own && booking.state === "held" && booking.paymentMethod !== "card",
        canCancel: own && isLiveBooking(booking.state),
        canMove: own && (booking.state === "held" || booking.state === "confirmed"),
        canRefund: own && cardPaid && card.refundDue === null && card.refundId === null,
        /** The team order the seat is one of, and whether this row is where the order is marked paid. */
        team: team
          ? {
              reference: team.reference,
              company: team.company,
              seats: team.seats,
              amount: team.amount,
              unnamed: booking.accountId === null,
            }
          : null,
        // An order on invoice is marked paid when its transfer arrives; a card order's payment confirms it.
        canMarkOrderPaid:
          team?.state === "held" && team.paymentMethod === "invoice" && firstSeatOf.get(booking.teamOrderId!) === booking.id,
        /** A cancelled seat paid by bank transfer: its refund owed, or made (issue 64). */
        transferRefund: transferRefundOwed(booking) ? ("owed" as const) : booking.transferRefundedAt ? ("made" as const) : null,
        canMarkRefunded: own && transferRefundOwed(booking),
        /** Its invoice and credit notes (decision 66), each a staff download. */
        invoices: invoicesOf.get(booking.id) ?? [],
      };
    }),
    moveTargets: moveTargets.map((target) => {
      const free = target.capacity - target.seatsTaken;
      return {
        id: target.id,
        label:
          free <= 0
            ? m.roster_move_target_full({ date: calendarDay(target.startsOn) })
            : m.roster_move_target({ date: calendarDay(target.startsOn), count: free }),
      };
    }),
    events: events.map((event) => ({ id: event.id, at: studioTime(event.at), by: event.actorEmail, detail: historyLine(event) })),
  };
}

export type StaffCohortPage = NonNullable<Awaited<ReturnType<typeof staffCohortPage>>>;
export type RosterRow = StaffCohortPage["roster"][number];
export type MoveTarget = StaffCohortPage["moveTargets"][number];
