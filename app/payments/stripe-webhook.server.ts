import type { CardPayments } from "~/platform/settings.server";
import type { Database } from "~/database/database.server";
import { sendDueRefunds } from "./card-refunds.server";
import { Stripe, verifiedEvent } from "./stripe-client.server";
import { paidWithOf, readSession, type ReadPaidWith } from "./stripe-sessions.server";

/** What a Stripe event did: nothing new (`repeated`, `ignored`), or the change it made. */
export type CardEventOutcome = "ignored" | "repeated" | "recorded" | "confirmed" | "released" | "refund-owed";

/** What a Stripe event did, and to which payment. */
export type CardEventResult = { outcome: CardEventOutcome; paymentId?: string };

/**
 * How the site acts on a verified event: handed to the webhook by its route (the seat entrance's
 * `cardEventReaction`, app/bookings/card-events.server.ts), as Ghost hands its webhook service the
 * members repository, so that payments never import bookings.
 */
export type CardEventReaction = (event: Stripe.Event, readPaidWith: ReadPaidWith) => Promise<CardEventResult>;

/** How the webhook answers a delivery: 2xx tells Stripe to stop, 400 that the delivery is bad and retrying will not help. */
export type WebhookAnswer = { status: 200 | 400 | 404; message: string; outcome?: CardEventOutcome };

/**
 * One delivery to `POST /webhooks/stripe` (decision 47): the raw body's signature checked with the
 * endpoint's secret and its timestamp's age, then the event handed to `react` (the seat entrance's).
 * A forged, stale or unsigned delivery is a 400 and changes nothing; an event of a kind the site
 * does not act on, or about a session it did not make, is a 200 that changes nothing, so Stripe
 * stops sending it. A failure of the database or of Stripe's API throws: the route's 500 makes
 * Stripe deliver it again later, and the event's id was not stored.
 */
export async function receiveStripeWebhook(
  db: Database,
  body: Uint8Array,
  signature: string | null,
  card: CardPayments | undefined,
  react: CardEventReaction,
): Promise<WebhookAnswer> {
  if (!card) return { status: 404, message: "Card payments are not set up on this site." };
  if (!signature) return { status: 400, message: "The delivery has no Stripe-Signature header." };
  let event: Stripe.Event;
  try {
    event = verifiedEvent(body, signature, card);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      return { status: 400, message: "The delivery's signature is not this endpoint's, or it is too old." };
    }
    // A body that is not an event at all.
    return { status: 400, message: "The delivery is not a Stripe event." };
  }
  const { outcome, paymentId } = await react(event, async (sessionId) => paidWithOf(await readSession(card, sessionId)));
  // This payment's refund only: Stripe waits for the answer, and the sweeper sends any other.
  if (outcome === "refund-owed") await sendDueRefunds(db, card, paymentId);
  return { status: 200, message: outcome, outcome };
}
