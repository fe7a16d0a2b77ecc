import { and, eq, inArray } from "drizzle-orm";
import { studioDay } from "~/config/calendar-day";
import { findCourse } from "~/content/courses.server";
import type { Database, Transaction } from "~/database/database.server";
import { bookings, mailOutbox, teamOrders, type TeamOrder } from "~/database/schema.server";
import { m } from "~/i18n/paraglide/messages.js";
import { issueCreditNote } from "~/invoices/issue-invoices.server";
import { oweTeamOrderRefund } from "~/payments/card-refunds.server";
import { policyRefunds, refundPolicyOf } from "~/payments/refund-policy";
import { changeSeats, SeatChangeError, type SeatTimes } from "./seat-entrance.server";

/** Who cancels: the order's buyer (one seat, or every seat left), or a participant their own claimed seat. */
export type TeamCanceller = { buyer: string; bookingId?: string } | { participant: string; bookingId: string };

/** What a cancellation came to: how many seats ended, and whether the order's money for them goes back. */
export type TeamCancellation = { cancelled: number; refunded: boolean; orderEnded: boolean };

/**
 * Cancels seats of a team order before its course starts (issue 66), through the seat entrance:
 * the seats are freed for the people waiting, and what the order owes or paid for them follows the
 * course's refund policy. The buyer is a business, so the policy alone decides (a consumer's 14
 * days do not apply). Within it, a credit note corrects the invoice by the seats' price: an
 * unpaid invoice then asks that much less, a card payment is refunded that much, and a transfer is
 * refunded by the studio at its bank (told by mail). After it, the invoice stands. An order with
 * no seat left ends as cancelled, unless its invoice still asks to be paid. The buyer is told by
 * mail, with the credit note, whoever cancelled. An unpaid card order, whose page at Stripe asks
 * for all its seats, is only cancelled whole: nothing was taken, nothing is invoiced.
 */
export async function cancelTeamSeats(
  db: Database,
  ids: { teamOrderId: string; cohortId: string },
  who: TeamCanceller,
  times: SeatTimes,
): Promise<TeamCancellation> {
  const { now } = times;
  return changeSeats(db, ids.cohortId, times, async (desk) => {
    const [order] = await desk.tx.select().from(teamOrders).where(eq(teamOrders.id, ids.teamOrderId)).for("update");
    if (!order || order.cohortId !== ids.cohortId) throw new SeatChangeError(m.roster_not_on_cohort());
    if ("buyer" in who && order.accountId !== who.buyer) throw new SeatChangeError(m.roster_not_on_cohort());
    if (order.state !== "held" && order.state !== "paid") throw new SeatChangeError(m.team_cancel_order_over());
    const cohort = await desk.cohort(ids.cohortId);
    const money = seatCancellationMoney(order, cohort, now);
    // An unpaid card order's page at Stripe asks for every seat: it is cancelled whole, or paid first.
    if (money === "nothing-taken" && (who.bookingId || "participant" in who)) throw new SeatChangeError(m.team_cancel_card_whole());
    if (cohort.startsOn <= studioDay(now)) throw new SeatChangeError(m.team_cancel_started());
    // Every seat the order has left, locked: those that end, and whether any stay.
    const live = await desk.tx
      .select({ id: bookings.id, accountId: bookings.accountId })
      .from(bookings)
      .where(and(eq(bookings.teamOrderId, order.id), inArray(bookings.state, ["held", "confirmed"])))
      .for("update");
    const ending = live.filter(
      (seat) => (!who.bookingId || seat.id === who.bookingId) && (!("participant" in who) || seat.accountId === who.participant),
    );
    if (ending.length === 0) throw new SeatChangeError(m.team_cancel_nothing());
    await desk.tx
      .update(bookings)
      .set({ state: "cancelled", holdUntil: null, endedAt: now, updatedAt: now })
      .where(
        inArray(
          bookings.id,
          ending.map((seat) => seat.id),
        ),
      );
    for (const _seat of ending) await desk.freeSeat(ids.cohortId);
    const refunded = money === "refunded";
    const amount = ending.length * order.unitPrice;
    const note = refunded ? await issueCreditNote(desk.tx, { teamOrderId: order.id }, amount, "cancelled", now) : undefined;
    if (refunded && order.state === "paid") await giveBack(desk.tx, order, amount, note?.id);
    // An unpaid invoice that still asks for the seats (cancelled after the policy's last day) keeps the order awaiting it.
    const orderEnded = live.length === ending.length && (order.state === "paid" || money !== "kept");
    if (orderEnded) {
      await desk.tx.update(teamOrders).set({ state: "cancelled", endedAt: now, updatedAt: now }).where(eq(teamOrders.id, order.id));
    }
    await desk.tx.insert(mailOutbox).values({ teamOrderId: order.id, kind: "team-seats-cancelled", invoiceId: note?.id });
    return { cancelled: ending.length, refunded, orderEnded };
  });
}

/**
 * What cancelling seats of `order` on `cohort` at `now` does with their money, for the
 * cancellation and for the words before it: nothing was taken (an unpaid card order has no
 * invoice), the course's refund policy refunds them, or the invoice keeps them.
 */
export function seatCancellationMoney(
  order: Pick<TeamOrder, "state" | "paymentMethod">,
  cohort: { courseSlug: string; startsOn: string },
  now: Date,
): "nothing-taken" | "refunded" | "kept" {
  if (order.state === "held" && order.paymentMethod === "card") return "nothing-taken";
  return policyRefunds(refundPolicyOf(findCourse(cohort.courseSlug)), { startsOn: cohort.startsOn, now }) ? "refunded" : "kept";
}

/** A paid order's money for cancelled seats goes back: owed on its card payment, or the studio told to refund the transfer. */
async function giveBack(tx: Transaction, order: TeamOrder, amount: number, creditNoteId: string | undefined) {
  if (order.paymentMethod === "card") await oweTeamOrderRefund(tx, order.id, amount, "cancelled");
  else await tx.insert(mailOutbox).values({ teamOrderId: order.id, kind: "team-order-refund-studio", invoiceId: creditNoteId });
}
