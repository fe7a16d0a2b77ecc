import { LRUCache } from "lru-cache";
import type { CardPayments } from "~/platform/settings.server";
import type { Database } from "~/database/database.server";
import type { CardPayment } from "~/database/schema.server";
import type { SeatTimes } from "./seat-entrance.server";
import { askAboutOpenPage, PaymentOutcomeUnknownError } from "./open-checkout.server";

/** What a held card seat's page offers: a new payment page, the open one again, or nothing while a payment may be on its way. */
export type HeldCardStep = "pay" | "continue" | "confirming";

/**
 * How often a page asks Stripe about one session: the page waiting for a payment looks again
 * every five seconds by itself, and asking each time would cost each look up to four seconds
 * while Stripe is slow. In between, it answers with what Stripe said last (or "confirming").
 */
const ASK_AGAIN_AFTER_MS = 15_000;
/** By session: what Stripe's last answer meant, and when (on the seat clock, which tests move). */
const lastAnswers = new LRUCache<string, { said: HeldCardStep; at: number }>({ max: 5_000 });

/**
 * What a held card seat's page offers (issue 61): a new payment page only when none is open; the
 * open one again while Stripe takes payments on it; nothing while a payment may be on its way.
 * Back from Stripe, or with a page past its end that Stripe has not told of, it asks Stripe,
 * briefly and at most every 15 seconds a session, what became of it, and settles a payment Stripe
 * has taken at once (`settled`: read the booking again). Without card settings, it goes by what
 * the site knows.
 */
export async function heldCardStep(
  db: Database,
  payments: readonly CardPayment[],
  { backFromStripe, card, times }: { backFromStripe: boolean; card: CardPayments | undefined; times: SeatTimes },
): Promise<{ step: HeldCardStep; settled?: boolean }> {
  const open = payments.filter((payment) => payment.state === "open");
  if (open.length === 0) return { step: "pay" };
  const mustAsk = backFromStripe || open.some((payment) => payment.expiresAt <= times.now);
  if (!card || !mustAsk) return { step: backFromStripe ? "confirming" : "continue" };
  let step: HeldCardStep = "pay";
  for (const payment of open) {
    const last = lastAnswers.get(payment.sessionId);
    const fresh = last && times.now.getTime() - last.at < ASK_AGAIN_AFTER_MS;
    const said = fresh ? last.said : await ask(db, payment, card, times);
    if (said === "settled") return { step: "confirming", settled: true };
    if (said === "confirming") step = "confirming";
    else if (said === "continue" && step === "pay") step = "continue";
  }
  return { step };
}

/** What one open page means for the booking's page, as Stripe says now; kept for ASK_AGAIN_AFTER_MS. */
async function ask(db: Database, payment: CardPayment, card: CardPayments, times: SeatTimes): Promise<HeldCardStep | "settled"> {
  let said: HeldCardStep | "settled";
  try {
    const answer = await askAboutOpenPage(db, payment, card, times, { quick: true });
    said = answer.state === "paid" ? "settled" : answer.state === "pending" ? "confirming" : answer.state === "open" ? "continue" : "pay";
  } catch (error) {
    if (!(error instanceof PaymentOutcomeUnknownError)) throw error;
    said = "confirming";
  }
  // A settled or closed page is the database's news from now on; only an open or unknown one is worth remembering.
  if (said === "continue" || said === "confirming") lastAnswers.set(payment.sessionId, { said, at: times.now.getTime() });
  return said;
}

/** Where the payer came back from Stripe's page, as its return addresses say; anything else is nothing. */
export function paymentReturn(value: string | null) {
  return value === "returned" || value === "cancelled" || value === "unavailable" ? value : undefined;
}
