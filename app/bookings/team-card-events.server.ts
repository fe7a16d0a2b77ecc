import { and, eq } from "drizzle-orm";
import { bookings, cardPayments, mailOutbox, teamOrders, type CardPayment } from "~/database/schema.server";
import { issueTeamOrderInvoice } from "~/invoices/team-order-invoice.server";
import { oweRefund } from "~/payments/card-refunds.server";
import type { PaidWith, SessionNews } from "~/payments/stripe-sessions.server";
import type { CardEventOutcome } from "~/payments/stripe-webhook.server";
import type { SeatDesk, SeatTimes } from "./seat-entrance.server";

/**
 * What a team order's session came to, in the entrance's transaction (card-events.server.ts):
 * closed unpaid, it is recorded (the seats' hold runs to its end, and the sweeper releases them);
 * paid the amount asked, the held seats are confirmed together, the order is paid, its invoice
 * issued and its buyer told with it. A payment for an order no longer held (released, cancelled,
 * already paid), or of another amount, is owed back in full and the buyer told.
 */
export async function settleTeamSession(
  desk: SeatDesk,
  payment: CardPayment,
  news: SessionNews,
  paidWith: PaidWith | undefined,
  { now }: SeatTimes,
): Promise<CardEventOutcome> {
  const [order] = await desk.tx.select().from(teamOrders).where(eq(teamOrders.id, payment.teamOrderId!)).for("update");
  if (news.happened === "expired") {
    if (payment.state !== "open") return "repeated";
    await desk.tx.update(cardPayments).set({ state: "expired" }).where(eq(cardPayments.id, payment.id));
    return "recorded";
  }
  if (payment.state === "paid") return "repeated";
  const asked = news.amountTotal === payment.amount && news.currency === payment.currency;
  const taken = asked ? {} : { amount: news.amountTotal ?? 0, currency: news.currency ?? payment.currency };
  if (!asked && ((news.amountTotal ?? 0) < 1 || (news.amountTotal ?? 0) > payment.amount)) {
    // Nothing, or more than the order's price, taken: not for the site to send back blindly (the studio refunds it at Stripe).
    await desk.tx
      .update(cardPayments)
      .set({ state: "expired", ...paidWith })
      .where(eq(cardPayments.id, payment.id));
    console.error(`Payments: team order payment ${payment.id} took another amount than asked; refund it in Stripe's dashboard.`);
    return "recorded";
  }
  const [paid] = await desk.tx
    .update(cardPayments)
    .set({ state: "paid", paidAt: now, ...paidWith, ...taken })
    .where(eq(cardPayments.id, payment.id))
    .returning();
  if (asked && order && order.state === "held") {
    await desk.tx
      .update(bookings)
      .set({ state: "confirmed", holdUntil: null, paidAt: now, confirmedAt: now, updatedAt: now })
      .where(and(eq(bookings.teamOrderId, order.id), eq(bookings.state, "held")));
    await desk.tx.update(teamOrders).set({ state: "paid", paidAt: now, updatedAt: now }).where(eq(teamOrders.id, order.id));
    const invoice = await issueTeamOrderInvoice(desk.tx, order.id, now);
    await desk.tx.insert(mailOutbox).values([
      { teamOrderId: order.id, kind: "team-order-paid", invoiceId: invoice.id },
      { teamOrderId: order.id, kind: "team-order-placed-studio" },
    ]);
    return "confirmed";
  }
  await oweRefund(desk.tx, paid!, paid!.amount, asked ? (order?.state === "paid" ? "paid-twice" : "late") : "wrong-amount");
  await desk.tx.insert(mailOutbox).values({ teamOrderId: payment.teamOrderId!, kind: "team-order-payment-refunded" });
  return "refund-owed";
}
