import { issueInvoice } from "~/invoices/issue-invoices.server";
import { voucherUseLeft } from "~/vouchers/voucher-uses.server";
import { and, eq, inArray, ne } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import type { Database, Transaction } from "~/database/database.server";
import { bookings, cardPayments, liveBookingStates, stripeEvents, teamOrders, type CardPayment } from "~/database/schema.server";
import type { Booking } from "./book-seat.server";
import { changeSeats, type SeatDesk, type SeatTimes } from "./seat-entrance.server";
import { oweRefund } from "~/payments/card-refunds.server";
import { SESSION_ENDS_BEFORE_HOLD } from "~/payments/checkout-times";
import type { PaidWith, ReadPaidWith, SessionNews } from "~/payments/stripe-sessions.server";
import { settleTeamSession } from "./team-card-events.server";
import type { CardEventOutcome, CardEventReaction, CardEventResult } from "~/payments/stripe-webhook.server";

const SESSION_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded", "checkout.session.expired"]);

/** A hold belongs to a session when it ends with it: a hold renewed for a later session does not (card-checkout.server.ts). */
const HOLD_ENDS_WITH_SESSION_MS = SESSION_ENDS_BEFORE_HOLD + 2 * 60_000;

/** The parts of a Checkout Session's event the site acts on. */
const sessionEvent = z.object({
  id: z.string().min(1).max(255),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      payment_status: z.string().nullish(),
      amount_total: z.number().int().nullish(),
      currency: z.string().nullish(),
    }),
  }),
});

/** The booking moved to another cohort between the look-up and the lock: look again. */
class BookingMoved extends Error {}

/** The webhook's reaction to a verified event, acting through the seat entrance with these times. */
export function cardEventReaction(db: Database, times: SeatTimes): CardEventReaction {
  return (event, readPaidWith) => settleCardEvent(db, event, times, readPaidWith);
}

/**
 * Acts on one verified Stripe event (decision 47). A paid Checkout Session confirms its held seat,
 * or, when the hold was released before the payment came, takes a seat again if a newcomer could
 * have one, and otherwise owes the learner a refund and tells them and the studio. An expired
 * session releases the hold it was opened for. Every change runs through the seat entrance, and
 * the event's id is stored in the same transaction, after the cohort's lock: a second delivery,
 * here or on another instance, waits for the first and changes nothing. Events of other kinds,
 * and sessions the site did not make, are `ignored`.
 */
export async function settleCardEvent(
  db: Database,
  event: Stripe.Event,
  times: SeatTimes,
  readPaidWith: ReadPaidWith,
): Promise<CardEventResult> {
  if (!SESSION_EVENTS.has(event.type)) return { outcome: "ignored" };
  // Signed by Stripe, but read as any input is: what the change needs, of the shapes it needs.
  const read = sessionEvent.safeParse(event);
  if (!read.success) return { outcome: "ignored" };
  const session = read.data.data.object;
  const expired = event.type === "checkout.session.expired";
  if (!expired && session.payment_status !== "paid") return { outcome: "ignored" };
  const news: SessionNews = {
    sessionId: session.id,
    happened: expired ? "expired" : "paid",
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
  return settleSessionNews(db, news, times, readPaidWith, { id: read.data.id, type: event.type });
}

/**
 * Acts on what became of a session, once: under the cohort's lock, a payment already recorded
 * as paid or closed changes nothing again (`repeated`), whoever tells of it first, an event or
 * the site's own question. An event's id is stored in the same transaction.
 */
export async function settleSessionNews(
  db: Database,
  news: SessionNews,
  times: SeatTimes,
  readPaidWith: ReadPaidWith,
  event?: { id: string; type: string },
): Promise<CardEventResult> {
  const [payment] = await db.select().from(cardPayments).where(eq(cardPayments.sessionId, news.sessionId));
  if (!payment) return { outcome: "ignored" };
  const expired = news.happened === "expired";
  const paidWith = expired || payment.state === "paid" ? undefined : await readPaidWith(news.sessionId);
  for (let attempt = 0; ; attempt++) {
    // A team order's payment is for its cohort, which never changes; a booking may move meanwhile.
    const [{ cohortId } = { cohortId: undefined }] = payment.teamOrderId
      ? await db.select({ cohortId: teamOrders.cohortId }).from(teamOrders).where(eq(teamOrders.id, payment.teamOrderId))
      : await db.select({ cohortId: bookings.cohortId }).from(bookings).where(eq(bookings.id, payment.bookingId!));
    if (!cohortId) return { outcome: "ignored" };
    try {
      const outcome = await changeSeats(db, cohortId, times, async (desk): Promise<CardEventOutcome> => {
        if (event) {
          const inserted = await desk.tx
            .insert(stripeEvents)
            .values({ id: event.id, type: event.type, receivedAt: times.now })
            .onConflictDoNothing()
            .returning({ id: stripeEvents.id });
          if (inserted.length === 0) return "repeated";
        }
        if (payment.teamOrderId) {
          const [current] = await desk.tx.select().from(cardPayments).where(eq(cardPayments.id, payment.id)).for("update");
          return settleTeamSession(desk, current!, news, paidWith, times);
        }
        const [booking] = await desk.tx.select().from(bookings).where(eq(bookings.id, payment.bookingId!)).for("update");
        if (booking!.cohortId !== cohortId) throw new BookingMoved();
        const [current] = await desk.tx.select().from(cardPayments).where(eq(cardPayments.id, payment.id)).for("update");
        if (expired) return sessionExpired(desk, booking!, current!, times);
        // The amount the learner paid must be the one the site asked for, from the booking's row.
        if (news.amountTotal !== current!.amount || news.currency !== current!.currency)
          return paidAnotherAmount(desk, booking!, current!, news, paidWith!, times);
        return sessionPaid(desk, booking!, current!, paidWith!, times);
      });
      return { outcome, paymentId: payment.id };
    } catch (error) {
      if (!(error instanceof BookingMoved) || attempt >= 2) throw error;
    }
  }
}

/** The most a card payment's row can record, in minor units (`card_payments_amount_range`): £5,000, the dearest course. */
const MOST_RECORDED = 500_000;

/**
 * A session paid, but not the amount or currency it asked for (a session changed at Stripe, or a
 * price rule there): it never pays for the seat, and the seat stays as it was (a held seat can
 * still be paid, at its price, until its hold ends). What was taken is recorded as it was taken
 * and owed back in full, and the learner and the studio are told. A session that took nothing is
 * recorded as closed. One that took more than the site can record is closed too, and the studio
 * is told to refund it in Stripe's dashboard: no amount the site cannot keep is sent back blindly.
 */
async function paidAnotherAmount(
  desk: SeatDesk,
  booking: Booking,
  payment: CardPayment,
  news: SessionNews,
  paidWith: PaidWith,
  { now }: SeatTimes,
): Promise<CardEventOutcome> {
  if (payment.state !== "open") return "repeated";
  const taken = { amount: news.amountTotal ?? 0, currency: news.currency ?? payment.currency };
  console.error(
    `Payments: session ${news.sessionId} for ${booking.reference} took ${taken.amount} ${taken.currency}, not the ${payment.amount} ${payment.currency} it asked for.`,
  );
  if (taken.amount < 1 || taken.amount > MOST_RECORDED) {
    await desk.tx
      .update(cardPayments)
      .set({ state: "expired", ...paidWith })
      .where(eq(cardPayments.id, payment.id));
    if (taken.amount > MOST_RECORDED) await desk.queueMail(booking.id, "wrong-amount-studio");
    return "recorded";
  }
  const [paid] = await desk.tx
    .update(cardPayments)
    .set({ state: "paid", paidAt: now, ...paidWith, ...taken })
    .where(eq(cardPayments.id, payment.id))
    .returning();
  await oweRefund(desk.tx, paid!, taken.amount, "wrong-amount");
  await desk.queueMail(booking.id, "payment-refunded");
  await desk.queueMail(booking.id, "wrong-amount-studio");
  return "refund-owed";
}

/**
 * A session closed unpaid: its hold is released, unless the learner has a newer session open (they
 * came back and started another), the hold was renewed past it, or the seat is no longer held.
 */
async function sessionExpired(desk: SeatDesk, booking: Booking, payment: CardPayment, { now }: SeatTimes): Promise<CardEventOutcome> {
  if (payment.state !== "open") return "repeated";
  await desk.tx.update(cardPayments).set({ state: "expired" }).where(eq(cardPayments.id, payment.id));
  const heldForIt =
    booking.state === "held" &&
    booking.paymentMethod === "card" &&
    booking.holdUntil !== null &&
    booking.holdUntil.getTime() <= payment.expiresAt.getTime() + HOLD_ENDS_WITH_SESSION_MS;
  if (!heldForIt) return "recorded";
  const [newer] = await desk.tx
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(and(eq(cardPayments.bookingId, booking.id), eq(cardPayments.state, "open"), ne(cardPayments.id, payment.id)));
  if (newer) return "recorded";
  await desk.tx
    .update(bookings)
    .set({ state: "expired", holdUntil: null, endedAt: now, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  await desk.freeSeat(booking.cohortId);
  await desk.queueMail(booking.id, "hold-expired");
  return "released";
}

/**
 * A session was paid. Its held seat is confirmed. A hold released meanwhile (Stripe's page closes
 * five minutes before the hold ends, so only a late event gets here) is confirmed again if the
 * learner has no other place on the cohort and a seat is free for a newcomer: the people waiting
 * were offered the seat first. Anything else (no seat, a booking cancelled, a seat already paid
 * for) is refunded in full.
 */
async function sessionPaid(
  desk: SeatDesk,
  booking: Booking,
  payment: CardPayment,
  paidWith: PaidWith,
  { now }: SeatTimes,
): Promise<CardEventOutcome> {
  if (payment.state === "paid") return "repeated";
  await desk.tx
    .update(cardPayments)
    .set({ state: "paid", paidAt: now, ...paidWith })
    .where(eq(cardPayments.id, payment.id));
  const confirm = async () => {
    await desk.tx
      .update(bookings)
      .set({ state: "confirmed", holdUntil: null, endedAt: null, paidAt: now, confirmedAt: now, paymentMethod: "card", updatedAt: now })
      .where(eq(bookings.id, booking.id));
    const invoice = await issueInvoice(desk.tx, booking.id, now);
    await desk.queueMail(booking.id, "seat-confirmed", invoice);
    return "confirmed" as const;
  };
  if (booking.state === "held") return confirm();
  if (
    booking.state === "expired" &&
    !(await hasOtherPlace(desk.tx, booking)) &&
    // Its voucher's use went back when the hold ran out: a late payment takes it again only if one is left.
    (await voucherUseLeft(desk.tx, booking.voucherId)) &&
    (await desk.takeSeat(booking.cohortId, { newcomer: true }))
  ) {
    return confirm();
  }
  const reason = booking.state === "confirmed" ? "paid-twice" : booking.state === "expired" ? "late" : "ended";
  await oweRefund(desk.tx, { ...payment, state: "paid" }, payment.amount, reason);
  if (reason === "late") {
    await desk.queueMail(booking.id, "late-payment-refunded");
    await desk.queueMail(booking.id, "late-payment-studio");
  } else {
    await desk.queueMail(booking.id, "payment-refunded");
  }
  return "refund-owed";
}

/** Whether the learner has another live place on the booking's cohort (they booked again after the hold ran out). */
async function hasOtherPlace(tx: Transaction, booking: Booking): Promise<boolean> {
  if (!booking.accountId) return true;
  const [other] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.cohortId, booking.cohortId),
        eq(bookings.accountId, booking.accountId),
        ne(bookings.id, booking.id),
        inArray(bookings.state, [...liveBookingStates]),
      ),
    );
  return other !== undefined;
}
