import { randomUUID } from "node:crypto";
import { z } from "zod";
import { data, redirect, type RouterContextProvider } from "react-router";
import { postedForm } from "~/platform/posted-form.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { settings } from "~/platform/settings.server";
import { requireAccount } from "~/identity/session-middleware.server";
import { isoDay, studioDay } from "~/config/calendar-day";
import { database } from "~/database/database.server";
import { pageMeta } from "~/seo/page-meta.server";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { traderFacts } from "~/legal/trader.server";
import { billingCountryChoices, readBillingDetails } from "~/invoices/billing-details.server";
import type { BillingField, BillingTyped } from "~/invoices/billing-details";
import { bookerOf, bookingBlock } from "./booker.server";
import { blockWords } from "./booking-block-notice";
import { CohortNotBookableError, CohortNotFoundError, SubmissionTakenError } from "./book-seat.server";
import { releaseExpired } from "./seat-changes.server";
import { seatTimes } from "./seat-times.server";
import { addressed } from "./booking-step.server";
import { cohortListing } from "./upcoming-cohorts.server";
import { payTeamOrderByCard } from "./team-card-payments.server";
import { orderTeamSeats, TEAM_SEATS_MAX, teamDueOn, TeamSeatsShortError } from "./order-team-seats.server";

type TeamStepArgs = { request: Request; context: Readonly<RouterContextProvider>; params: { slug: string; cohortId: string } };

const PERSONAL = { "Cache-Control": "private, no-cache" };

/** The fewest seats a team order takes: one seat is a booking of one's own. */
export const TEAM_SEATS_MIN = 2;

/**
 * A cohort's team order step (`/courses/:slug/book/:cohortId/team`, issue 66), for the signed-in
 * buyer: the cohort, its seats free to newcomers, the price of one, how many seats, the company
 * on the invoice, and how to pay: by card now, or on invoice within the payment terms. A free or closed cohort, or
 * one with no two seats free, says so instead of a form.
 */
export async function teamOrderStep(args: TeamStepArgs) {
  const { course, cohortId } = addressed(args.params);
  const { user, standing } = await requireAccount(args);
  const booker = bookerOf(user, standing);
  const db = await database();
  const times = seatTimes();
  await releaseExpired(db, times, cohortId);
  const cohort = await cohortListing(db, course, cohortId, times.now);
  if (!cohort) throw data(null, { status: 404 });
  const orderable = cohort.open && cohort.startsOn > isoDay(times.now) && cohort.price > 0 && cohort.seatsLeft >= TEAM_SEATS_MIN;
  const terms = settings().booking.teamPaymentTermsDays;
  return data(
    {
      course: { slug: course.slug, title: course.title },
      cohort,
      orderable,
      booker: { name: booker.name.trim() || booker.email || "", email: booker.email },
      block: bookingBlock(booker),
      seatsMin: TEAM_SEATS_MIN,
      seatsMax: Math.min(TEAM_SEATS_MAX, cohort.seatsLeft),
      termsDays: terms,
      // A team may pay by card when the site takes cards; on invoice always.
      card: settings().booking.card !== undefined,
      dueOn: teamDueOn(studioDay(times.now), terms, cohort.startsOn),
      trader: traderFacts(),
      billingCountries: billingCountryChoices(),
      submissionId: randomUUID(),
      meta: pageMeta({
        title: m.team_step_title({ course: course.title }),
        description: m.team_step_description({ course: course.title }),
      }),
    },
    { headers: PERSONAL },
  );
}

/** What a refused team order gives back: each field's problem beside it, and what was typed. */
export type TeamOrderRefusal = {
  error: string;
  seatsError?: string;
  seatsTyped?: string;
  billingErrors?: Partial<Record<BillingField, string>>;
  billingTyped?: BillingTyped;
};

/** The buyer's team order: its seats taken all together or none, then the order's own page. */
export async function answerTeamOrderStep(args: TeamStepArgs) {
  const { request } = args;
  requireSiteOrigin(request);
  const { course, cohortId } = addressed(args.params);
  const { user, standing } = await requireAccount(args);
  const posted = await postedForm(request);
  const refused = (refusal: TeamOrderRefusal, status = 400) => data(refusal, { status, headers: PERSONAL });
  const submissionId = posted.ok ? posted.form.get("submissionId") : null;
  if (!z.uuid().safeParse(submissionId).success) return refused({ error: m.booking_form_stale() });
  const seatsTyped = posted.ok ? String(posted.form.get("seats") ?? "").trim() : "";
  const seats = /^\d{1,3}$/.test(seatsTyped) ? Number(seatsTyped) : Number.NaN;
  const seatsError =
    Number.isNaN(seats) || seats < TEAM_SEATS_MIN || seats > TEAM_SEATS_MAX
      ? m.team_step_seats_range({ min: TEAM_SEATS_MIN, max: TEAM_SEATS_MAX })
      : undefined;
  // The company is what makes it a team order: it is asked for, not folded away.
  const billing = readBillingDetails(posted);
  const company = billing.ok ? billing.billing : undefined;
  const billingRefusal = !billing.ok
    ? { billingErrors: billing.errors, billingTyped: billing.typed }
    : {
        billingErrors: { company: m.billing_company_missing(), address: m.billing_address_missing(), country: m.billing_country_missing() },
      };
  if (seatsError || !company) {
    return refused({ error: m.team_step_refused(), seatsError, seatsTyped, ...(company ? {} : billingRefusal) });
  }
  const card = settings().booking.card;
  // A form without the choice (no cards on the site, or a page from before) orders on invoice.
  const chosen = posted.ok ? (posted.form.get("payment") ?? "invoice") : "invoice";
  if ((chosen !== "invoice" && chosen !== "card") || (chosen === "card" && !card)) {
    return refused({ error: chosen === "card" ? m.payment_card_unavailable() : m.payment_choose(), seatsTyped });
  }
  const booker = bookerOf(user, standing);
  const block = bookingBlock(booker);
  if (block || !booker.email) return refused({ error: blockWords[block ?? "no-email"].refusal() }, 409);
  const db = await database();
  try {
    const { order, repeated } = await orderTeamSeats(db, {
      courseSlug: course.slug,
      cohortId,
      accountId: user.uid,
      name: booker.name,
      email: booker.email,
      submissionId: submissionId as string,
      seats,
      billing: company,
      payment:
        chosen === "card"
          ? { method: "card", holdMinutes: card!.holdMinutes }
          : { method: "invoice", termsDays: settings().booking.teamPaymentTermsDays },
      ...seatTimes(),
    });
    // By card, straight on to Stripe's page; the same form sent again goes to the order's page.
    if (order.paymentMethod === "card" && order.state === "held" && !repeated) return payTeamOrderByCard(db, order, request);
    return redirect(localizedPath(`/account/team-orders/${order.reference}`), { status: 303 });
  } catch (error) {
    if (error instanceof CohortNotFoundError) throw data(null, { status: 404 });
    if (error instanceof TeamSeatsShortError) {
      return refused(
        {
          error: m.team_step_refused(),
          seatsError: error.free === 0 ? m.team_step_seats_none() : m.team_step_seats_short({ count: error.free }),
          seatsTyped,
        },
        409,
      );
    }
    if (error instanceof SubmissionTakenError) return refused({ error: m.booking_form_stale() });
    if (error instanceof CohortNotBookableError) return refused({ error: m.booking_stopped() }, 409);
    throw error;
  }
}
