import { and, eq, ne } from "drizzle-orm";
import { m } from "~/i18n/paraglide/messages.js";
import type { CardPayments } from "~/.server/settings.server";
import { site } from "~/config/site";
import { findCourse } from "~/content/courses.server";
import type { Database } from "~/database/database.server";
import { bookings, cardPayments } from "~/database/schema.server";
import type { Booking } from "./book-seat.server";
import { changeSeats, SeatChangeError, type SeatTimes } from "./seat-entrance.server";
import { cardPaymentsOf } from "./payment/card-payment-records.server";
import { closeCheckoutSessions, stripeClient } from "./payment/stripe-client.server";
import { findCohort } from "./staff-cohorts.server";

const MINUTE = 60_000;

/**
 * Stripe's page closes this long before the hold ends: a payment made at its last moment has
 * five minutes for its event to arrive before the seat is released.
 */
export const SESSION_ENDS_BEFORE_HOLD = 5 * MINUTE;
/** The shortest a Checkout Session may stay open, by Stripe's rule (30 minutes), and a minute for the clocks. */
const SHORTEST_SESSION = 31 * MINUTE;
/** The most payments a learner may start for one seat: each renews the hold, so the seat is not kept for ever. */
export const MOST_SESSIONS = 3;

/** Stripe did not answer, or refused: the seat stays held and nothing is lost; the learner can try again. */
export class CardPaymentUnavailableError extends Error {
  override name = "CardPaymentUnavailableError";
}

/** The amount as Stripe counts it: in the currency's minor unit (pence), from the booking's whole pounds. */
export const minorUnits = (amount: number) => amount * 100;

export type CheckoutContext = { card: CardPayments; siteUrl: string; times: SeatTimes };

/**
 * Sends the learner to pay for their held seat by card: a Checkout Session that closes five
 * minutes before the hold ends (decision 47). A hold with too little time left for Stripe's shortest
 * session is renewed first, through the seat entrance; earlier sessions still open are closed at
 * Stripe once the new one is stored, so only the newest can take the payment (and a payment on
 * an older one, made meanwhile, is refunded by the webhook). The amount is the booking's, which
 * it took from the cohort's row when the seat was held. Says where to send the learner.
 */
export async function startCardCheckout(db: Database, booking: Booking, context: CheckoutContext): Promise<{ url: string }> {
  const { card, siteUrl, times } = context;
  if (booking.state !== "held" || booking.paymentMethod !== "card") throw new SeatChangeError(m.seat_not_waiting_card());
  const earlier = await cardPaymentsOf(db, booking.id);
  if (earlier.some((payment) => payment.state === "paid")) throw new SeatChangeError(m.seat_payment_arrived());
  if (earlier.length >= MOST_SESSIONS) throw new SeatChangeError(m.seat_too_many_payments({ count: MOST_SESSIONS }));
  const holdUntil = await holdLongEnough(db, booking, card, times);
  const stripe = stripeClient(card);
  const course = findCourse((await findCohort(db, booking.cohortId))?.courseSlug ?? "");
  const bookingPage = `${siteUrl}/account/bookings/${booking.reference}`;
  let session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: site.currency.toLowerCase(),
              unit_amount: minorUnits(booking.amount),
              product_data: { name: `${course?.title ?? "Course"}, booking ${booking.reference}` },
            },
          },
        ],
        customer_email: booking.email,
        client_reference_id: booking.reference,
        metadata: { booking_reference: booking.reference },
        payment_intent_data: { metadata: { booking_reference: booking.reference }, description: `Booking ${booking.reference}` },
        expires_at: Math.floor((holdUntil.getTime() - SESSION_ENDS_BEFORE_HOLD) / 1000),
        locale: "en-GB",
        success_url: `${bookingPage}?payment=returned`,
        cancel_url: `${bookingPage}?payment=cancelled`,
      },
      // A double click, or the package's own retry, gets the same session, never a second.
      { idempotencyKey: `checkout-${booking.id}-${earlier.length}` },
    );
  } catch (error) {
    throw new CardPaymentUnavailableError("Stripe did not open a payment page.", { cause: error });
  }
  if (!session.url) throw new CardPaymentUnavailableError("Stripe opened a payment page without an address.");
  await db
    .insert(cardPayments)
    .values({
      bookingId: booking.id,
      sessionId: session.id,
      amount: session.amount_total ?? minorUnits(booking.amount),
      currency: session.currency ?? site.currency.toLowerCase(),
      expiresAt: new Date(session.expires_at * 1000),
      createdAt: times.now,
    })
    .onConflictDoNothing();
  await closeEarlierSessions(db, booking.id, session.id, card);
  return { url: session.url };
}

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

/** Closes at Stripe the booking's sessions still open but the newest; one that cannot be closed now closes at its own time. */
async function closeEarlierSessions(db: Database, bookingId: string, newest: string, card: CardPayments): Promise<void> {
  const open = await db
    .select({ sessionId: cardPayments.sessionId })
    .from(cardPayments)
    .where(and(eq(cardPayments.bookingId, bookingId), eq(cardPayments.state, "open"), ne(cardPayments.sessionId, newest)));
  await closeCheckoutSessions(
    card,
    open.map((row) => row.sessionId),
  );
}
