import { BookingBlockNotice } from "~/bookings/booking-block-notice";
import { answerBookingStep, bookingStep } from "~/bookings/booking-step.server";
import { CohortSummary } from "~/cohorts/cohort-summary";
import { seatsLeftText } from "~/cohorts/cohort-words";
import { RefundPolicyNote } from "~/payments/refund-policy-note";
import { OrderButton } from "~/payments/order-button";
import { OrderTerms } from "~/bookings/order-terms";
import { BillingDetailsFields } from "~/invoices/billing-details-fields";
import { VoucherCodeForm } from "~/vouchers/voucher-code-form";
import { formatBookingPrice, formatPriceWithVat, formatPrice } from "~/config/money";
import { shortDay } from "~/config/calendar-day";
import type { BillingField, BillingTyped } from "~/invoices/billing-details";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Notice } from "~/components/ui/notice";
import { SectionLabel } from "~/components/ui/section";
import { loaderMeta } from "~/seo/loader-meta";
import type { Route } from "./+types/course-booking";
import type { RouteHandle } from "~/types/route-handle";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";

/** One visitor's confirmation step, with a form id of its own: HTML only, stored by no one. */
export const handle: RouteHandle = { page: "personal" };

export const loader = (args: Route.LoaderArgs) => bookingStep(args);

export const action = (args: Route.ActionArgs) => answerBookingStep(args);

export const headers = ({ actionHeaders, loaderHeaders }: Route.HeadersArgs) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta = loaderMeta;

/** What confirming does, in the learner's words. */
function whatHappens({ outcome, holdDays, offerHours, nextInQueue, payment, cardHoldMinutes }: Route.ComponentProps["loaderData"]): string {
  if (outcome === "confirmed") return m.booking_free();
  const minutes = cardHoldMinutes ?? 0;
  if (outcome === "held" && payment.card && payment.bankTransfer) return m.booking_by_either({ minutes, days: holdDays });
  if (outcome === "held") return payment.card ? m.booking_by_card({ minutes }) : m.booking_by_transfer({ days: holdDays });
  return m.booking_waiting({ place: nextInQueue, hours: offerHours });
}

type RefusedBilling = { billingTyped: BillingTyped; billingErrors: Partial<Record<BillingField, string>> };
type RefusedVoucher = { voucherTyped: string; voucherError: string };

export default function CourseBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, cohort, bookable, booker, block, outcome, stale, submissionId, payment, refundPolicy, trader, earlyStartNeeded } =
    loaderData;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const earlyStartError = actionData && "field" in actionData && "error" in actionData ? actionData.error : undefined;
  const sent = Boolean(actionData && "verification" in actionData);
  // A refused company's details come back with what was typed, to put back beside their errors. The
  // answer's type has them folded into its plain `{ error }` (a union keeps the wider shape), hence the cast.
  const refusedBilling = actionData && "billingTyped" in actionData ? (actionData as unknown as RefusedBilling) : undefined;
  const refusedVoucher = actionData && "voucherTyped" in actionData ? (actionData as unknown as RefusedVoucher) : undefined;
  const { voucher, price, listed } = loaderData;
  // The code the order sends: the one the step applied, unless the order just refused it.
  const appliedVoucher =
    !refusedVoucher && voucher?.code && voucher.discountText ? { code: voucher.code, discountText: voucher.discountText } : undefined;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-2xl space-y-6">
        <BackLink to={`/courses/${course.slug}`}>{course.title}</BackLink>
        <div>
          <SectionLabel>
            {bookable ? (outcome === "waiting" ? m.booking_label_waiting() : m.booking_label_confirm()) : m.booking_label()}
          </SectionLabel>
          <h1 className="mt-1 text-title font-bold [overflow-wrap:anywhere]">{course.title}</h1>
        </div>
        <CohortSummary cohort={cohort} price={price}>
          {cohort.earlyUntil ? (
            <p className="text-sm">
              {m.booking_cohort_early_price({
                price: formatPriceWithVat(cohort.price),
                day: shortDay(cohort.earlyUntil),
                regular: formatPrice(cohort.regularPrice),
              })}
            </p>
          ) : null}
          {appliedVoucher && price !== listed ? (
            <p className="text-sm">{m.booking_voucher_price_before({ price: formatBookingPrice(listed) })}</p>
          ) : null}
          <p className="font-semibold" data-seats-left={cohort.seatsLeft}>
            {seatsLeftText(cohort.seatsLeft)}
          </p>
        </CohortSummary>
        {!bookable ? (
          <>
            <Notice>{m.booking_closed()}</Notice>
            <ButtonLink to={`/courses/${course.slug}#booking`}>{m.booking_other_dates()}</ButtonLink>
          </>
        ) : block ? (
          <BookingBlockNotice block={block} email={booker.email} sent={sent} error={error} />
        ) : (
          <>
            {loaderData.voucherField ? (
              <VoucherCodeForm
                typed={refusedVoucher?.voucherTyped ?? voucher?.typed}
                error={refusedVoucher?.voucherError ?? voucher?.error}
                applied={appliedVoucher}
                removeTo={loaderData.stepPath}
              />
            ) : null}
            <form noValidate method="post" className="space-y-5">
              {stale ? <Notice>{stale}</Notice> : null}
              {/* The early-start box's refusal is said at the box, once. */}
              <FormMessage tone="error">{earlyStartError ? undefined : error}</FormMessage>
              <p className="text-base-content/85">{whatHappens(loaderData)}</p>
              <p className="text-sm [overflow-wrap:anywhere] text-base-content/75">
                {richText(m.booking_for, {
                  name: <span className="font-semibold text-base-content">{booker.name}</span>,
                  email: booker.email && booker.email !== booker.name ? ` (${booker.email})` : "",
                })}
              </p>
              {outcome === "held" && refundPolicy ? <RefundPolicyNote lines={refundPolicy} /> : null}
              {outcome === "held" ? (
                <BillingDetailsFields
                  countries={loaderData.billingCountries}
                  typed={refusedBilling?.billingTyped}
                  errors={refusedBilling?.billingErrors}
                />
              ) : null}
              {outcome === "held" ? <OrderTerms trader={trader} earlyStartNeeded={earlyStartNeeded} error={earlyStartError} /> : null}
              <input type="hidden" name="submissionId" value={submissionId} />
              {/* The price shown above the button: the booking is made at it, or not at all. */}
              <input type="hidden" name="price" value={price} />
              {appliedVoucher ? <input type="hidden" name="voucher" value={appliedVoucher.code} /> : null}
              <div className="flex flex-wrap gap-3">
                {outcome === "held" ? (
                  <OrderButton choices={payment} />
                ) : (
                  <Button type="submit">{outcome === "waiting" ? m.booking_join_waiting() : m.booking_confirm()}</Button>
                )}
                <ButtonLink to={`/courses/${course.slug}`} variant="ghost">
                  {m.booking_not_now()}
                </ButtonLink>
              </div>
            </form>
            {outcome === "held" && cohort.seatsLeft >= 2 ? (
              <p className="text-sm">
                <a href={`${loaderData.stepPath}/team`} className="font-semibold text-primary underline underline-offset-2">
                  {m.team_step_link()}
                </a>
              </p>
            ) : null}
          </>
        )}
      </div>
    </Container>
  );
}
