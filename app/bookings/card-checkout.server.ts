import { eq } from "drizzle-orm";
import { m } from "~/i18n/paraglide/messages.js";
import { type Locale, localizedPath, savedLocale } from "~/i18n/locale";
import type { CardPayments } from "~/platform/settings.server";
import { site } from "~/config/site";
import { findCourse } from "~/content/courses.server";
import type { Database } from "~/database/database.server";
import { bookings, cardPayments, cohorts, type CardPayment } from "~/database/schema.server";
import type { Booking } from "./book-seat.server";
import { changeSeats, SeatChangeError, type SeatTimes } from "./seat-entrance.server";
import { cardPaymentsOf } from "~/payments/card-payment-records.server";
import { stripeClient } from "~/payments/stripe-client.server";
import { askAboutOpenPage, closeOpenPage } from "./open-checkout.server";
import { LEAST_TIME_TO_PAY, MINUTE, SESSION_ENDS_BEFORE_HOLD, SHORTEST_SESSION } from "~/payments/checkout-times";

/** The most payments a learner may start for one seat: each renews the hold, so the seat is not kept for ever. */
export const MOST_SESSIONS = 3;

/** Stripe did not answer, or refused: the seat stays held and nothing is lost; the learner can try again. */
export class CardPaymentUnavailableError extends Error {
  override name = "CardPaymentUnavailableError";
}

export type CheckoutContext = { card: CardPayments; siteUrl: string; times: SeatTimes };

/** Where a request for a payment page sends the learner: to Stripe's page, or back to the booking's, where a payment is being confirmed. */
export type CheckoutAnswer = { url: string } | { confirming: true };

/**
 * Sends the learner to pay for their held seat by card (decision 47): one booking, one open
 * payment page (issue 61). A page still open is asked about at Stripe first: while it takes
 * payments and has time left, the learner goes back to it; if it was paid, the payment is
 * settled now and the learner goes to the booking's page; one with too little time left is
 * closed at Stripe, and only once Stripe has said it was not paid is a new one made. When Stripe
 * cannot say, nothing new is made (PaymentOutcomeUnknownError). A new page is a Checkout Session
 * that closes five minutes before the hold ends; a hold with too little time left for Stripe's
 * shortest session is renewed first, through the seat entrance. The amount is the booking's,
 * which it took from the cohort's row when the seat was held.
 */
export async function startCardCheckout(db: Database, booking: Booking, context: CheckoutContext): Promise<CheckoutAnswer> {
  const { card, times } = context;
  if (booking.state !== "held" || booking.paymentMethod !== "card") throw new SeatChangeError(m.seat_not_waiting_card());
  // A team's seat is paid with its order, by its buyer (team-card-payments.server.ts).
  if (booking.teamOrderId) throw new SeatChangeError(m.team_seat_with_buyer());
  const earlier = await cardPaymentsOf(db, booking.id);
  if (earlier.some(paysForSeat)) throw new SeatChangeError(m.seat_payment_arrived());
  const back = await backToEarlierPage(db, earlier, context);
  if (back) return back;
  const holdUntil = await holdLongEnough(db, booking, card, times);
  // Everything the session is made of comes from the booking's row, so that two requests for it
  // send Stripe the same parameters under the same key, whatever the language of their pages.
  return openPaymentPage(db, context, {
    owner: { bookingId: booking.id },
    what: "booking",
    reference: booking.reference,
    metadataKey: "booking_reference",
    quantity: 1,
    unitAmount: booking.price,
    email: booking.email,
    cohortId: booking.cohortId,
    locale: booking.locale,
    // Back from Stripe to the booking's page in the language it was made in.
    returnPath: `/account/bookings/${booking.reference}`,
    holdUntil,
    // Two requests at once that both found no page open (a double click, the package's own
    // retry) get the same session, never a second.
    idempotencyKey: `checkout-${booking.id}-${earlier.length}`,
  });
}

/** What a new payment page is for: a seat's booking or a team order, and everything its session is made of. */
export type PaymentPageFor = {
  owner: { bookingId: string } | { teamOrderId: string };
  what: "booking" | "team order";
  reference: string;
  metadataKey: "booking_reference" | "team_order_reference";
  quantity: number;
  /** One seat's price in minor units, as the booking or order kept it. */
  unitAmount: number;
  email: string;
  cohortId: string;
  /** The language it was made in: Stripe's page and the way back are in it. */
  locale: string;
  returnPath: string;
  holdUntil: Date;
  idempotencyKey: string;
};

/**
 * Opens a Checkout Session that closes five minutes before the hold ends, and records it for
 * its booking or team order. Stripe not answering, or answering without an address, is
 * CardPaymentUnavailableError: a hold renewed for it stays renewed, and the next try sends the
 * same parameters under the same key, so that a page Stripe made but whose answer was lost comes back.
 */
export async function openPaymentPage(
  db: Database,
  { card, siteUrl, times }: CheckoutContext,
  page: PaymentPageFor,
): Promise<CheckoutAnswer> {
  const locale = savedLocale(page.locale);
  const [cohort] = await db.select({ courseSlug: cohorts.courseSlug }).from(cohorts).where(eq(cohorts.id, page.cohortId));
  const course = findCourse(cohort?.courseSlug ?? "", locale);
  const back = `${siteUrl}${localizedPath(page.returnPath, locale)}`;
  const description = `${page.what[0]!.toUpperCase()}${page.what.slice(1)} ${page.reference}`;
  let session;
  try {
    session = await stripeClient(card).checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: page.quantity,
            price_data: {
              currency: site.currency.toLowerCase(),
              unit_amount: page.unitAmount,
              product_data: { name: `${course?.title ?? "Course"}, ${page.what} ${page.reference}` },
            },
          },
        ],
        customer_email: page.email,
        client_reference_id: page.reference,
        metadata: { [page.metadataKey]: page.reference },
        payment_intent_data: { metadata: { [page.metadataKey]: page.reference }, description },
        expires_at: Math.floor((page.holdUntil.getTime() - SESSION_ENDS_BEFORE_HOLD) / 1000),
        locale: STRIPE_LOCALES[locale],
        success_url: `${back}?payment=returned`,
        cancel_url: `${back}?payment=cancelled`,
      },
      { idempotencyKey: page.idempotencyKey },
    );
  } catch (error) {
    throw new CardPaymentUnavailableError("Stripe did not open a payment page.", { cause: error });
  }
  if (!session.url) throw new CardPaymentUnavailableError("Stripe opened a payment page without an address.");
  await db
    .insert(cardPayments)
    .values({
      ...page.owner,
      sessionId: session.id,
      amount: session.amount_total ?? page.unitAmount * page.quantity,
      currency: session.currency ?? site.currency.toLowerCase(),
      expiresAt: new Date(session.expires_at * 1000),
      createdAt: times.now,
    })
    .onConflictDoNothing();
  return { url: session.url };
}

/**
 * Where the payer's earlier pages at Stripe send them before a new one is made: back to a page
 * still open with time enough left (or to the last one allowed, however little it has), or to
 * their own page when Stripe says one was paid or is being paid; one with too little time left is
 * closed at Stripe first. Undefined when a new page may be made; refused after MOST_SESSIONS.
 * For a seat and for a team order alike.
 */
export async function backToEarlierPage(
  db: Database,
  earlier: readonly CardPayment[],
  { card, times }: CheckoutContext,
): Promise<CheckoutAnswer | undefined> {
  const lastAllowed = earlier.length >= MOST_SESSIONS;
  for (const open of earlier.filter((payment) => payment.state === "open")) {
    let answer = await askAboutOpenPage(db, open, card, times);
    if (answer.state === "open" && (lastAllowed || answer.closesAt.getTime() - times.now.getTime() >= LEAST_TIME_TO_PAY))
      return { url: answer.url };
    if (answer.state === "open") answer = await closeOpenPage(db, open, card, times);
    if (answer.state === "paid" || answer.state === "pending") return { confirming: true };
    // Stripe would not close it and still takes payments on it: the payer goes back to it.
    if (answer.state === "open") return { url: answer.url };
  }
  if (lastAllowed) throw new SeatChangeError(m.seat_too_many_payments({ count: MOST_SESSIONS }));
  return undefined;
}

/** A payment that pays for the seat: paid, and neither refunded nor owed back (a wrong amount, a second payment). */
const paysForSeat = (payment: CardPayment) => payment.state === "paid" && payment.refundDue === null && payment.refundId === null;

/** The languages Stripe's page is shown in, by the booking's language. */
const STRIPE_LOCALES: Record<Locale, "en-GB" | "de"> = { "en-GB": "en-GB", de: "de" };

/**
 * When the hold ends, renewed to a full card hold through the entrance if too little is left for
 * Stripe's shortest session. Two requests at once renew it once: the second finds it long enough,
 * and both ask Stripe for the same session.
 */
async function holdLongEnough(db: Database, booking: Booking, card: CardPayments, times: SeatTimes): Promise<Date> {
  const { now } = times;
  const longEnough = (until: Date | null) =>
    until !== null && until.getTime() - SESSION_ENDS_BEFORE_HOLD - now.getTime() >= SHORTEST_SESSION;
  if (longEnough(booking.holdUntil)) return booking.holdUntil!;
  return changeSeats(db, booking.cohortId, times, async (desk) => {
    const [current] = await desk.tx.select().from(bookings).where(eq(bookings.id, booking.id)).for("update");
    if (!current || current.state !== "held") throw new SeatChangeError(m.seat_hold_ran_out());
    if (longEnough(current.holdUntil)) return current.holdUntil!;
    const until = new Date(now.getTime() + card.holdMinutes * MINUTE);
    await desk.tx.update(bookings).set({ holdUntil: until, updatedAt: now }).where(eq(bookings.id, booking.id));
    return until;
  });
}
