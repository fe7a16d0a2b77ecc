import { Counter, register } from "prom-client";
import type { WebhookAnswer } from "./stripe-webhook.server";

const name = "brightline_webhook_events_total";

/** Stripe's deliveries by what came of them: an event's outcome, or why it was refused (issue 67). */
const outcomes =
  (register.getSingleMetric(name) as Counter<"outcome"> | undefined) ??
  new Counter({ name, help: "Stripe webhook deliveries, by what came of them", labelNames: ["outcome"] });

export function countWebhook(answer: WebhookAnswer): void {
  outcomes.inc({ outcome: answer.outcome ?? (answer.status === 404 ? "not-set-up" : "refused") });
}
