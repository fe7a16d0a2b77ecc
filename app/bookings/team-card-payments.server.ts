import { and, asc, eq } from "drizzle-orm";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import type { Database } from "~/database/database.server";
import { bookings, cardPayments, teamOrders, type CardPayment, type TeamOrder } from "~/database/schema.server";
import { MINUTE, SESSION_ENDS_BEFORE_HOLD, SHORTEST_SESSION } from "~/payments/checkout-times";
import { backToEarlierPage, openPaymentPage, type CheckoutAnswer, type CheckoutContext } from "./card-checkout.server";
import { redirectToCheckout } from "./card-redirect.server";
import { changeSeats, SeatChangeError, type SeatTimes } from "./seat-entrance.server";

/*
 * A team order paid by card (issue 66): one Checkout Session for all of its seats, asking for the
 * seats times the price of one the order kept. It follows a single seat's payment (decision 47)
 * with the order in the booking's place: the seats are held together while the buyer pays, the
 * webhook confirms them together (team-card-events.server.ts), and the invoice is issued when
 * the payment arrives.
 */

/** The payments made for a team order, oldest first. */
export function cardPaymentsOfOrder(db: Database, teamOrderId: string): Promise<CardPayment[]> {
  return db.select().from(cardPayments).where(eq(cardPayments.teamOrderId, teamOrderId)).orderBy(asc(cardPayments.createdAt));
}

/**
 * Sends the buyer to pay for their held team order by card: back to the page still open at
 * Stripe, or to a new one for the whole order once Stripe has said the last was not paid (as
 * startCardCheckout does for one seat). The seats' hold is renewed first when too little of it is
 * left for Stripe's shortest session.
 */
export async function startTeamCardCheckout(db: Database, order: TeamOrder, context: CheckoutContext): Promise<CheckoutAnswer> {
  const { card, times } = context;
  if (order.state !== "held" || order.paymentMethod !== "card") throw new SeatChangeError(m.seat_not_waiting_card());
  const earlier = await cardPaymentsOfOrder(db, order.id);
  // A payment owed back (another amount than asked) pays for nothing: the order may still be paid.
  if (earlier.some((payment) => payment.state === "paid" && payment.refundReason === null)) return { confirming: true };
  const back = await backToEarlierPage(db, earlier, context);
  if (back) return back;
  const holdUntil = await orderHeldLongEnough(db, order, card.holdMinutes, times);
  return openPaymentPage(db, context, {
    owner: { teamOrderId: order.id },
    what: "team order",
    reference: order.reference,
    metadataKey: "team_order_reference",
    quantity: order.seats,
    unitAmount: order.unitPrice,
    email: order.email,
    cohortId: order.cohortId,
    locale: order.locale,
    returnPath: `/account/team-orders/${order.reference}`,
    holdUntil,
    idempotencyKey: `team-checkout-${order.id}-${earlier.length}`,
  });
}

/** When the order's seats' hold ends, renewed through the entrance to a full card hold if too little is left for a session. */
async function orderHeldLongEnough(db: Database, order: TeamOrder, holdMinutes: number, times: SeatTimes): Promise<Date> {
  const { now } = times;
  const longEnough = (until: Date | null | undefined) =>
    until != null && until.getTime() - SESSION_ENDS_BEFORE_HOLD - now.getTime() >= SHORTEST_SESSION;
  const heldUntil = async (tx: Pick<Database, "select">) => {
    const [seat] = await tx
      .select({ holdUntil: bookings.holdUntil })
      .from(bookings)
      .where(and(eq(bookings.teamOrderId, order.id), eq(bookings.state, "held")))
      .limit(1);
    return seat?.holdUntil;
  };
  const until = await heldUntil(db);
  if (longEnough(until)) return until!;
  return changeSeats(db, order.cohortId, times, async (desk) => {
    const [current] = await desk.tx.select().from(teamOrders).where(eq(teamOrders.id, order.id)).for("update");
    if (!current || current.state !== "held") throw new SeatChangeError(m.seat_hold_ran_out());
    const now_ = await heldUntil(desk.tx);
    if (longEnough(now_)) return now_!;
    const renewed = new Date(now.getTime() + holdMinutes * MINUTE);
    await desk.tx
      .update(bookings)
      .set({ holdUntil: renewed, updatedAt: now })
      .where(and(eq(bookings.teamOrderId, order.id), eq(bookings.state, "held")));
    return renewed;
  });
}

/** Answers a form that pays a held team order by card: to Stripe's page, or back to the order's page, which says why not. */
export function payTeamOrderByCard(db: Database, order: TeamOrder, request: Request): Promise<Response> {
  const page = localizedPath(`/account/team-orders/${order.reference}`);
  return redirectToCheckout(page, order.reference, request, (context) => startTeamCardCheckout(db, order, context));
}
