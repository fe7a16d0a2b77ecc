import { CalendarPlus } from "lucide-react";
import { data, redirect } from "react-router";
import { postedForm } from "~/.server/posted-form";
import { settings } from "~/.server/settings.server";
import { requireSiteOrigin } from "~/.server/request-origin.server";
import { waitingPosition } from "~/cohorts/book-seat.server";
import { bookingStateWords } from "~/cohorts/cohort-words";
import { calendarDay, dayAndTime, isoDay } from "~/config/calendar-day";
import { CohortSummary } from "~/cohorts/cohort-summary";
import { ownBooking, readBookingAnswer, requireOwnBooking } from "~/cohorts/learner-bookings.server";
import { cardPaymentsOf, paymentToTell } from "~/cohorts/payment/card-payment-records.server";
import { payByCard } from "~/cohorts/card-redirect.server";
import { paymentChoices, readPaymentChoice } from "~/cohorts/payment/payment-choice.server";
import { contractMade, refundPolicyOf, refundPolicyWords } from "~/cohorts/payment/refund-policy";
import { RefundPolicyNote } from "~/cohorts/payment/refund-policy-note";
import { PaymentChoiceButtons } from "~/cohorts/payment/payment-choice-buttons";
import { formatPrice } from "~/config/money";
import { bankTransfer } from "~/cohorts/payment/bank-transfer";
import { acceptOffer, declineOffer, releaseExpired } from "~/cohorts/seat-changes.server";
import { SeatChangeError } from "~/cohorts/seat-entrance.server";
import { seatTimes } from "~/cohorts/seat-times.server";
import { nextDayBegins } from "~/config/calendar-day";
import { changesAt } from "~/.server/request-context";
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
  const cardPayment = byCard ? paymentToTell(await cardPaymentsOf(db, booking.id)) : undefined;
  const returned = paymentReturn(new URL(args.request.url).searchParams.get("payment"));
  // Back from Stripe before its event: the page looks again by itself, without a script, while the seat is held.
  const awaitingEvent = returned === "returned" && booking.state === "held" && byCard;
  return data(
    {
      course: { slug: cohort.courseSlug, title: course?.title ?? "A course" },
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
      },
      position: booking.state === "waiting" ? await waitingPosition(db, booking) : undefined,
      byCard,
      returned,
      awaitingEvent,
      choices: paymentChoices(),
      card: cardPayment
        ? {
            paid: cardPayment.state === "paid",
            amount: formatPrice(cardPayment.amount / 100),
            paidOn: cardPayment.paidAt ? dayAndTime(cardPayment.paidAt) : undefined,
            card: cardPayment.cardLast4 ? `card ending ${cardPayment.cardLast4}` : "card",
            refunded: cardPayment.refundedAmount ? formatPrice(cardPayment.refundedAmount / 100) : undefined,
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
      meta: pageMeta({ title: `Booking ${booking.reference}`, description: "Your seat on a Brightline Digital course." }),
    },
    awaitingEvent ? { headers: { Refresh: String(REFRESH_SECONDS) } } : undefined,
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
  return redirect(`/account/bookings/${booking.reference}`, { status: 303 });
}

export const meta = loaderMeta;

/** What the booking means now, in the learner's words. */
function stateText({ booking, position, cohortCancelled, byCard, returned, card }: Route.ComponentProps["loaderData"]): string {
  switch (booking.state) {
    case "confirmed":
      return `${card?.paid ? "Paid, your seat is confirmed." : "Your seat is confirmed."} We'll remind you by email three days before the start.`;
    case "held":
      if (byCard && returned === "returned")
        return `Waiting for your payment. Stripe tells us within a few seconds; this page looks again every ${REFRESH_SECONDS} seconds. Your seat stays held until ${booking.until}.`;
      if (byCard && returned === "cancelled") return `Payment cancelled: your seat is held until ${booking.until}. Pay now to keep it.`;
      if (byCard && returned === "unavailable")
        return `We could not open the card payment page just now. Your seat is held until ${booking.until}: try again in a minute.`;
      if (byCard) return `Your seat is held for you until ${booking.until} while you pay by card.`;
      return `Your seat is held for you until ${booking.until}. Once your payment arrives, we confirm it by email.`;
    case "offered":
      return `A seat has come free and it is yours if you want it, until ${booking.until}. After that it goes to the next person waiting.`;
    case "waiting":
      return `You are number ${position ?? "?"} on the waiting list. When a seat comes free, we email the first person on the list an offer.`;
    case "cancelled":
      return cohortCancelled
        ? "The studio cancelled this cohort. We're sorry: any payment is refunded."
        : `Cancelled on ${booking.endedOn}.`;
    case "expired":
      return `This ${booking.until ? "hold" : "booking"} ran out on ${booking.endedOn}. Book again from the course page if there is a seat.`;
    case "declined":
      return `You passed the seat on to the next person on ${booking.endedOn}.`;
  }
}

/** A confirmed seat's way into an online cohort's sessions, or where it will appear. */
function JoiningLink({ link }: { link: string | null }) {
  if (!link) return <p className="text-sm text-base-content/75">The joining link will appear here before the first session.</p>;
  return (
    <p className="text-sm">
      Join each session at{" "}
      <a href={link} rel="noopener noreferrer" className="font-semibold [overflow-wrap:anywhere] text-primary underline underline-offset-4">
        {link}
      </a>
    </p>
  );
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, cohort, booking, payment, canCancel, byCard, card, choices, refundPolicy } = loaderData;
  const price = formatPrice(booking.amount);
  const words = bookingStateWords[booking.state];
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-2xl space-y-6">
        <BackLink to="/account#my-courses">My courses</BackLink>
        <div>
          <SectionLabel>Booking {booking.reference}</SectionLabel>
          <h1 className="mt-1 text-title font-bold [overflow-wrap:anywhere]">{course.title}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-3">
            <DotBadge tone={words.tone}>{words.label}</DotBadge>
            <span className="text-sm text-base-content/75">Booked {booking.bookedOn}</span>
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
                <Button type="submit">Take the seat</Button>
              ) : (
                <PaymentChoiceButtons
                  choices={choices}
                  words={{
                    card: `Take the seat and pay ${price} by card`,
                    bankTransfer: "Take it, pay by bank transfer",
                    bankTransferOnly: "Take the seat",
                  }}
                />
              )}
            </form>
            <form noValidate method="post" className="contents">
              <Button type="submit" name="intent" value="decline" variant="outline">
                Pass it on
              </Button>
            </form>
          </div>
        ) : null}
        {booking.state === "held" && byCard ? (
          <form noValidate method="post">
            <Button type="submit" name="intent" value="pay">
              Pay {price} by card
            </Button>
          </form>
        ) : null}
        {card?.paid ? (
          <Surface as="section" aria-labelledby="paid-heading" tone="tinted" padding="lg">
            <h2 id="paid-heading" className="font-bold">
              Payment
            </h2>
            <p className="mt-3">
              Paid {card.amount} by {card.card}
              {card.paidOn ? ` on ${card.paidOn}` : ""}.
            </p>
            {card.refunded ? <p className="mt-2">Refunded {card.refunded} to the same card.</p> : null}
            {!card.refunded && card.refundOwed ? <p className="mt-2">A refund to the same card is on its way.</p> : null}
          </Surface>
        ) : null}
        {payment ? (
          <Surface as="section" aria-labelledby="payment-heading" tone="tinted" padding="lg">
            <h2 id="payment-heading" className="font-bold">
              How to pay
            </h2>
            <p className="mt-3 [overflow-wrap:anywhere] whitespace-pre-line">{payment.join("\n")}</p>
          </Surface>
        ) : null}
        {refundPolicy ? <RefundPolicyNote lines={refundPolicy} /> : null}
        <CohortSummary cohort={cohort} price={booking.amount}>
          {cohort.format === "online" && booking.state === "confirmed" ? <JoiningLink link={cohort.onlineLink} /> : null}
          <p className="text-sm text-base-content/75">
            Reference <span className="font-mono font-semibold text-base-content">{booking.reference}</span>
          </p>
        </CohortSummary>
        <div className="flex flex-wrap gap-3">
          {booking.state === "confirmed" ? (
            <a href={`/account/bookings/${booking.reference}/calendar.ics`} download className={buttonClass("primary")}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Add to calendar
            </a>
          ) : null}
          {canCancel ? (
            <ButtonLink to={`/account/bookings/${booking.reference}/cancel`} variant="outline">
              {booking.state === "waiting" ? "Leave the waiting list" : booking.state === "offered" ? "Cancel" : "Cancel my seat"}
            </ButtonLink>
          ) : null}
          <ButtonLink to={`/courses/${course.slug}`} variant="ghost">
            Course page
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
