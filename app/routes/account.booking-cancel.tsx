import { data, redirect } from "react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { postedForm } from "~/platform/posted-form.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { calendarDay } from "~/config/calendar-day";
import { requireOwnBooking } from "~/bookings/learner-bookings.server";
import { cancelOwnBooking } from "~/bookings/seat-changes.server";
import { settleWithStripe } from "~/payments/card-refunds.server";
import { cardPaymentsOf, paymentToTell } from "~/payments/card-payment-records.server";
import { cancellationRefunded } from "~/payments/refund-policy";
import { formatPayment } from "~/config/money";
import { SeatChangeError } from "~/bookings/seat-entrance.server";
import { seatTimes } from "~/bookings/seat-times.server";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";
import { findCourse } from "~/content/courses.server";
import { isLiveBooking, type CardPayment } from "~/database/schema.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/account.booking-cancel";
import type { RouteHandle } from "~/types/route-handle";

/** The step before a learner cancels: HTML only, rendered for them. */
export const handle: RouteHandle = { page: "personal" };

export async function loader(args: Route.LoaderArgs) {
  const { booking, cohort, db } = await requireOwnBooking(args);
  // Nothing to cancel: the booking's own page says why.
  if (!isLiveBooking(booking.state)) throw redirect(localizedPath(`/account/bookings/${booking.reference}`));
  const course = findCourse(cohort.courseSlug);
  const paidByCard = booking.paidAt !== null && booking.paymentMethod === "card";
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
    paid: booking.paidAt !== null,
    meta: pageMeta({ title: m.cancel_title({ reference: booking.reference }), description: m.cancel_description() }),
  };
}

/** A card payment's fate on cancelling, in the learner's words. */
function cardRefundWords(refunded: boolean, payment: CardPayment | undefined): string {
  if (!refunded || !payment) return m.cancel_no_refund();
  const amount = formatPayment(payment.amount, payment.currency);
  return payment.cardLast4 ? m.cancel_card_refund_ending({ amount, last4: payment.cardLast4 }) : m.cancel_card_refund({ amount });
}

export async function action(args: Route.ActionArgs) {
  requireSiteOrigin(args.request);
  const { user, db, booking, cohort } = await requireOwnBooking(args);
  // The form has no fields, but a body that is not a form is still the sender's mistake.
  const posted = await postedForm(args.request);
  if (!posted.ok) return data({ error: m.cancel_unreadable() }, { status: 400 });
  try {
    await cancelOwnBooking(db, { bookingId: booking.id, cohortId: cohort.id, accountId: user.uid }, seatTimes());
    // Stripe is asked once the cancellation has committed (a refund, a payment page to close); what it does not take now, the sweeper sends.
    await settleWithStripe(db);
  } catch (error) {
    if (error instanceof SeatChangeError) return data({ error: error.message }, { status: 409 });
    throw error;
  }
  return redirect(localizedPath(`/account/bookings/${booking.reference}`), { status: 303 });
}

export const meta = loaderMeta;

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, course, startsOn, waiting, paid, cardRefund } = loaderData;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-2xl space-y-6">
        <BackLink to={`/account/bookings/${reference}`}>{m.cancel_back({ reference })}</BackLink>
        <div>
          <SectionLabel>{waiting ? m.cancel_leave_label() : m.cancel_seat_label()}</SectionLabel>
          <h1 className="mt-1 text-title font-bold [overflow-wrap:anywhere]">
            {waiting ? m.cancel_leave_heading({ course }) : m.cancel_seat_heading({ course })}
          </h1>
        </div>
        <FormMessage tone="error">{actionData?.error}</FormMessage>
        <p className="text-lg text-base-content/85">
          {waiting ? m.cancel_leave_text({ startsOn }) : m.cancel_seat_text({ startsOn })}
          {cardRefund ?? (paid ? m.cancel_transfer_refund() : "")}
        </p>
        <form noValidate method="post" className="flex flex-wrap gap-3">
          <Button type="submit" variant="outline">
            {waiting ? m.cancel_leave_submit() : m.cancel_seat_submit()}
          </Button>
          <ButtonLink to={`/account/bookings/${reference}`} variant="ghost">
            {waiting ? m.cancel_leave_keep() : m.cancel_seat_keep()}
          </ButtonLink>
        </form>
      </div>
    </Container>
  );
}
