import { CalendarPlus } from "lucide-react";
import { answerLearnerBooking, learnerBookingPage } from "~/bookings/booking-page.server";
import { learnerBookingWords } from "~/bookings/booking-words";
import { CohortSummary } from "~/cohorts/cohort-summary";
import { RefundPolicyNote } from "~/payments/refund-policy-note";
import { OrderButton } from "~/payments/order-button";
import { formatBookingPrice } from "~/config/money";
import { OrderTerms } from "~/bookings/order-terms";
import { InvoiceLinks } from "~/invoices/invoice-links";
import { BillingDetailsFields } from "~/invoices/billing-details-fields";
import type { BillingField, BillingTyped } from "~/invoices/billing-details";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { DotBadge } from "~/components/ui/dot-badge";
import { SectionLabel } from "~/components/ui/section";
import { Surface } from "~/components/ui/surface";
import { loaderMeta } from "~/seo/loader-meta";
import type { Route } from "./+types/account.booking";
import type { RouteHandle } from "~/types/route-handle";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";

/** One learner's booking: HTML only, rendered for them and stored by no one. */
export const handle: RouteHandle = { page: "personal", keptForSession: 10 };

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => {
  const refresh = loaderHeaders.get("Refresh");
  return refresh ? { Refresh: refresh } : new Headers();
};

export const loader = (args: Route.LoaderArgs) => learnerBookingPage(args);

export const action = (args: Route.ActionArgs) => answerLearnerBooking(args);

export const meta = loaderMeta;

/** What the booking means now, in the learner's words. */
function stateText({
  booking,
  position,
  cohortCancelled,
  byCard,
  returned,
  card,
  cardStep,
  refreshSeconds,
}: Route.ComponentProps["loaderData"]): string {
  switch (booking.state) {
    case "confirmed":
      return card?.paid ? m.booking_page_paid_confirmed() : m.booking_page_confirmed();
    case "held": {
      const until = booking.until ?? "";
      if (byCard && cardStep === "confirming") return m.booking_page_waiting_payment({ seconds: refreshSeconds, until });
      if (byCard && returned === "cancelled") return m.booking_page_payment_cancelled({ until });
      if (byCard && returned === "unavailable") return m.booking_page_payment_unavailable({ until });
      return byCard ? m.booking_page_held_card({ until }) : m.booking_page_held({ until });
    }
    case "offered":
      return m.booking_page_offered({ until: booking.until ?? "" });
    case "waiting":
      return m.booking_page_waiting({ place: position ?? "?" });
    case "cancelled":
      if (cohortCancelled) return m.booking_page_cohort_cancelled();
      return booking.withdrawnAt
        ? m.booking_page_withdrawn({ when: booking.withdrawnAt })
        : m.booking_page_cancelled({ day: booking.endedOn ?? "" });
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

type RefusedBilling = { billingTyped: BillingTyped; billingErrors: Partial<Record<BillingField, string>> };

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, cohort, booking, payment, canCancel, canWithdraw, byCard, card, choices, refundPolicy, trader, earlyStartNeeded } =
    loaderData;
  const earlyStartError = actionData && "field" in actionData && "error" in actionData ? actionData.error : undefined;
  // A refused company's details come back with what was typed (the answer's type folds them into its `{ error }`).
  const refusedBilling = actionData && "billingTyped" in actionData ? (actionData as unknown as RefusedBilling) : undefined;
  const price = formatBookingPrice(booking.price);
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
        <FormMessage tone="error">{earlyStartError ? undefined : actionData?.error}</FormMessage>
        <p className="text-lg text-base-content/85" data-booking-state={booking.state}>
          {loaderData.team && booking.state === "held" ? m.team_seat_held() : stateText(loaderData)}
        </p>
        {loaderData.team ? <p className="[overflow-wrap:anywhere]">{m.team_seat_of_order(loaderData.team)}</p> : null}
        {booking.state === "offered" ? (
          <div className="space-y-4">
            <form noValidate method="post" className="space-y-4">
              <input type="hidden" name="intent" value="accept" />
              {booking.price === 0 ? null : (
                <BillingDetailsFields
                  countries={loaderData.billingCountries}
                  typed={refusedBilling?.billingTyped}
                  errors={refusedBilling?.billingErrors}
                />
              )}
              {booking.price === 0 ? null : <OrderTerms trader={trader} earlyStartNeeded={earlyStartNeeded} error={earlyStartError} />}
              <div className="flex flex-wrap gap-3">
                {booking.price === 0 ? <Button type="submit">{m.booking_page_take()}</Button> : <OrderButton choices={choices} />}
              </div>
            </form>
            <form noValidate method="post">
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
        <CohortSummary cohort={cohort} price={booking.price}>
          {cohort.format === "online" && booking.state === "confirmed" ? <JoiningLink link={cohort.onlineLink} /> : null}
          <p className="text-sm text-base-content/75">
            {richText(m.booking_page_reference, {
              reference: <span className="font-mono font-semibold text-base-content">{booking.reference}</span>,
            })}
          </p>
        </CohortSummary>
        <InvoiceLinks invoices={loaderData.invoices} href={(number) => `/account/bookings/${booking.reference}/invoices/${number}`} />
        <div className="flex flex-wrap gap-3">
          {booking.state === "confirmed" ? (
            <a href={`/account/bookings/${booking.reference}/calendar.ics`} download className={buttonClass("primary")}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {m.booking_page_calendar()}
            </a>
          ) : null}
          {canWithdraw ? (
            <ButtonLink to={`/account/bookings/${booking.reference}/withdraw`} variant="outline">
              {m.withdraw_button()}
            </ButtonLink>
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
