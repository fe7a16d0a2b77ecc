import { CalendarPlus } from "lucide-react";
import { data, redirect } from "react-router";
import { postedForm } from "~/platform/posted-form.server";
import { settings } from "~/platform/settings.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { waitingPosition } from "~/bookings/book-seat.server";
import { learnerBookingWords } from "~/bookings/booking-words";
import { calendarDay, dayAndTime, isoDay } from "~/config/calendar-day";
import { CohortSummary } from "~/cohorts/cohort-summary";
import { ownBooking, readBookingAnswer, requireOwnBooking } from "~/bookings/learner-bookings.server";
import { cardPaymentsOf, paymentToTell } from "~/payments/card-payment-records.server";
import { payByCard } from "~/bookings/card-redirect.server";
import { heldCardStep } from "~/bookings/held-card-step.server";
import { paymentChoices, readPaymentChoice } from "~/payments/payment-choice.server";
import { contractMade, refundPolicyOf, refundPolicyWords } from "~/payments/refund-policy";
import { RefundPolicyNote } from "~/payments/refund-policy-note";
import { PaymentChoiceButtons } from "~/payments/payment-choice-buttons";
import { formatPayment, formatPrice } from "~/config/money";
import { bankTransfer } from "~/payments/bank-transfer";
import { acceptOffer, declineOffer, releaseExpired } from "~/bookings/seat-changes.server";
import { SeatChangeError } from "~/bookings/seat-entrance.server";
import { seatTimes } from "~/bookings/seat-times.server";
import { nextDayBegins } from "~/config/calendar-day";
import { changesAt } from "~/platform/request-context.server";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { DotBadge } from "~/components/ui/dot-badge";
import { SectionLabel } from "~/components/ui/section";
import { Surface } from "~/components/ui/surface";
import { findCourse } from "~/content/courses.server";
import { isLiveBooking } from "~/database/schema.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/account.booking";
import type { RouteHandle } from "~/types/route-handle";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { richText } from "~/i18n/rich-text";

/** One learner's booking: HTML only, rendered for them and stored by no one. */
export const handle: RouteHandle = { page: "personal", keptForSession: 10 };

export async function loader(args: Route.LoaderArgs) {
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
  changesAt(args.context, booking.holdUntil);
  changesAt(args.context, nextDayBegins(times.now));
  const course = findCourse(cohort.courseSlug);
  const byCard = booking.paymentMethod === "card";
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
        amount: booking.amount,
        bookedOn: calendarDay(booking.bookedAt),
        until: booking.holdUntil ? dayAndTime(booking.holdUntil) : undefined,
        endedOn: booking.endedAt ? calendarDay(booking.endedAt) : undefined,
        paid: booking.paidAt !== null && booking.amount > 0,
      },
      position: booking.state === "waiting" ? await waitingPosition(db, booking) : undefined,
      byCard,
      returned,
      cardStep: booking.state === "held" ? step?.step : undefined,
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
        booking.amount > 0 && (booking.state === "held" || booking.state === "confirmed" || booking.state === "offered")
          ? refundPolicyWords(refundPolicyOf(course), {
              startsOn: cohort.startsOn,
              bookedAt: booking.state === "offered" ? times.now : contractMade(booking),
            })
          : undefined,
      payment:
        booking.state === "held" && booking.holdUntil && !byCard
          ? bankTransfer(settings().booking.bankAccount).instructions({
              amount: booking.amount,
              reference: booking.reference,
              payBy: booking.holdUntil,
            })
          : undefined,
      canCancel: isLiveBooking(booking.state) && cohort.startsOn > isoDay(times.now),
      meta: pageMeta({ title: m.booking_page_title({ reference: booking.reference }), description: m.booking_page_description() }),
    },
    confirming ? { headers: { Refresh: String(REFRESH_SECONDS) } } : undefined,
  );
}

/** How often a page waiting for Stripe's event looks again. */
const REFRESH_SECONDS = 5;

/** Where the learner came back from Stripe's page, as its return addresses say; anything else is nothing. */
function paymentReturn(value: string | null) {
  return value === "returned" || value === "cancelled" || value === "unavailable" ? value : undefined;
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => {
  const refresh = loaderHeaders.get("Refresh");
  return refresh ? { Refresh: refresh } : new Headers();
};

export async function action(args: Route.ActionArgs) {
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
      await acceptOffer(db, ids, seatTimes(), choice.payment);
      const accepted = (await ownBooking(db, booking.reference, user.uid))!.booking;
      if (accepted.state === "held" && accepted.paymentMethod === "card") return await payByCard(db, accepted, args.request);
    }
  } catch (error) {
    if (error instanceof SeatChangeError) return data({ error: error.message }, { status: 409 });
    throw error;
  }
  return redirect(localizedPath(`/account/bookings/${booking.reference}`), { status: 303 });
}

export const meta = loaderMeta;

/** What the booking means now, in the learner's words. */
function stateText({ booking, position, cohortCancelled, byCard, returned, card, cardStep }: Route.ComponentProps["loaderData"]): string {
  switch (booking.state) {
    case "confirmed":
      return card?.paid ? m.booking_page_paid_confirmed() : m.booking_page_confirmed();
    case "held": {
      const until = booking.until ?? "";
      if (byCard && cardStep === "confirming") return m.booking_page_waiting_payment({ seconds: REFRESH_SECONDS, until });
      if (byCard && returned === "cancelled") return m.booking_page_payment_cancelled({ until });
      if (byCard && returned === "unavailable") return m.booking_page_payment_unavailable({ until });
      return byCard ? m.booking_page_held_card({ until }) : m.booking_page_held({ until });
    }
    case "offered":
      return m.booking_page_offered({ until: booking.until ?? "" });
    case "waiting":
      return m.booking_page_waiting({ place: position ?? "?" });
    case "cancelled":
      return cohortCancelled ? m.booking_page_cohort_cancelled() : m.booking_page_cancelled({ day: booking.endedOn ?? "" });
    case "expired":
      return booking.until
        ? m.booking_page_hold_expired({ day: booking.endedOn ?? "" })
        : m.booking_page_expired({ day: booking.endedOn ?? "" });
    case "declined":
      return m.booking_page_declined({ day: booking.endedOn ?? "" });
  }
}

/** A confirmed seat's way into an online cohort's sessions, or where it will appear. */
function JoiningLink({ link }: { link: string | null }) {
  if (!link) return <p className="text-sm text-base-content/75">{m.booking_page_link_soon()}</p>;
  return (
    <p className="text-sm">
      {richText(m.booking_page_join_at, {
        link: (
          <a
            href={link}
            rel="noopener noreferrer"
            className="font-semibold [overflow-wrap:anywhere] text-primary underline underline-offset-4"
          >
            {link}
          </a>
        ),
      })}
    </p>
  );
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, cohort, booking, payment, canCancel, byCard, card, choices, refundPolicy } = loaderData;
  const price = formatPrice(booking.amount);
  const words = learnerBookingWords(booking.state, booking.paid);
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-2xl space-y-6">
        <BackLink to="/account#my-courses">{m.booking_page_my_courses()}</BackLink>
        <div>
          <SectionLabel>{m.booking_page_label({ reference: booking.reference })}</SectionLabel>
          <h1 className="mt-1 text-title font-bold [overflow-wrap:anywhere]">{course.title}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-3">
            <DotBadge tone={words.tone}>{words.label}</DotBadge>
            <span className="text-sm text-base-content/75">{m.booking_page_booked({ day: booking.bookedOn })}</span>
          </p>
        </div>
        <FormMessage tone="error">{actionData?.error}</FormMessage>
        <p className="text-lg text-base-content/85" data-booking-state={booking.state}>
          {stateText(loaderData)}
        </p>
        {booking.state === "offered" ? (
          <div className="flex flex-wrap gap-3">
            <form noValidate method="post" className="contents">
              <input type="hidden" name="intent" value="accept" />
              {booking.amount === 0 ? (
                <Button type="submit">{m.booking_page_take()}</Button>
              ) : (
                <PaymentChoiceButtons
                  choices={choices}
                  words={{
                    card: m.booking_page_take_card({ amount: price }),
                    bankTransfer: m.booking_page_take_transfer(),
                    bankTransferOnly: m.booking_page_take(),
                  }}
                />
              )}
            </form>
            <form noValidate method="post" className="contents">
              <Button type="submit" name="intent" value="decline" variant="outline">
                {m.booking_page_pass_on()}
              </Button>
            </form>
          </div>
        ) : null}
        {booking.state === "held" && byCard && loaderData.cardStep !== "confirming" ? (
          <form noValidate method="post">
            <Button type="submit" name="intent" value="pay">
              {loaderData.cardStep === "continue"
                ? m.booking_page_continue_card({ amount: price })
                : m.booking_page_pay_card({ amount: price })}
            </Button>
          </form>
        ) : null}
        {card?.wrongAmount ? (
          <Surface as="section" aria-labelledby="paid-heading" tone="tinted" padding="lg">
            <h2 id="paid-heading" className="font-bold">
              {m.booking_page_payment()}
            </h2>
            <p className="mt-3">{m.booking_page_wrong_amount({ amount: card.amount, price })}</p>
            <p className="mt-2">{card.refunded ? m.booking_page_refunded({ amount: card.refunded }) : m.booking_page_refund_owed()}</p>
          </Surface>
        ) : card?.paid ? (
          <Surface as="section" aria-labelledby="paid-heading" tone="tinted" padding="lg">
            <h2 id="paid-heading" className="font-bold">
              {m.booking_page_payment()}
            </h2>
            <p className="mt-3">
              {card.paidOn
                ? m.booking_page_paid_by_on({ amount: card.amount, card: card.card, when: card.paidOn })
                : m.booking_page_paid_by({ amount: card.amount, card: card.card })}
            </p>
            {card.refunded ? <p className="mt-2">{m.booking_page_refunded({ amount: card.refunded })}</p> : null}
            {!card.refunded && card.refundOwed ? <p className="mt-2">{m.booking_page_refund_owed()}</p> : null}
          </Surface>
        ) : null}
        {payment ? (
          <Surface as="section" aria-labelledby="payment-heading" tone="tinted" padding="lg">
            <h2 id="payment-heading" className="font-bold">
              {m.booking_page_how_to_pay()}
            </h2>
            <p className="mt-3 [overflow-wrap:anywhere] whitespace-pre-line">{payment.join("\n")}</p>
          </Surface>
        ) : null}
        {refundPolicy ? <RefundPolicyNote lines={refundPolicy} /> : null}
        <CohortSummary cohort={cohort} price={booking.amount}>
          {cohort.format === "online" && booking.state === "confirmed" ? <JoiningLink link={cohort.onlineLink} /> : null}
          <p className="text-sm text-base-content/75">
            {richText(m.booking_page_reference, {
              reference: <span className="font-mono font-semibold text-base-content">{booking.reference}</span>,
            })}
          </p>
        </CohortSummary>
        <div className="flex flex-wrap gap-3">
          {booking.state === "confirmed" ? (
            <a href={`/account/bookings/${booking.reference}/calendar.ics`} download className={buttonClass("primary")}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {m.booking_page_calendar()}
            </a>
          ) : null}
          {canCancel ? (
            <ButtonLink to={`/account/bookings/${booking.reference}/cancel`} variant="outline">
              {booking.state === "waiting"
                ? m.booking_page_leave_waiting()
                : booking.state === "offered"
                  ? m.booking_page_cancel()
                  : m.booking_page_cancel_seat()}
            </ButtonLink>
          ) : null}
          <ButtonLink to={`/courses/${course.slug}`} variant="ghost">
            {m.booking_page_course()}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
