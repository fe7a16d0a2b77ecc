import { data, redirect } from "react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { postedForm } from "~/platform/posted-form.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { calendarDay } from "~/config/calendar-day";
import { formatPayment } from "~/config/money";
import { findCourse } from "~/content/courses.server";
import { isLiveBooking, type CardPayment } from "~/database/schema.server";
import { pageMeta } from "~/seo/page-meta.server";
import { settleWithStripe } from "~/payments/card-refunds.server";
import { cardPaymentsOf, paymentToTell } from "~/payments/card-payment-records.server";
import { cancellationRefunded } from "~/payments/refund-policy";
import { requireOwnBooking } from "./learner-bookings.server";
import { cancelOwnBooking } from "./seat-changes.server";
import { SeatChangeError } from "./seat-entrance.server";
import { seatTimes } from "./seat-times.server";
import { teamOfSeat } from "./team-order-page.server";
import { cancelTeamSeats } from "./team-seat-cancellation.server";

/** What the cancellation step is asked with: its address names the booking, the session its learner. */
type CancellationArgs = Parameters<typeof requireOwnBooking>[0];

/**
 * The step before a learner cancels (`/account/bookings/:reference/cancel`): what they cancel,
 * and what becomes of what they paid. A booking with nothing left to cancel goes to its page.
 */
export async function cancellationStep(args: CancellationArgs) {
  const { booking, cohort, db } = await requireOwnBooking(args);
  // Nothing to cancel: the booking's own page says why.
  if (!isLiveBooking(booking.state)) throw redirect(localizedPath(`/account/bookings/${booking.reference}`));
  const course = findCourse(cohort.courseSlug);
  const paidByCard = booking.paidAt !== null && booking.paymentMethod === "card" && !booking.teamOrderId;
  const team = booking.teamOrderId ? await teamOfSeat(db, booking.teamOrderId) : undefined;
  return {
    reference: booking.reference,
    // What becomes of a card payment, as the cancellation will do it.
    cardRefund: paidByCard
      ? cardRefundWords(
          cancellationRefunded(course, booking, { startsOn: cohort.startsOn, now: new Date() }),
          paymentToTell(await cardPaymentsOf(db, booking.id)),
        )
      : undefined,
    course: course?.title ?? m.cancel_your_course(),
    startsOn: calendarDay(cohort.startsOn),
    waiting: booking.state === "waiting",
    // A team seat was paid for by the company: what becomes of the money is the buyer's to hear.
    paid: booking.paidAt !== null && !team,
    team,
    meta: pageMeta({ title: m.cancel_title({ reference: booking.reference }), description: m.cancel_description() }),
  };
}

/** A card payment's fate on cancelling, in the learner's words. */
function cardRefundWords(refunded: boolean, payment: CardPayment | undefined): string {
  if (!refunded || !payment) return m.cancel_no_refund();
  const amount = formatPayment(payment.amount, payment.currency);
  return payment.cardLast4 ? m.cancel_card_refund_ending({ amount, last4: payment.cardLast4 }) : m.cancel_card_refund({ amount });
}

/** Cancels the learner's seat or place through the entrance, then asks Stripe for what the cancellation owes. */
export async function cancelLearnerBooking(args: CancellationArgs) {
  requireSiteOrigin(args.request);
  const { user, db, booking, cohort } = await requireOwnBooking(args);
  // The form has no fields, but a body that is not a form is still the sender's mistake.
  const posted = await postedForm(args.request);
  if (!posted.ok) return data({ error: m.cancel_unreadable() }, { status: 400 });
  try {
    if (booking.teamOrderId) {
      await cancelTeamSeats(
        db,
        { teamOrderId: booking.teamOrderId, cohortId: cohort.id },
        { participant: user.uid, bookingId: booking.id },
        seatTimes(),
      );
    } else {
      await cancelOwnBooking(db, { bookingId: booking.id, cohortId: cohort.id, accountId: user.uid }, seatTimes());
    }
    // Stripe is asked once the cancellation has committed (a refund, a payment page to close); what it does not take now, the sweeper sends.
    await settleWithStripe(db);
  } catch (error) {
    if (error instanceof SeatChangeError) return data({ error: error.message }, { status: 409 });
    throw error;
  }
  return redirect(localizedPath(`/account/bookings/${booking.reference}`), { status: 303 });
}
