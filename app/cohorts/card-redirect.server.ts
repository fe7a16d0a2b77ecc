import { redirect } from "react-router";
import { settings } from "~/.server/settings.server";
import type { Database } from "~/database/database.server";
import type { Booking } from "./book-seat.server";
import { seatTimes } from "./seat-times.server";
import { CardPaymentUnavailableError, startCardCheckout } from "./card-checkout.server";

/**
 * Answers a form that pays a held seat by card: a 303 to Stripe's payment page, so that the page
 * that sent it needs no script. When Stripe cannot be reached, a 303 to the booking's page, which
 * says so and keeps the seat held; nothing the learner did is lost. A refusal (the hold ran out,
 * too many payments started) is thrown as the entrance's SeatChangeError, for the caller's words.
 */
export async function payByCard(db: Database, booking: Booking, request: Request): Promise<Response> {
  const card = settings().booking.card;
  const page = `/account/bookings/${booking.reference}`;
  if (!card) return redirect(`${page}?payment=unavailable`, 303);
  try {
    // The learner comes back to the address they paid from (the request gate has checked its origin).
    const { url } = await startCardCheckout(db, booking, { card, siteUrl: new URL(request.url).origin, times: seatTimes() });
    return redirect(url, 303);
  } catch (error) {
    if (!(error instanceof CardPaymentUnavailableError)) throw error;
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
    console.error(`Payments: no payment page for ${booking.reference}. ${cause}`);
    return redirect(`${page}?payment=unavailable`, 303);
  }
}
