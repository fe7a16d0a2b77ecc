import { and, eq } from "drizzle-orm";
import type { CardPayments } from "~/platform/settings.server";
import type { Database } from "~/database/database.server";
import { cardPayments, type CardPayment } from "~/database/schema.server";
import { settleSessionNews } from "./card-events.server";
import type { CardEventOutcome } from "~/payments/stripe-webhook.server";
import type { SeatTimes } from "./seat-entrance.server";
import { closeCheckoutSessions } from "~/payments/stripe-client.server";
import { paidWithOf, readSession } from "~/payments/stripe-sessions.server";

/**
 * What became of a payment page the site opened and has not heard the end of (issue 61): a
 * learner who paid may be back before Stripe's event, and a second page made then takes a second
 * payment. So before a new page, and when a page must say where a payment stands, the site asks
 * Stripe about the one still open.
 */
export type OpenPageAnswer =
  /** Stripe still takes a payment on it, at `url`, until `closesAt`. */
  | { state: "open"; url: string; closesAt: Date }
  /** It was paid: the payment is settled now, as its event would have settled it. */
  | { state: "paid"; outcome: CardEventOutcome }
  /** Completed, but the money has not arrived yet (a delayed payment method): its event will tell. */
  | { state: "pending" }
  /** Closed unpaid. */
  | { state: "closed" };

/** Stripe did not answer the question: what became of the page is not known, so nothing new is started. */
export class PaymentOutcomeUnknownError extends Error {
  override name = "PaymentOutcomeUnknownError";
}

/**
 * Asks Stripe what became of a session recorded as open, and acts on it: a paid one is settled
 * through the same path as its event (once, whichever comes first), a closed one recorded as
 * expired. Recording a close changes no seat: the hold runs to its own end, and a new page may
 * renew it. `quick` for a page being drawn. Throws PaymentOutcomeUnknownError when Stripe does
 * not answer.
 */
export async function askAboutOpenPage(
  db: Database,
  payment: CardPayment,
  card: CardPayments,
  times: SeatTimes,
  { quick = false } = {},
): Promise<OpenPageAnswer> {
  let session;
  try {
    session = await readSession(card, payment.sessionId, { quick });
  } catch (error) {
    throw new PaymentOutcomeUnknownError(`Stripe did not say what became of session ${payment.sessionId}.`, { cause: error });
  }
  if (session.status === "open" && session.url) return { state: "open", url: session.url, closesAt: new Date(session.expires_at * 1000) };
  if (session.status === "complete" && (session.payment_status === "paid" || session.payment_status === "no_payment_required")) {
    const news = { sessionId: session.id, happened: "paid" as const, amountTotal: session.amount_total, currency: session.currency };
    const { outcome } = await settleSessionNews(db, news, times, async () => paidWithOf(session));
    return { state: "paid", outcome };
  }
  if (session.status === "complete") return { state: "pending" };
  if (session.status === "expired") {
    await recordClosed(db, payment);
    return { state: "closed" };
  }
  // Open without an address to send the learner to, or a state this code does not know: a
  // payment may still be made on it, so nothing new is started.
  throw new PaymentOutcomeUnknownError(
    `Stripe says session ${payment.sessionId} is ${session.status}, with no page to send the learner to.`,
  );
}

/**
 * Closes an open page at Stripe before a new one is made, and says so; when Stripe will not close
 * it (it was paid, or is being paid, meanwhile), what became of it instead.
 */
export async function closeOpenPage(db: Database, payment: CardPayment, card: CardPayments, times: SeatTimes): Promise<OpenPageAnswer> {
  if ((await closeCheckoutSessions(card, [payment.sessionId])) === 1) {
    await recordClosed(db, payment);
    return { state: "closed" };
  }
  return askAboutOpenPage(db, payment, card, times);
}

/** Records a page Stripe has closed unpaid: its expired event, when it comes, then changes nothing. */
async function recordClosed(db: Database, payment: CardPayment): Promise<void> {
  await db
    .update(cardPayments)
    .set({ state: "expired" })
    .where(and(eq(cardPayments.id, payment.id), eq(cardPayments.state, "open")));
}
