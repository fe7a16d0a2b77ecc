import { data, redirect } from "react-router";
import { postedForm } from "~/platform/posted-form.server";
import { settings } from "~/platform/settings.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { pageStaysFresh } from "~/page-cache/page-freshness.server";
import { calendarDay, dayAndTime, isoDay, nextDayBegins } from "~/config/calendar-day";
import { formatPayment } from "~/config/money";
import { findCourse } from "~/content/courses.server";
import { isLiveBooking } from "~/database/schema.server";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { pageMeta } from "~/seo/page-meta.server";
import { cardPaymentsOf, paymentToTell } from "~/payments/card-payment-records.server";
import { paymentChoices, readPaymentChoice } from "~/payments/payment-choice.server";
import { contractMade, refundPolicyOf, refundPolicyWords, startsWithinCancellationPeriod } from "~/payments/refund-policy";
import { traderFacts } from "~/legal/trader.server";
import { bankTransfer } from "~/payments/bank-transfer";
import { waitingPosition } from "./book-seat.server";
import { ownBooking, readBookingAnswer, requireOwnBooking } from "./learner-bookings.server";
import { payByCard } from "./card-redirect.server";
import { EarlyStartNeededError, readEarlyStartRequest } from "./early-start.server";
import { withdrawalTerms } from "./withdrawal.server";
import { teamOfSeat } from "./team-order-page.server";
import { heldCardStep, paymentReturn } from "./held-card-step.server";
import { acceptOffer, declineOffer, releaseExpired } from "./seat-changes.server";
import { SeatChangeError } from "./seat-entrance.server";
import { seatTimes } from "./seat-times.server";
import { invoicesOfBooking } from "~/invoices/booking-invoices.server";
import { billingCountryChoices, readBillingDetails } from "~/invoices/billing-details.server";

/** What a learner's booking page is asked with: its address names the booking, the session its learner. */
type BookingPageArgs = Parameters<typeof requireOwnBooking>[0];

/**
 * One learner's booking as their page shows it (`/account/bookings/:reference`): its state, its
 * cohort, how to pay or what was paid, and the refund policy. A hold or an offer that ran out is
 * released first; a card payment coming back from Stripe is asked after.
 */
export async function learnerBookingPage(args: BookingPageArgs) {
  const times = seatTimes();
  const found = await requireOwnBooking(args);
  const { db } = found;
  let { booking, cohort } = found;
  // A hold or an offer that ran out shows as expired now, not at the sweeper's next pass.
  if (booking.holdUntil && booking.holdUntil <= times.now && (await releaseExpired(db, times, cohort.id)) > 0) {
    ({ booking, cohort } = (await ownBooking(db, booking.reference, booking.accountId!))!);
  }
  // A copy kept for the session (decision 40) is not sent once the hold runs out, or once the day
  // turns (a booking can be cancelled until the day its cohort starts).
  pageStaysFresh(args.context, { until: booking.holdUntil });
  pageStaysFresh(args.context, { until: nextDayBegins(times.now) });
  const course = findCourse(cohort.courseSlug);
  // A team's seat is paid by card with its order, on the buyer's page: the participant's offers no payment.
  const byCard = booking.paymentMethod === "card" && !booking.teamOrderId;
  const returned = paymentReturn(new URL(args.request.url).searchParams.get("payment"));
  const payments = byCard ? await cardPaymentsOf(db, booking.id) : [];
  const step =
    booking.state === "held" && byCard
      ? await heldCardStep(db, payments, { backFromStripe: returned === "returned", card: settings().booking.card, times })
      : undefined;
  if (step?.settled) ({ booking, cohort } = (await ownBooking(db, booking.reference, booking.accountId!))!);
  const cardPayment = byCard ? paymentToTell(step?.settled ? await cardPaymentsOf(db, booking.id) : payments) : undefined;
  // While a payment is being confirmed the page looks again by itself, without a script, as long as the seat is held.
  const confirming = booking.state === "held" && step?.step === "confirming";
  return data(
    {
      course: { slug: cohort.courseSlug, title: course?.title ?? m.booking_page_a_course() },
      cohort: {
        startsOn: cohort.startsOn,
        endsOn: cohort.endsOn,
        meetingDays: cohort.meetingDays,
        startsAt: cohort.startsAt,
        endsAt: cohort.endsAt,
        timeZone: cohort.timeZone,
        format: cohort.format,
        address: cohort.address,
        // The call's address is for the people with a seat.
        onlineLink: booking.state === "confirmed" ? cohort.onlineLink : null,
      },
      cohortCancelled: cohort.state === "cancelled",
      booking: {
        reference: booking.reference,
        state: booking.state,
        // Kept in minor units; the page writes it (formatBookingPrice).
        price: booking.price,
        bookedOn: calendarDay(booking.bookedAt),
        until: booking.holdUntil ? dayAndTime(booking.holdUntil) : undefined,
        endedOn: booking.endedAt ? calendarDay(booking.endedAt) : undefined,
        withdrawnAt: booking.withdrawnAt ? dayAndTime(booking.withdrawnAt) : undefined,
        paid: booking.paidAt !== null && booking.price > 0,
      },
      position: booking.state === "waiting" ? await waitingPosition(db, booking) : undefined,
      byCard,
      returned,
      cardStep: booking.state === "held" ? step?.step : undefined,
      refreshSeconds: REFRESH_SECONDS,
      choices: paymentChoices(),
      card: cardPayment
        ? {
            paid: cardPayment.state === "paid",
            // A payment of another amount than the booking's pays for nothing, and goes back.
            wrongAmount: cardPayment.refundReason === "wrong-amount",
            amount: formatPayment(cardPayment.amount, cardPayment.currency),
            paidOn: cardPayment.paidAt ? dayAndTime(cardPayment.paidAt) : undefined,
            card: cardPayment.cardLast4 ? m.booking_page_card_ending({ last4: cardPayment.cardLast4 }) : m.booking_page_card(),
            refunded: cardPayment.refundedAmount ? formatPayment(cardPayment.refundedAmount, cardPayment.currency) : undefined,
            refundOwed: cardPayment.refundDue !== null,
          }
        : undefined,
      // Shown before paying (a seat offered) and after: the 14 days count from the contract, made when the seat is paid.
      refundPolicy:
        !booking.teamOrderId &&
        booking.price > 0 &&
        (booking.state === "held" || booking.state === "confirmed" || booking.state === "offered")
          ? refundPolicyWords(refundPolicyOf(course), {
              startsOn: cohort.startsOn,
              bookedAt: booking.state === "offered" ? times.now : contractMade(booking),
            })
          : undefined,
      payment:
        booking.state === "held" && booking.holdUntil && !byCard && !booking.teamOrderId
          ? bankTransfer(settings().booking.bankAccount).instructions({
              amount: booking.price,
              reference: booking.reference,
              payBy: booking.holdUntil,
              vatTreatment: booking.vatTreatment,
            })
          : undefined,
      // Taking a paid seat on offer makes the contract: the law's facts stand before its button (issue 65).
      trader: traderFacts(),
      // A seat on offer is taken with the same choice of a company on the invoice as a booking (issue 66).
      billingCountries: booking.state === "offered" && booking.price > 0 ? billingCountryChoices() : [],
      earlyStartNeeded: booking.state === "offered" && booking.price > 0 && startsWithinCancellationPeriod(cohort.startsOn, times.now),
      // A team's seat is the company's: given up or changed through its buyer, paid with its order (issue 66).
      team: booking.teamOrderId ? await teamOfSeat(db, booking.teamOrderId) : undefined,
      // A participant gives up their team seat here too: the order's buyer is told (team-seat-cancellation.server.ts).
      canCancel:
        isLiveBooking(booking.state) &&
        cohort.startsOn > isoDay(times.now) &&
        // An unpaid card team order is cancelled whole, by its buyer (team-seat-cancellation.server.ts).
        !(booking.teamOrderId && booking.state === "held" && booking.paymentMethod === "card"),
      // The withdrawal button, for as long as the right lasts (issue 65): before the start and after, if it began early.
      canWithdraw: !booking.teamOrderId && withdrawalTerms(booking, cohort, times.now).kind === "open",
      // Its invoice and credit notes (decision 66), each a download for this learner alone.
      invoices: await invoicesOfBooking(db, booking.id),
      meta: pageMeta({ title: m.booking_page_title({ reference: booking.reference }), description: m.booking_page_description() }),
    },
    confirming ? { headers: { Refresh: String(REFRESH_SECONDS) } } : undefined,
  );
}

/** How often a page waiting for Stripe's event looks again. */
const REFRESH_SECONDS = 5;

/** The learner's answer on their booking's page: take an offered seat (and how to pay), pass it on, or pay by card. */
export async function answerLearnerBooking(args: BookingPageArgs) {
  // Taking or passing on a seat changes the learner's records: only from this site's own page.
  requireSiteOrigin(args.request);
  const { user, db, booking, cohort } = await requireOwnBooking(args);
  const posted = await postedForm(args.request);
  const read = readBookingAnswer(posted);
  if (!read.ok) return data({ error: read.error }, { status: 400 });
  const ids = { bookingId: booking.id, cohortId: cohort.id, accountId: user.uid };
  try {
    if (read.intent === "pay") return await payByCard(db, booking, args.request);
    if (read.intent === "decline") {
      await declineOffer(db, ids, seatTimes());
    } else {
      const choice = readPaymentChoice(posted.ok ? posted.form.get("payment") : null);
      if (!choice.ok) return data({ error: choice.error }, { status: 400 });
      // The company on the invoice, when given: each problem beside its field, what was typed kept.
      const billing = readBillingDetails(posted);
      if (!billing.ok)
        return data({ error: m.billing_refused(), billingErrors: billing.errors, billingTyped: billing.typed }, { status: 400 });
      await acceptOffer(db, ids, seatTimes(), choice.payment, readEarlyStartRequest(posted), billing.billing);
      const accepted = (await ownBooking(db, booking.reference, user.uid))!.booking;
      if (accepted.state === "held" && accepted.paymentMethod === "card") return await payByCard(db, accepted, args.request);
    }
  } catch (error) {
    if (error instanceof EarlyStartNeededError) return data({ error: error.message, field: "earlyStart" as const }, { status: 400 });
    if (error instanceof SeatChangeError) return data({ error: error.message }, { status: 409 });
    throw error;
  }
  return redirect(localizedPath(`/account/bookings/${booking.reference}`), { status: 303 });
}
