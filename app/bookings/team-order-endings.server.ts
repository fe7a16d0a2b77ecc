import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "~/database/database.server";
import { mailOutbox, teamOrders, type TeamOrder } from "~/database/schema.server";
import { issueCreditNote } from "~/invoices/issue-invoices.server";
import { oweTeamOrderRefund } from "~/payments/card-refunds.server";

/*
 * How a team order ends without being used (issue 66): it expires unpaid, or its cohort is
 * cancelled. Both run inside the seat entrance's transaction, which has just ended the seats; the
 * order's one invoice is cleared by a credit note and its buyer told once.
 */

/**
 * Ends the team orders on invoice whose seats the entrance has just released unpaid: each order
 * expires, a credit note cancels its invoice in full, and its buyer is told once, with the credit
 * note. Inside the entrance's transaction, with the seats' release.
 */
export async function expireTeamOrders(tx: Transaction, teamOrderIds: readonly string[], now: Date): Promise<void> {
  if (teamOrderIds.length === 0) return;
  const expired = await tx
    .update(teamOrders)
    .set({ state: "expired", endedAt: now, updatedAt: now })
    .where(and(inArray(teamOrders.id, [...teamOrderIds]), eq(teamOrders.state, "held")))
    .returning();
  for (const order of expired) await endWithCreditNote(tx, order, "expired", "team-order-expired", now);
}

/**
 * The cohort is cancelled by the studio (its seats were just cancelled with it): each team order
 * on it is cancelled, a credit note clears what its invoice still asks or what was paid (the
 * studio refunds a paid one at its bank), and its buyer is told once.
 */
export async function cancelTeamOrdersOf(tx: Transaction, cohortId: string, now: Date): Promise<number> {
  const cancelled = await tx
    .update(teamOrders)
    .set({ state: "cancelled", endedAt: now, updatedAt: now })
    .where(and(eq(teamOrders.cohortId, cohortId), inArray(teamOrders.state, ["held", "paid"])))
    .returning();
  // An order never paid is owed nothing back: its credit note says so rather than promising a refund.
  for (const order of cancelled) {
    const note = await endWithCreditNote(
      tx,
      order,
      order.paidAt ? "cohort-cancelled" : "cohort-cancelled-unpaid",
      "team-order-cancelled",
      now,
    );
    // Paid by card, what is left of the payment is owed back; by transfer, the studio refunds it at its
    // bank, and hears of it once, with the credit note that says how much (seats cancelled before were refunded then).
    if (order.paidAt && order.paymentMethod === "card")
      await oweTeamOrderRefund(tx, order.id, order.seats * order.unitPrice, "cohort-cancelled");
    else if (order.paidAt)
      await tx.insert(mailOutbox).values({ teamOrderId: order.id, kind: "team-order-refund-studio", invoiceId: note?.id });
  }
  return cancelled.length;
}

async function endWithCreditNote(
  tx: Transaction,
  order: TeamOrder,
  reason: string,
  kind: "team-order-expired" | "team-order-cancelled",
  now: Date,
) {
  const note = await issueCreditNote(tx, { teamOrderId: order.id }, order.seats * order.unitPrice, reason, now);
  await tx.insert(mailOutbox).values({ teamOrderId: order.id, kind, invoiceId: note?.id });
  return note;
}
