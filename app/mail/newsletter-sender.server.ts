import type { Database } from "~/database/database.server";
import {
  DELIVERY_BATCH,
  finishSending,
  markDelivered,
  markDeliveryFailed,
  releaseDeliveries,
  sentInLastMinute,
  takeDueDeliveries,
} from "~/newsletter/newsletter-deliveries.server";
import type { MailTransport } from "./mail-transport.server";
import { newsletterMail } from "./newsletter-mail.server";

/** How long deliveries wait after the mail server could not be reached at all. */
const SERVER_AWAY_MS = 60_000;

type SmtpError = { code?: unknown; command?: unknown; responseCode?: unknown };

/**
 * A refusal of this one address for good: the mail server answered RCPT TO with a 5xx (no such
 * mailbox). A 5xx to anything else (the login, the sender, the message) says something of the
 * site's own mail, not of the address, and suppresses no one.
 */
function isAddressRefused(error: unknown): boolean {
  const { code, command, responseCode } = error as SmtpError;
  return code === "EENVELOPE" && command === "RCPT TO" && typeof responseCode === "number" && responseCode >= 550 && responseCode < 560;
}

/** The mail server could not be reached, or said it is closing (421): a try that says nothing of the address. */
function isServerAway(error: unknown): boolean {
  const { code, responseCode } = error as SmtpError;
  return code === "ECONNECTION" || code === "ETIMEDOUT" || code === "ESOCKET" || code === "EDNS" || responseCode === 421;
}

/**
 * Sends the newsletters' due deliveries, a batch at a time, while the rate allows: `rate` mails
 * in any minute, counted in the database across instances and restarts, and at most `most` in
 * this pass (the outbox's own mail goes between passes). Each is recorded as sent as soon as the
 * mail server took it, so a restart goes on where this stopped; `stopping` is asked between
 * batches. A mail server that cannot be reached ends the pass and puts the batch back, spending
 * none of its tries. Newsletters left with nothing to send are then marked sent. The log names
 * deliveries by id, never an address.
 */
export async function sendDueNewsletters(
  db: Database,
  transport: MailTransport,
  context: { from: string; siteUrl: string; stream?: string },
  {
    rate,
    most = Number.POSITIVE_INFINITY,
    now = () => new Date(),
    stopping = () => false,
  }: { rate: number; most?: number; now?: () => Date; stopping?: () => boolean },
): Promise<{ sent: number; failed: number; finished: string[] }> {
  let sent = 0;
  let failed = 0;
  let away = false;
  while (!stopping() && !away && sent + failed < most) {
    const allowance = Math.min(rate - (await sentInLastMinute(db, now())), most - sent - failed);
    if (allowance <= 0) break;
    const { due, taken } = await takeDueDeliveries(db, { now: now(), limit: Math.min(DELIVERY_BATCH, allowance) });
    if (taken === 0) break;
    for (const [index, delivery] of due.entries()) {
      try {
        await transport.send(newsletterMail(delivery.newsletter, delivery.subscriber, context, delivery.id));
        await markDelivered(db, delivery.id, now());
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (isServerAway(error)) {
          away = true;
          await releaseDeliveries(
            db,
            due.slice(index).map((rest) => rest.id),
            new Date(now().getTime() + SERVER_AWAY_MS),
          );
          console.error(`Newsletter: the mail server could not be reached; ${due.length - index} deliveries wait a minute. ${message}`);
          break;
        }
        const givenUp = await markDeliveryFailed(db, delivery, { message, permanent: isAddressRefused(error) }, now());
        failed += 1;
        console.error(
          `Newsletter: delivery ${delivery.id} failed (try ${delivery.attempts})${givenUp ? " for good" : "; it will be tried again"}. ${message}`,
        );
      }
    }
  }
  // Every newsletter with nothing left, whether this pass sent its last or its last subscriber left.
  const finished = await finishSending(db, now());
  if (sent + failed > 0) console.log(`Newsletter: ${sent} sent, ${failed} failed in this pass.`);
  return { sent, failed, finished };
}
