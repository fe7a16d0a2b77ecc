import Stripe from "stripe";
import type { CardPayments } from "~/platform/settings.server";

let made: { card: CardPayments; stripe: Stripe } | undefined;

/**
 * The Stripe API client for the card settings, made once per settings. Pointed at a stand-in on
 * this machine through the package's own host, port and protocol options when `STRIPE_API_URL`
 * says so (the tests' fake of its endpoints). A call that fails is retried twice by the package,
 * with the same idempotency key.
 */
export function stripeClient(card: CardPayments): Stripe {
  if (made?.card === card) return made.stripe;
  const stripe = new Stripe(card.secretKey, {
    ...card.api,
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: "Brightline Digital" },
  });
  made = { card, stripe };
  return stripe;
}

/**
 * Closes Checkout Sessions at Stripe, so that nobody can pay on them any more; says how many it
 * closed. One already closed (paid, or expired) is refused by Stripe and left: its event tells
 * the site the rest.
 */
export async function closeCheckoutSessions(card: CardPayments, sessionIds: readonly string[]): Promise<number> {
  const stripe = stripeClient(card);
  let closed = 0;
  for (const sessionId of sessionIds) {
    if (
      await stripe.checkout.sessions.expire(sessionId).then(
        () => true,
        () => false,
      )
    )
      closed++;
  }
  return closed;
}

/** How old a signed event may be, in seconds: Stripe's own default, against replays of a captured delivery. */
export const EVENT_TOLERANCE_SECONDS = 300;

/** The event a webhook delivery carries, if its signature is the endpoint's and recent; throws Stripe's verification error if not. */
export function verifiedEvent(body: Uint8Array, signature: string, card: CardPayments): Stripe.Event {
  return Stripe.webhooks.constructEvent(body, signature, card.webhookSecret, EVENT_TOLERANCE_SECONDS);
}

export { Stripe };
