import type Stripe from "stripe";
import type { CardPayments } from "~/platform/settings.server";
import { stripeClient } from "./stripe-client.server";

/** How a paid session was paid: read back from Stripe, since a session names its PaymentIntent only by id. */
export type PaidWith = { paymentIntentId: string | null; cardBrand: string | null; cardLast4: string | null };

/** How long a page may wait on Stripe: a page the learner is looking at asks once, briefly, and says so if Stripe is slow. */
const QUICK: Stripe.RequestOptions = { timeout: 4_000, maxNetworkRetries: 0 };

/**
 * A Checkout Session as Stripe has it now, with the PaymentIntent and card behind it. `quick`
 * for a page being drawn: one try of at most four seconds, where a webhook or a form waits the
 * package's usual ten seconds and two more tries. Throws when Stripe does not answer.
 */
export function readSession(card: CardPayments, sessionId: string, { quick = false } = {}): Promise<Stripe.Checkout.Session> {
  return stripeClient(card).checkout.sessions.retrieve(sessionId, { expand: ["payment_intent.latest_charge"] }, quick ? QUICK : undefined);
}

/** The PaymentIntent and the card of a session read with readSession. */
export function paidWithOf(session: Stripe.Checkout.Session): PaidWith {
  const intent = typeof session.payment_intent === "string" ? undefined : session.payment_intent;
  const charge = intent && typeof intent.latest_charge === "object" ? intent.latest_charge : undefined;
  const cardUsed = charge?.payment_method_details?.card;
  return {
    paymentIntentId: typeof session.payment_intent === "string" ? session.payment_intent : (intent?.id ?? null),
    cardBrand: cardUsed?.brand ?? null,
    cardLast4: cardUsed?.last4 ?? null,
  };
}

/** Reads the PaymentIntent and the card behind a paid session from Stripe. */
export type ReadPaidWith = (sessionId: string) => Promise<PaidWith>;

/**
 * What Stripe says became of one of the site's Checkout Sessions: paid (with the amount and
 * currency it took), or closed unpaid. From a signed event, or from Stripe's answer when the
 * site asked (open-checkout.server.ts).
 */
export type SessionNews = { sessionId: string; happened: "paid" | "expired"; amountTotal: number | null; currency: string | null };
