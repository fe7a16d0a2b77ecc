import { randomUUID } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { postedForm } from "~/platform/posted-form.server";
import { uuidParam } from "~/platform/uuid-param.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { settings } from "~/platform/settings.server";
import { requireAccount } from "~/identity/session-middleware.server";
import { sendVerificationLink, type VerificationSend } from "~/identity/email-verification.server";
import {
  CohortNotBookableError,
  CohortNotFoundError,
  bookSeat,
  PriceChangedError,
  SubmissionTakenError,
  waitingCounts,
} from "./book-seat.server";
import { formatBookingPriceWithVat } from "~/config/money";
import type { Booking } from "./book-seat.server";
import { bookerOf, bookingBlock } from "./booker.server";
import { blockWords } from "./booking-block-notice";
import { liveBookingOf, readBookingConfirmation, shownCount, staleCount } from "./learner-bookings.server";
import { releaseExpired } from "./seat-changes.server";
import { SeatChangeError } from "./seat-entrance.server";
import { payByCard } from "./card-redirect.server";
import { seatTimes } from "./seat-times.server";
import { paymentChoices, readPaymentChoice } from "~/payments/payment-choice.server";
import { refundPolicyOf, refundPolicyWords, startsWithinCancellationPeriod } from "~/payments/refund-policy";
import { traderFacts } from "~/legal/trader.server";
import { EarlyStartNeededError, readEarlyStartRequest } from "./early-start.server";
import { isoDay, studioDay } from "~/config/calendar-day";
import { typedVoucherCode } from "~/vouchers/voucher-rules";
import { VoucherRefusedError } from "~/vouchers/voucher-uses.server";
import { voucherRefusalWords } from "~/vouchers/voucher-words";
import { voucherOnStep } from "./voucher-step.server";
import { findCourse } from "~/content/courses.server";
import { database } from "~/database/database.server";
import { pageMeta } from "~/seo/page-meta.server";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { cohortListing } from "./upcoming-cohorts.server";
import { billingCountryChoices, readBillingDetails } from "~/invoices/billing-details.server";

/** What a cohort's booking step is asked with: its address names the course and the cohort. */
type BookingStepArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { slug: string; cohortId: string };
};

// The form id is this page's own; the browser may keep it for going back (the same id books nothing new).
const PERSONAL = { "Cache-Control": "private, no-cache" };

/** The course and cohort a booking step's address names (a person's or a team's), or a 404. */
export function addressed(params: BookingStepArgs["params"]) {
  const course = findCourse(params.slug);
  if (!course) throw data(null, { status: 404 });
  return { course, cohortId: uuidParam(params.cohortId) };
}

/**
 * A cohort's booking step (`/courses/:slug/book/:cohortId`) for the signed-in visitor: the cohort
 * with its seats left (expired holds released first), its price today (an early price, less the
 * voucher the address names with `?voucher=`), what confirming will do (a seat, a hold to
 * pay, or a place on the waiting list), how they may pay, and a form id of its own. A visitor
 * already booked on it goes to their booking.
 */
export async function bookingStep(args: BookingStepArgs) {
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
  const listed = cohort.price * 100;
  const search = new URL(args.request.url).searchParams;
  const voucher =
    bookable && listed > 0
      ? await voucherOnStep(db, search.get("voucher"), { courseSlug: course.slug, today: studioDay(times.now), listed })
      : undefined;
  // What the order costs, in pence: the day's price less the voucher's discount.
  const price = listed - (voucher?.discount ?? 0);
  const outcome = cohort.seatsLeft === 0 ? ("waiting" as const) : price === 0 ? ("confirmed" as const) : ("held" as const);
  return data(
    {
      course: { slug: course.slug, title: course.title },
      cohort,
      price,
      listed,
      // A voucher can be typed for a seat that costs something.
      voucherField: bookable && listed > 0,
      voucher,
      stepPath: localizedPath(`/courses/${course.slug}/book/${cohortId}`),
      bookable,
      booker: { name: booker.name.trim() || booker.email || "", email: booker.email },
      block: bookingBlock(booker),
      outcome,
      // Who sells, before the button that buys (issue 65): the law's list for a distance contract.
      trader: traderFacts(),
      earlyStartNeeded: outcome === "held" && startsWithinCancellationPeriod(cohort.startsOn, times.now),
      nextInQueue: waiting + 1,
      stale: bookable ? staleCount(shownCount(search.get("shown")), cohort.seatsLeft) : undefined,
      holdDays: times.holdDays,
      offerHours: times.offerHours,
      payment: paymentChoices(),
      cardHoldMinutes: settings().booking.card?.holdMinutes,
      // The countries a company on the invoice may be in, named in the page's language (issue 66).
      billingCountries: billingCountryChoices(),
      refundPolicy:
        cohort.price > 0 ? refundPolicyWords(refundPolicyOf(course), { startsOn: cohort.startsOn, bookedAt: times.now }) : undefined,
      submissionId: randomUUID(),
      meta: pageMeta({ title: m.booking_title({ course: course.title }), description: m.booking_description({ course: course.title }) }),
    },
    { headers: PERSONAL },
  );
}

/** The visitor's answer on the booking step: book the seat (and pay by card at once), or send the link that verifies their address. */
export async function answerBookingStep(args: BookingStepArgs) {
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
  // The company on the invoice, when given: each problem beside its field, what was typed kept.
  const billing = readBillingDetails(posted);
  if (!billing.ok) {
    return data(
      { error: m.billing_refused(), billingErrors: billing.errors, billingTyped: billing.typed },
      { status: 400, headers: PERSONAL },
    );
  }
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
      earlyStartRequest: readEarlyStartRequest(posted),
      billing: billing.billing,
      voucherCode: typedVoucherCode(posted.ok ? posted.form.get("voucher") : null),
      expectedPrice: shownPrice(posted.ok ? posted.form.get("price") : null),
      ...seatTimes(),
    }));
  } catch (error) {
    // Another course's cohort, or none: the address names nothing to book (issue 35, point 1).
    if (error instanceof CohortNotFoundError) throw data(null, { status: 404 });
    // Nothing was booked: the page says why, and its form is as it was.
    if (error instanceof EarlyStartNeededError)
      return data({ error: error.message, field: "earlyStart" as const }, { status: 400, headers: PERSONAL });
    // Used up, or ended, since the step showed it: said beside the field, with the code kept.
    if (error instanceof VoucherRefusedError) {
      const typed = posted.ok ? String(posted.form.get("voucher") ?? "") : "";
      return data(
        { error: m.voucher_refused_booking(), voucherError: voucherRefusalWords[error.refusal](), voucherTyped: typed },
        { status: 409, headers: PERSONAL },
      );
    }
    if (error instanceof SubmissionTakenError) {
      return data({ error: m.booking_form_stale() }, { status: 400, headers: PERSONAL });
    }
    // The page's price is no longer the price (an early price ended meanwhile): said, nothing booked.
    if (error instanceof PriceChangedError) {
      return data(
        { error: m.booking_price_changed({ price: formatBookingPriceWithVat(error.price) }) },
        { status: 409, headers: PERSONAL },
      );
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

/** The price in pence a booking step's form showed, when it sent one a number can be read from. */
function shownPrice(value: FormDataEntryValue | null): number | undefined {
  return typeof value === "string" && /^\d{1,7}$/.test(value) ? Number(value) : undefined;
}

/** A link that could not be sent, in the learner's words. */
function verificationRefusal(sent: Exclude<VerificationSend, { sent: true }>): string {
  if (sent.reason === "unavailable") return m.booking_link_unavailable();
  return m.booking_link_limited({ count: Math.max(1, Math.ceil(sent.retryAfter / 60)) });
}
