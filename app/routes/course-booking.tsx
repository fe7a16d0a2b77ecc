import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { postedForm } from "~/platform/posted-form.server";
import { uuidParam } from "~/platform/uuid-param.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { requireAccount } from "~/identity/session-middleware.server";
import { sendVerificationLink, type VerificationSend } from "~/identity/email-verification.server";
import { CohortNotBookableError, CohortNotFoundError, bookSeat, SubmissionTakenError } from "~/bookings/book-seat.server";
import { bookerOf, bookingBlock } from "~/bookings/booker.server";
import { blockWords, BookingBlockNotice } from "~/bookings/booking-block-notice";
import { isoDay } from "~/config/calendar-day";
import { waitingCounts } from "~/cohorts/cohort-admin.server";
import { cohortListing } from "~/cohorts/upcoming-cohorts.server";
import { CohortSummary } from "~/cohorts/cohort-summary";
import { seatsLeftText } from "~/cohorts/cohort-words";
import { liveBookingOf, readBookingConfirmation, shownCount, staleCount } from "~/bookings/learner-bookings.server";
import { releaseExpired } from "~/bookings/seat-changes.server";
import { SeatChangeError } from "~/bookings/seat-entrance.server";
import { payByCard } from "~/bookings/card-redirect.server";
import { paymentChoices, readPaymentChoice } from "~/payments/payment-choice.server";
import type { Booking } from "~/bookings/book-seat.server";
import { seatTimes } from "~/bookings/seat-times.server";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Notice } from "~/components/ui/notice";
import { SectionLabel } from "~/components/ui/section";
import { findCourse } from "~/content/courses.server";
import { formatPrice } from "~/config/money";
import { settings } from "~/platform/settings.server";
import { refundPolicyOf, refundPolicyWords } from "~/payments/refund-policy";
import { RefundPolicyNote } from "~/payments/refund-policy-note";
import { PaymentChoiceButtons } from "~/payments/payment-choice-buttons";
import { database } from "~/database/database.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/course-booking";
import type { RouteHandle } from "~/types/route-handle";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { richText } from "~/i18n/rich-text";

/** One visitor's confirmation step, with a form id of its own: HTML only, stored by no one. */
export const handle: RouteHandle = { page: "personal" };

// The form id is this page's own; the browser may keep it for going back (the same id books nothing new).
const PERSONAL = { "Cache-Control": "private, no-cache" };

/** The course and cohort the address names, or a 404. */
function addressed(params: Route.LoaderArgs["params"]) {
  const course = findCourse(params.slug);
  if (!course) throw data(null, { status: 404 });
  return { course, cohortId: uuidParam(params.cohortId) };
}

export async function loader(args: Route.LoaderArgs) {
  const { course, cohortId } = addressed(args.params);
  // Signed out, the visitor signs in or registers and comes back here, to confirm.
  const { user, standing } = await requireAccount(args);
  const booker = bookerOf(user, standing);
  const db = await database();
  const times = seatTimes();
  // A hold or offer that ran out frees its seat before this page counts them.
  await releaseExpired(db, times, cohortId);
  const cohort = await cohortListing(db, course, cohortId);
  if (!cohort) throw data(null, { status: 404 });
  const existing = await liveBookingOf(db, cohortId, user.uid);
  if (existing) throw redirect(localizedPath(`/account/bookings/${existing.reference}`));
  const waiting = (await waitingCounts(db, [cohortId])).get(cohortId) ?? 0;
  const bookable = cohort.open && cohort.startsOn > isoDay(times.now);
  return data(
    {
      course: { slug: course.slug, title: course.title },
      cohort,
      bookable,
      booker: { name: booker.name.trim() || booker.email || "", email: booker.email },
      block: bookingBlock(booker),
      outcome: cohort.seatsLeft === 0 ? ("waiting" as const) : cohort.price === 0 ? ("confirmed" as const) : ("held" as const),
      nextInQueue: waiting + 1,
      stale: bookable ? staleCount(shownCount(new URL(args.request.url).searchParams.get("shown")), cohort.seatsLeft) : undefined,
      holdDays: times.holdDays,
      offerHours: times.offerHours,
      payment: paymentChoices(),
      cardHoldMinutes: settings().booking.card?.holdMinutes,
      refundPolicy:
        cohort.price > 0 ? refundPolicyWords(refundPolicyOf(course), { startsOn: cohort.startsOn, bookedAt: times.now }) : undefined,
      submissionId: randomUUID(),
      meta: pageMeta({ title: m.booking_title({ course: course.title }), description: m.booking_description({ course: course.title }) }),
    },
    { headers: PERSONAL },
  );
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  // A booking changes a person's records: only from this site's own page.
  requireSiteOrigin(request);
  const { course, cohortId } = addressed(args.params);
  const { user, standing } = await requireAccount(args);
  const posted = await postedForm(request);
  if (posted.ok && posted.form.get("intent") === "send-verification") {
    const sent = await sendVerificationLink(user.uid, localizedPath(`/courses/${course.slug}/book/${cohortId}`));
    if (sent.sent) return data({ verification: "sent" as const }, { headers: PERSONAL });
    const status = sent.reason === "limited" ? 429 : 503;
    const headers = sent.reason === "limited" ? { ...PERSONAL, "Retry-After": String(sent.retryAfter) } : PERSONAL;
    return data({ error: verificationRefusal(sent) }, { status, headers });
  }
  const read = readBookingConfirmation(posted);
  if (!read.ok) return data({ error: read.error }, { status: 400, headers: PERSONAL });
  const choice = readPaymentChoice(posted.ok ? posted.form.get("payment") : null);
  if (!choice.ok) return data({ error: choice.error }, { status: 400, headers: PERSONAL });
  // Checked again here, not taken from the page.
  const booker = bookerOf(user, standing);
  const block = bookingBlock(booker);
  if (block || !booker.email) return data({ error: blockWords[block ?? "no-email"].refusal() }, { status: 409, headers: PERSONAL });
  const db = await database();
  let booking: Booking;
  try {
    ({ booking } = await bookSeat(db, {
      courseSlug: course.slug,
      cohortId,
      accountId: user.uid,
      name: booker.name,
      email: booker.email,
      submissionId: read.submissionId,
      payment: choice.payment,
      ...seatTimes(),
    }));
  } catch (error) {
    // Another course's cohort, or none: the address names nothing to book (issue 35, point 1).
    if (error instanceof CohortNotFoundError) throw data(null, { status: 404 });
    if (error instanceof SubmissionTakenError) {
      return data({ error: m.booking_form_stale() }, { status: 400, headers: PERSONAL });
    }
    if (!(error instanceof CohortNotBookableError)) throw error;
    return data({ error: m.booking_stopped() }, { status: 409, headers: PERSONAL });
  }
  // A seat held for a card payment goes straight to Stripe's page; the booking's page says what happens if it cannot.
  if (booking.state === "held" && booking.paymentMethod === "card") {
    try {
      return await payByCard(db, booking, request);
    } catch (error) {
      if (!(error instanceof SeatChangeError)) throw error;
    }
  }
  return redirect(localizedPath(`/account/bookings/${booking.reference}`), { status: 303 });
}

/** A link that could not be sent, in the learner's words. */
function verificationRefusal(sent: Exclude<VerificationSend, { sent: true }>): string {
  if (sent.reason === "unavailable") return m.booking_link_unavailable();
  return m.booking_link_limited({ count: Math.max(1, Math.ceil(sent.retryAfter / 60)) });
}

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

export default function CourseBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, cohort, bookable, booker, block, outcome, stale, submissionId, payment, refundPolicy } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const sent = Boolean(actionData && "verification" in actionData);
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
        <CohortSummary cohort={cohort} price={cohort.price}>
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
          <form noValidate method="post" className="space-y-5">
            {stale ? <Notice>{stale}</Notice> : null}
            <FormMessage tone="error">{error}</FormMessage>
            <p className="text-base-content/85">{whatHappens(loaderData)}</p>
            <p className="text-sm [overflow-wrap:anywhere] text-base-content/75">
              {richText(m.booking_for, {
                name: <span className="font-semibold text-base-content">{booker.name}</span>,
                email: booker.email && booker.email !== booker.name ? ` (${booker.email})` : "",
              })}
            </p>
            {outcome === "held" && refundPolicy ? <RefundPolicyNote lines={refundPolicy} /> : null}
            <input type="hidden" name="submissionId" value={submissionId} />
            <div className="flex flex-wrap gap-3">
              {outcome === "held" ? (
                <PaymentChoiceButtons
                  choices={payment}
                  words={{
                    card: m.booking_pay_card({ amount: formatPrice(cohort.price) }),
                    bankTransfer: m.booking_pay_transfer(),
                    bankTransferOnly: m.booking_confirm(),
                  }}
                />
              ) : (
                <Button type="submit">{outcome === "waiting" ? m.booking_join_waiting() : m.booking_confirm()}</Button>
              )}
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
