import { and, eq, inArray, ne } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import type { Database, Transaction } from "~/database/database.server";
import { bookings, cardPayments, liveBookingStates, stripeEvents, type CardPayment } from "~/database/schema.server";
import type { Booking } from "./book-seat.server";
import { changeSeats, type SeatDesk, type SeatTimes } from "./seat-entrance.server";
import { oweRefund } from "./payment/card-refunds.server";
import { SESSION_ENDS_BEFORE_HOLD } from "./card-checkout.server";

/** What a Stripe event did: nothing new (`repeated`, `ignored`), or the change it made, and to which payment. */
export type CardEventResult = { outcome: CardEventOutcome; paymentId?: string };

/** What a Stripe event did: nothing new (`repeated`, `ignored`), or the change it made. */
export type CardEventOutcome = "ignored" | "repeated" | "recorded" | "confirmed" | "released" | "refund-owed";

/** How a paid session was paid: read back from Stripe, since the event's session names the PaymentIntent only by id. */
export type PaidWith = { paymentIntentId: string | null; cardBrand: string | null; cardLast4: string | null };

/** Reads the PaymentIntent and the card behind a paid session from Stripe. */
export type ReadPaidWith = (sessionId: string) => Promise<PaidWith>;

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
  const { id: eventId, data } = read.data;
  const session = data.object;
  const [payment] = await db.select().from(cardPayments).where(eq(cardPayments.sessionId, session.id));
  if (!payment) return { outcome: "ignored" };
  const expired = event.type === "checkout.session.expired";
  if (!expired && session.payment_status !== "paid") return { outcome: "ignored" };
  // The amount the learner paid must be the one the site asked for, from the booking's row.
  if (!expired && (session.amount_total !== payment.amount || session.currency !== payment.currency)) {
    console.error(
      `Payments: session ${session.id} was paid ${session.amount_total} ${session.currency}, not the ${payment.amount} ${payment.currency} it asked for; it is left for the staff.`,
    );
    return { outcome: "ignored" };
  }
  const paidWith = expired || payment.state === "paid" ? undefined : await readPaidWith(session.id);
  for (let attempt = 0; ; attempt++) {
    const [{ cohortId } = { cohortId: undefined }] = await db
      .select({ cohortId: bookings.cohortId })
      .from(bookings)
      .where(eq(bookings.id, payment.bookingId));
    if (!cohortId) return { outcome: "ignored" };
    try {
      const outcome = await changeSeats(db, cohortId, times, async (desk): Promise<CardEventOutcome> => {
        const inserted = await desk.tx
          .insert(stripeEvents)
          .values({ id: eventId, type: event.type, receivedAt: times.now })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        if (inserted.length === 0) return "repeated";
        const [booking] = await desk.tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for("update");
        if (booking!.cohortId !== cohortId) throw new BookingMoved();
        const [current] = await desk.tx.select().from(cardPayments).where(eq(cardPayments.id, payment.id)).for("update");
        return expired ? sessionExpired(desk, booking!, current!, times) : sessionPaid(desk, booking!, current!, paidWith!, times);
      });
      return { outcome, paymentId: payment.id };
    } catch (error) {
      if (!(error instanceof BookingMoved) || attempt >= 2) throw error;
    }
  }
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
    await desk.queueMail(booking.id, "seat-confirmed");
    return "confirmed" as const;
  };
  if (booking.state === "held") return confirm();
  if (
    booking.state === "expired" &&
    !(await hasOtherPlace(desk.tx, booking)) &&
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
