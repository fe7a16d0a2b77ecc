import { redirect } from "react-router";
import { localizedPath } from "~/i18n/locale";
import { settings } from "~/platform/settings.server";
import type { Database } from "~/database/database.server";
import type { Booking } from "./book-seat.server";
import { seatTimes } from "./seat-times.server";
import { CardPaymentUnavailableError, startCardCheckout, type CheckoutAnswer, type CheckoutContext } from "./card-checkout.server";
import { PaymentOutcomeUnknownError } from "./open-checkout.server";

/**
 * Answers a form that pays a held seat by card: a 303 to Stripe's payment page (the one still
 * open, or a new one), so that the page that sent it needs no script; or to the booking's page
 * when Stripe says the open one was paid, which then says the payment is being confirmed. When
 * Stripe cannot be reached, a 303 to the booking's page, which says so and keeps the seat held;
 * nothing the learner did is lost, and no second page is made. A refusal (the hold ran out, too
 * many payments started) is thrown as the entrance's SeatChangeError, for the caller's words.
 */
export function payByCard(db: Database, booking: Booking, request: Request): Promise<Response> {
  const page = localizedPath(`/account/bookings/${booking.reference}`);
  return redirectToCheckout(page, booking.reference, request, (context) => startCardCheckout(db, booking, context));
}

/** payByCard's answer for whatever `start` sends to pay (a seat, or a team order's seats), coming back to `page`. */
export async function redirectToCheckout(
  page: string,
  reference: string,
  request: Request,
  start: (context: CheckoutContext) => Promise<CheckoutAnswer>,
): Promise<Response> {
  const card = settings().booking.card;
  if (!card) return redirect(`${page}?payment=unavailable`, 303);
  try {
    // The learner comes back to the address they paid from (the request gate has checked its origin).
    const answer = await start({ card, siteUrl: new URL(request.url).origin, times: seatTimes() });
    return redirect("url" in answer ? answer.url : `${page}?payment=returned`, 303);
  } catch (error) {
    if (!(error instanceof CardPaymentUnavailableError) && !(error instanceof PaymentOutcomeUnknownError)) throw error;
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
    console.error(`Payments: no payment page for ${reference}. ${cause}`);
    return redirect(`${page}?payment=unavailable`, 303);
  }
}
