import { and, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { settings, type CardPayments } from "~/platform/settings.server";
import type { Database, Transaction } from "~/database/database.server";
import { bookings, cardPayments, teamOrders, type CardPayment, type Invoice } from "~/database/schema.server";
import type Stripe from "stripe";
import { closeCheckoutSessions, stripeClient } from "./stripe-client.server";
import { issueCreditNote } from "~/invoices/issue-invoices.server";

/**
 * Why a card payment is given back, as `card_payments.refund_reason` keeps it: a payment after
 * its hold had ended and the seat had gone (`late`), a second payment for a paid seat, one for a
 * booking already ended, one of another amount or currency than asked, a learner's cancellation
 * within the policy, a cancelled cohort, a withdrawal from the contract within the 14 days (issue
 * 65), or the staff's own words.
 */
export type RefundReason =
  "late" | "paid-twice" | "ended" | "wrong-amount" | "cancelled" | "cohort-cancelled" | "withdrawn" | `staff: ${string}`;

/**
 * Writes a refund the studio owes on a paid card payment, in the transaction of the change that
 * owes it (decision 47); `sendDueRefunds` makes it at Stripe once that has committed. A seat's
 * payment refunded or owed already is left as it is: one refund a payment. A team order's is
 * refunded in parts, one for each seat cancelled, up to what it took (issue 66).
 */
export async function oweRefund(tx: Transaction, payment: CardPayment, amount: number, reason: RefundReason): Promise<boolean> {
  if (payment.state !== "paid" || amount <= 0) return false;
  if (payment.teamOrderId) {
    // A team order's payment is given back seat by seat: each refund adds to what is owed, never past what it took.
    const owed = await tx
      .update(cardPayments)
      .set({ refundDue: sql`coalesce(${cardPayments.refundDue}, 0) + ${amount}`, refundReason: reason })
      .where(
        and(
          eq(cardPayments.id, payment.id),
          sql`coalesce(${cardPayments.refundDue}, 0) + coalesce(${cardPayments.refundedAmount}, 0) + ${amount} <= ${cardPayments.amount}`,
        ),
      )
      .returning({ id: cardPayments.id });
    return owed.length > 0;
  }
  const owed = await tx
    .update(cardPayments)
    .set({ refundDue: Math.min(amount, payment.amount), refundReason: reason })
    .where(and(eq(cardPayments.id, payment.id), isNull(cardPayments.refundDue), isNull(cardPayments.refundId)))
    .returning({ id: cardPayments.id });
  return owed.length > 0;
}

/**
 * Owes back `amount` of the card payment that paid for a team order (seats cancelled, or its
 * cohort), up to what is left of it; a second payment for the order was owed back in full when it
 * came. Says whether it did.
 */
export async function oweTeamOrderRefund(tx: Transaction, teamOrderId: string, amount: number, reason: RefundReason): Promise<boolean> {
  const [paying] = await tx
    .select()
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.teamOrderId, teamOrderId),
        eq(cardPayments.state, "paid"),
        or(isNull(cardPayments.refundReason), inArray(cardPayments.refundReason, ["cancelled", "cohort-cancelled"])),
      ),
    )
    .for("update");
  if (!paying) return false;
  const left = paying.amount - (paying.refundDue ?? 0) - (paying.refundedAmount ?? 0);
  return oweRefund(tx, paying, Math.min(amount, left), reason);
}

/**
 * Owes a refund in full of the booking's paid card payment, if it has one not refunded yet, and
 * issues the credit note that corrects its invoice; says whether it did. For the changes that
 * end a paid seat (decision 47).
 */
export async function oweBookingRefund(
  tx: Transaction,
  bookingId: string,
  reason: RefundReason,
  now: Date,
  /** What of the payment is kept, in its minor units (a withdrawal after sessions were given at the learner's request); none by default. */
  kept: (paid: CardPayment) => number = () => 0,
): Promise<{ payment: CardPayment; creditNote?: Invoice } | undefined> {
  const [paid] = await tx
    .select()
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.bookingId, bookingId),
        eq(cardPayments.state, "paid"),
        isNull(cardPayments.refundId),
        isNull(cardPayments.refundDue),
      ),
    )
    .for("update");
  const amount = paid ? paid.amount - kept(paid) : 0;
  if (!paid || !(await oweRefund(tx, paid, amount, reason))) return undefined;
  // The contract is undone, wholly or in part: its invoice is corrected as the refund is owed (decision 67).
  const creditNote = await issueCreditNote(tx, bookingId, Math.min(amount, paid.amount), reason, now);
  return { payment: paid, creditNote };
}

/**
 * After a change that ended card bookings or owed refunds has committed, when card payments are
 * on: makes the refunds owed, and closes at Stripe the payment pages still open for bookings no
 * longer held, so that nobody pays for a seat they no longer have (a payment made meanwhile is
 * refunded by its event).
 */
export async function settleWithStripe(db: Database): Promise<{ refunded: number }> {
  const { card } = settings().booking;
  if (!card) return { refunded: 0 };
  const refunded = await sendDueRefunds(db, card);
  await closeSessionsOfEndedBookings(db, card);
  return { refunded };
}

/** Closes the open Checkout Sessions of bookings and team orders that are not held any more; their expired events record them. */
async function closeSessionsOfEndedBookings(db: Database, card: CardPayments): Promise<number> {
  const open = await db
    .select({ sessionId: cardPayments.sessionId })
    .from(cardPayments)
    .innerJoin(bookings, eq(bookings.id, cardPayments.bookingId))
    // Only pages Stripe still keeps open: the others closed on their own, and their events say so.
    .where(and(eq(cardPayments.state, "open"), ne(bookings.state, "held"), gt(cardPayments.expiresAt, new Date())));
  const openForTeams = await db
    .select({ sessionId: cardPayments.sessionId })
    .from(cardPayments)
    .innerJoin(teamOrders, eq(teamOrders.id, cardPayments.teamOrderId))
    .where(and(eq(cardPayments.state, "open"), ne(teamOrders.state, "held"), gt(cardPayments.expiresAt, new Date())));
  return closeCheckoutSessions(
    card,
    [...open, ...openForTeams].map((row) => row.sessionId),
  );
}

/**
 * Records a refund Stripe made: taken off what is owed (what was owed meanwhile, another seat of a
 * team order cancelled, stays owed) and added to what was refunded. Only over the amounts this
 * sender read: a second sender that had the same refund back from Stripe records nothing again.
 */
async function recordRefund(db: Database, payment: CardPayment, amount: number, refundId: string, at: Date) {
  await db
    .update(cardPayments)
    .set({
      refundId,
      refundedAmount: sql`coalesce(${cardPayments.refundedAmount}, 0) + ${amount}`,
      refundedAt: at,
      refundDue: sql`nullif(${cardPayments.refundDue} - ${amount}, 0)`,
    })
    .where(
      and(
        eq(cardPayments.id, payment.id),
        isNotNull(cardPayments.refundDue),
        payment.refundedAmount === null ? isNull(cardPayments.refundedAmount) : eq(cardPayments.refundedAmount, payment.refundedAmount),
      ),
    );
}

/**
 * A team order's payment as Stripe has refunded it: refunds Stripe made beyond what the site
 * recorded are recorded now, and the payment read again. Undefined when nothing is owed any more.
 */
async function reconcileTeamRefunds(db: Database, stripe: Stripe, payment: CardPayment): Promise<CardPayment | undefined> {
  const made = await stripe.refunds.list({ payment_intent: payment.paymentIntentId!, limit: 100 });
  const atStripe = made.data.filter((refund) => refund.status !== "failed" && refund.status !== "canceled");
  const total = atStripe.reduce((sum, refund) => sum + refund.amount, 0);
  const unrecorded = total - (payment.refundedAmount ?? 0);
  if (unrecorded > 0) {
    const latest = atStripe.reduce((last, refund) => (refund.created > last.created ? refund : last));
    await recordRefund(db, payment, Math.min(unrecorded, payment.refundDue ?? 0), latest.id, new Date(latest.created * 1000));
    const [again] = await db.select().from(cardPayments).where(eq(cardPayments.id, payment.id));
    return again;
  }
  return payment;
}

/**
 * Makes at Stripe every refund owed (or the one of `paymentId`), each under the idempotency key
 * `refund-<payment id>` (a team order's later ones `-after-<amount refunded>`): two instances sending one at once, or a send repeated after a crash
 * before it was recorded, make one refund. What Stripe does not take now stays owed for the
 * sweeper's next pass. Says how many were made.
 */
export async function sendDueRefunds(db: Database, card: CardPayments, paymentId?: string): Promise<number> {
  const due = await db
    .select()
    .from(cardPayments)
    .where(and(isNotNull(cardPayments.refundDue), paymentId ? eq(cardPayments.id, paymentId) : undefined));
  const stripe = stripeClient(card);
  let made = 0;
  for (const payment of due) {
    if (!payment.paymentIntentId) {
      console.error(
        `Payments: card payment ${payment.id} owes a refund but has no Stripe payment to refund; refund it in Stripe's dashboard.`,
      );
      continue;
    }
    try {
      // A team order's payment is refunded in parts: what Stripe made and the site did not record
      // (a crash between the two) is recorded first, so that no part is made twice.
      const owed = payment.teamOrderId ? await reconcileTeamRefunds(db, stripe, payment) : payment;
      if (!owed?.refundDue) continue;
      const refund = await stripe.refunds.create(
        { payment_intent: owed.paymentIntentId!, amount: owed.refundDue, metadata: { reason: owed.refundReason ?? "" } },
        // A team order's later refunds each have a key of their own: what was refunded before it.
        { idempotencyKey: `refund-${owed.id}${owed.refundedAmount ? `-after-${owed.refundedAmount}` : ""}` },
      );
      await recordRefund(db, owed, refund.amount, refund.id, new Date(refund.created * 1000));
      made++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`Payments: the refund of card payment ${payment.id} failed; it will be tried again. ${reason}`);
    }
  }
  return made;
}
