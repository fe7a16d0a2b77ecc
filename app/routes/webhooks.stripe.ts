import { settings } from "~/platform/settings.server";
import { receiveStripeWebhook } from "~/payments/stripe-webhook.server";
import { countWebhook } from "~/payments/webhook-count.server";
import { seatTimes } from "~/bookings/seat-times.server";
import { cardEventReaction } from "~/bookings/card-events.server";
import { database } from "~/database/database.server";
import type { Route } from "./+types/webhooks.stripe";
import type { RouteHandle } from "~/types/route-handle";

/** Stripe posts its events as JSON, and a Checkout Session's event is larger than the site's own reports. */
export const handle = { acceptsJson: true, jsonLimit: 64 * 1024 } satisfies RouteHandle;

const TEXT = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/** Stripe's events about the site's Checkout Sessions (decision 47); stripe-webhook.server.ts says what each answer means. */
export async function action({ request }: Route.ActionArgs) {
  // The signature covers the bytes as sent: read them raw, never as parsed JSON.
  const body = new Uint8Array(await request.arrayBuffer());
  const db = await database();
  const answer = await receiveStripeWebhook(
    db,
    body,
    request.headers.get("stripe-signature"),
    settings().booking.card,
    cardEventReaction(db, seatTimes()),
  );
  countWebhook(answer);
  return new Response(`${answer.message}\n`, { status: answer.status, headers: TEXT });
}

export function loader() {
  return new Response("Stripe sends its events here with POST.\n", { status: 405, headers: { Allow: "POST", ...TEXT } });
}
