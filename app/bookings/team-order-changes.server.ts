import { and, eq } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { bookings, mailOutbox, teamOrders, type TeamOrder } from "~/database/schema.server";
import { m } from "~/i18n/paraglide/messages.js";
import { changeSeats, SeatChangeError, type SeatTimes } from "./seat-entrance.server";
import { type StaffActor, writeHistoryLine } from "./seat-changes.server";
import { seatActionOf, seatEventText, type SeatEventFacts } from "./seat-history";

/** The history line of a change to a team order's seats, worded as the roster's other lines are. */
const historyOf = (facts: SeatEventFacts) => ({ action: seatActionOf[facts.what], facts, words: () => seatEventText(facts) });

/*
 * What staff do to a team order as a whole (issue 66): its seats are bookings, changed all
 * together through the seat entrance; how an order ends is team-order-endings.server.ts.
 */

/**
 * Staff: the company's transfer for a team order has arrived. Every seat still held is confirmed
 * at once, the order is paid, and its buyer told; its invoice was issued with the order, so none
 * is issued now; the cohort's history records it. An order whose last day has passed was released
 * as the change began.
 */
export async function markTeamOrderPaid(
  db: Database,
  ids: { teamOrderId: string; cohortId: string },
  staff: StaffActor,
  times: SeatTimes,
): Promise<TeamOrder> {
  return changeSeats(db, ids.cohortId, times, async (desk) => {
    const [order] = await desk.tx.select().from(teamOrders).where(eq(teamOrders.id, ids.teamOrderId)).for("update");
    if (!order || order.cohortId !== ids.cohortId) throw new SeatChangeError(m.roster_not_on_cohort());
    if (order.state !== "held") throw new SeatChangeError(m.team_order_not_awaiting_payment({ reference: order.reference }));
    if (order.paymentMethod === "card") throw new SeatChangeError(m.team_order_paid_by_card({ reference: order.reference }));
    await desk.tx
      .update(bookings)
      .set({ state: "confirmed", holdUntil: null, paidAt: times.now, confirmedAt: times.now, updatedAt: times.now })
      .where(and(eq(bookings.teamOrderId, order.id), eq(bookings.state, "held")));
    const [paid] = await desk.tx
      .update(teamOrders)
      .set({ state: "paid", paidAt: times.now, updatedAt: times.now })
      .where(eq(teamOrders.id, order.id))
      .returning();
    await desk.tx.insert(mailOutbox).values({ teamOrderId: order.id, kind: "team-order-paid" });
    await writeHistoryLine(desk.tx, ids.cohortId, staff, historyOf({ what: "paid", reference: order.reference }));
    return paid!;
  });
}

/** Staff: the team order one of whose seats a roster row names is paid (markTeamOrderPaid). */
export async function markTeamOrderPaidBySeat(
  db: Database,
  ids: { bookingId: string; cohortId: string },
  staff: StaffActor,
  times: SeatTimes,
) {
  const [seat] = await db
    .select({ teamOrderId: bookings.teamOrderId, cohortId: bookings.cohortId })
    .from(bookings)
    .where(eq(bookings.id, ids.bookingId));
  if (!seat || seat.cohortId !== ids.cohortId || !seat.teamOrderId) throw new SeatChangeError(m.roster_not_on_cohort());
  return markTeamOrderPaid(db, { teamOrderId: seat.teamOrderId, cohortId: ids.cohortId }, staff, times);
}
