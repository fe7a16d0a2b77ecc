import { BookingBlockNotice } from "~/bookings/booking-block-notice";
import { answerTeamOrderStep, teamOrderStep, type TeamOrderRefusal } from "~/bookings/team-order-step.server";
import { CohortSummary } from "~/cohorts/cohort-summary";
import { seatsLeftText } from "~/cohorts/cohort-words";
import { BillingDetailsFields } from "~/invoices/billing-details-fields";
import { OrderTrader } from "~/bookings/order-terms";
import { FormMessage } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { BackLink } from "~/components/page/back-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Notice } from "~/components/ui/notice";
import { SectionLabel } from "~/components/ui/section";
import { calendarDay } from "~/config/calendar-day";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";
import { loaderMeta } from "~/seo/loader-meta";
import type { RouteHandle } from "~/types/route-handle";
import type { Route } from "./+types/course-team-order";

/** One buyer's team order step, with a form id of its own: HTML only, stored by no one. */
export const handle: RouteHandle = { page: "personal" };

export const loader = (args: Route.LoaderArgs) => teamOrderStep(args);

export const action = (args: Route.ActionArgs) => answerTeamOrderStep(args);

export const headers = ({ actionHeaders, loaderHeaders }: Route.HeadersArgs) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta = loaderMeta;

export default function CourseTeamOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, cohort, orderable, booker, block, seatsMin, seatsMax, termsDays, dueOn, trader, submissionId } = loaderData;
  const refusal = actionData as TeamOrderRefusal | undefined;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-2xl space-y-6">
        <BackLink to={`/courses/${course.slug}`}>{course.title}</BackLink>
        <div>
          <SectionLabel>{m.team_step_label()}</SectionLabel>
          <h1 className="mt-1 text-title font-bold [overflow-wrap:anywhere]">{course.title}</h1>
        </div>
        <CohortSummary cohort={cohort} price={cohort.price * 100}>
          <p className="text-sm">{m.team_step_per_seat()}</p>
          <p className="font-semibold" data-seats-left={cohort.seatsLeft}>
            {seatsLeftText(cohort.seatsLeft)}
          </p>
        </CohortSummary>
        {!orderable ? (
          <>
            {/* An order refused because the seats went meanwhile says so, above why no other can be made. */}
            <FormMessage tone="error">{refusal?.seatsError ?? refusal?.error}</FormMessage>
            <Notice>{m.team_step_unavailable()}</Notice>
            <ButtonLink to={`/courses/${course.slug}#booking`}>{m.booking_other_dates()}</ButtonLink>
          </>
        ) : block ? (
          <BookingBlockNotice block={block} email={booker.email} sent={false} error={refusal?.error} />
        ) : (
          <form noValidate method="post" className="space-y-5">
            <FormMessage tone="error">{refusal?.error}</FormMessage>
            <p className="text-base-content/85">{m.team_step_intro({ min: seatsMin, max: seatsMax })}</p>
            <TextField
              name="seats"
              label={m.team_step_seats()}
              inputMode="numeric"
              defaultValue={refusal?.seatsTyped ?? String(seatsMin)}
              error={refusal?.seatsError}
              hint={m.team_step_seats_hint({ count: cohort.seatsLeft })}
              className="w-full sm:w-48"
              required
            />
            <BillingDetailsFields
              countries={loaderData.billingCountries}
              typed={refusal?.billingTyped}
              errors={refusal?.billingErrors}
              required
            />
            {loaderData.card ? (
              <fieldset className="space-y-2">
                <legend className="text-sm font-semibold">{m.order_pay_how()}</legend>
                <label className="flex items-start gap-3">
                  <input type="radio" name="payment" value="card" defaultChecked className="mt-1 size-4 shrink-0" />
                  <span>{m.team_step_pay_card()}</span>
                </label>
                <label className="flex items-start gap-3">
                  <input type="radio" name="payment" value="invoice" className="mt-1 size-4 shrink-0" />
                  <span>{m.team_step_pay_invoice({ days: termsDays, day: calendarDay(dueOn) })}</span>
                </label>
              </fieldset>
            ) : (
              <p className="text-sm text-base-content/85">{m.team_step_pay({ days: termsDays, day: calendarDay(dueOn) })}</p>
            )}
            <OrderTrader trader={trader} />
            <p className="text-sm text-base-content/80">
              {richText(m.team_step_terms, {
                terms: (
                  <a href={localizedPath("/terms")} className="font-semibold underline underline-offset-2 hover:text-primary">
                    {m.order_terms_link()}
                  </a>
                ),
              })}
            </p>
            <p className="text-sm [overflow-wrap:anywhere] text-base-content/75">
              {richText(m.booking_for, {
                name: <span className="font-semibold text-base-content">{booker.name}</span>,
                email: booker.email && booker.email !== booker.name ? ` (${booker.email})` : "",
              })}
            </p>
            <input type="hidden" name="submissionId" value={submissionId} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit">{m.order_button()}</Button>
              <ButtonLink to={`/courses/${course.slug}`} variant="ghost">
                {m.booking_not_now()}
              </ButtonLink>
            </div>
          </form>
        )}
      </div>
    </Container>
  );
}
