import type { Database } from "~/database/database.server";
import {
  finishSending,
  markDelivered,
  markDeliveryFailed,
  sentInLastMinute,
  takeDueDeliveries,
} from "~/newsletter/newsletter-deliveries.server";
import type { MailTransport } from "./mail-transport.server";
import { newsletterMail } from "./newsletter-mail.server";

/** Deliveries taken at a time: few, so that a stop between batches comes soon and leaves little leased. */
const BATCH = 20;

/** An SMTP reply of 5xx is a permanent refusal (no such mailbox, policy): trying again would only repeat it. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * Sends the newsletters' due deliveries, a batch at a time, while the rate allows: `rate` mails
 * in any minute, counted in the database across instances and restarts. Each is recorded as
 * sent as soon as the mail server took it, so a restart goes on where this stopped; `stopping`
 * is asked between batches (the sender is shutting down). Newsletters left with nothing to send
 * are marked sent. The log names deliveries by id, never an address.
 */
export async function sendDueNewsletters(
  db: Database,
  transport: MailTransport,
  context: { from: string; siteUrl: string },
  { rate, now = () => new Date(), stopping = () => false }: { rate: number; now?: () => Date; stopping?: () => boolean },
): Promise<{ sent: number; failed: number; finished: string[] }> {
  let sent = 0;
  let failed = 0;
  const finished: string[] = [];
  while (!stopping()) {
    const allowance = rate - (await sentInLastMinute(db, now()));
    if (allowance <= 0) break;
    const due = await takeDueDeliveries(db, { now: now(), limit: Math.min(BATCH, allowance) });
    if (due.length === 0) break;
    for (const delivery of due) {
      try {
        await transport.send(newsletterMail(delivery.newsletter, delivery.subscriber, context, delivery.id));
        await markDelivered(db, delivery.id, now());
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const givenUp = await markDeliveryFailed(db, delivery, { message, permanent: isPermanent(error) }, now());
        failed += 1;
        console.error(
          `Newsletter: delivery ${delivery.id} failed (try ${delivery.attempts})${givenUp ? " for good" : "; it will be tried again"}. ${message}`,
        );
      }
    }
    finished.push(...(await finishSending(db, [...new Set(due.map((delivery) => delivery.newsletter.id))], now())));
  }
  if (sent + failed > 0) console.log(`Newsletter: ${sent} sent, ${failed} failed in this pass.`);
  return { sent, failed, finished };
}
