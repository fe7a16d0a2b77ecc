import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { m } from "~/i18n/paraglide/messages.js";
import { buyerTreatment } from "~/invoices/vat-treatment";
import { bookingStateWords } from "./booking-words";
import { baseLocale } from "~/i18n/locale";
import { inLocale } from "~/i18n/request-locale.server";
import type { Database, Transaction } from "~/database/database.server";
import {
  bookings,
  cohortEvents,
  cohorts,
  isLiveBooking,
  liveBookingStates,
  mailOutbox,
  teamOrders,
  seatHoldingStates,
  type BookingState,
} from "~/database/schema.server";
import type { Booking } from "./book-seat.server";
import { isoDay } from "~/config/calendar-day";
import type { Cohort } from "~/database/schema.server";
import { changeSeats, changeSeatsWithin, SeatChangeError, type SeatDesk, type SeatTimes } from "./seat-entrance.server";
import { earlyStartRecord } from "./early-start.server";
import { withdrawalOverWords } from "./withdrawal-words";
import { withdrawalTerms } from "./withdrawal.server";
import { holdRunOut, seatToOffer } from "./seat-rules.server";
import { cancelTeamOrdersOf } from "./team-order-endings.server";
import { holdEnds, methodOf, type SeatPayment } from "~/payments/seat-payment";
import { oweBookingRefund } from "~/payments/card-refunds.server";
import { issueCreditNote, issueInvoice, reissueInvoice } from "~/invoices/issue-invoices.server";
import { billingDetails, type BillingDetails } from "~/invoices/billing-details";
import { cancellationRefunded } from "~/payments/refund-policy";
import { findCourse } from "~/content/courses.server";
import { seatActionOf, seatEventText, type SeatEventFacts } from "./seat-history";
import type { CohortEventAction } from "~/database/schema.server";

/** The staff member making a change, as the roster's history records them. */
export type StaffActor = { uid: string; email: string };

const holdsSeat = (state: BookingState) => (seatHoldingStates as readonly BookingState[]).includes(state);

/** A line of the cohort's history as stored: its facts, and their words in the site's first language for whoever reads the table itself. */
export type HistoryLine = { action: CohortEventAction; facts: unknown; words: () => string };

/** Writes a line of a cohort's history (its own changes are worded by app/cohorts/cohort-history.ts). */
export async function writeHistoryLine(tx: Transaction, cohortId: string, staff: StaffActor, line: HistoryLine) {
  const detail = inLocale(baseLocale, line.words).slice(0, 500);
  await tx
    .insert(cohortEvents)
    .values({ cohortId, actorId: staff.uid, actorEmail: staff.email, action: line.action, detail, facts: line.facts });
}

/** Writes what happened to the cohort's seats into its history. */
function record(tx: Transaction, cohortId: string, staff: StaffActor, facts: SeatEventFacts) {
  return writeHistoryLine(tx, cohortId, staff, { action: seatActionOf[facts.what], facts, words: () => seatEventText(facts) });
}

/** A team's seat is paid and changed with its order (issue 66): the staff's refusal of a change of one of its seats on its own. */
function refuseTeamSeat(booking: { reference: string; teamOrderId: string | null }): void {
  if (booking.teamOrderId) throw new SeatChangeError(m.roster_team_seat({ reference: booking.reference }));
}

/** A booking, locked for the change (its cohort is locked already). */
async function lockedBooking(tx: Transaction, bookingId: string): Promise<Booking | undefined> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  return booking;
}

/** Ends a live booking as `state`, freeing its seat if it held one (the entrance offers it on). */
async function endBooking(desk: SeatDesk, booking: Booking, state: "cancelled" | "declined", now: Date) {
  await desk.tx.update(bookings).set({ state, holdUntil: null, endedAt: now, updatedAt: now }).where(eq(bookings.id, booking.id));
  if (holdsSeat(booking.state)) await desk.freeSeat(booking.cohortId);
}

/**
 * Releases the holds and offers whose time has run out, and gives any free seat to the people
 * waiting, on every cohort that needs it (the sweeper) or on one (a request for the cohort's
 * page, so that it counts what is really free). Each cohort goes through the entrance on its own;
 * whoever comes first does the work, and the other finds nothing left to do. A cohort with free
 * seats and people waiting is settled too, so that the state heals even if a change forgot.
 */
export async function releaseExpired(db: Database, times: SeatTimes, cohortId?: string): Promise<number> {
  const due = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(and(cohortId ? eq(cohorts.id, cohortId) : undefined, or(holdRunOut(times.now), seatToOffer(times.now))));
  let released = 0;
  for (const { id } of due) released += await changeSeats(db, id, times, async (desk) => desk.released);
  return released;
}

/** The learner's own booking, live, on a cohort that has not started. */
async function learnersLiveBooking(desk: SeatDesk, cohort: Cohort, bookingId: string, accountId: string, now: Date) {
  const booking = await lockedBooking(desk.tx, bookingId);
  if (!booking || booking.accountId !== accountId || booking.cohortId !== cohort.id) throw new SeatChangeError(m.seat_not_yours());
  // A team's seat is the company's: its participant gives it up through the buyer (issue 66).
  if (booking.teamOrderId) throw new SeatChangeError(m.team_seat_with_buyer());
  if (!isLiveBooking(booking.state)) throw new SeatChangeError(m.seat_ended());
  if (cohort.startsOn <= isoDay(now)) throw new SeatChangeError(m.seat_course_started());
  return booking;
}

type LearnersBooking = { bookingId: string; cohortId: string; accountId: string };

/**
 * Owes the refund a learner's own cancellation of a seat paid by card earns: in full within the
 * course's refund policy or the 14 days the law gives from the contract (decision 47); says
 * whether it owed one.
 */
async function oweCancellationRefund(desk: SeatDesk, booking: Booking, cohort: Cohort, now: Date) {
  if (booking.paidAt === null) return undefined;
  const refunded = cancellationRefunded(findCourse(cohort.courseSlug), booking, { startsOn: cohort.startsOn, now });
  return refunded ? await oweBookingRefund(desk.tx, booking.id, "cancelled", now) : undefined;
}

/**
 * The learner cancels their seat or their place on the waiting list, before the start. A seat paid
 * by card is refunded in full when the course's refund policy or the learner's 14-day cancellation
 * period allows (decision 47); says whether a refund is owed, for the caller to send once this has
 * committed.
 */
export async function cancelOwnBooking(db: Database, ids: LearnersBooking, times: SeatTimes): Promise<{ refundOwed: boolean }> {
  return changeSeats(db, ids.cohortId, times, async (desk) => {
    const cohort = await desk.cohort(ids.cohortId);
    const booking = await learnersLiveBooking(desk, cohort, ids.bookingId, ids.accountId, times.now);
    await endBooking(desk, booking, "cancelled", times.now);
    const owed = await oweCancellationRefund(desk, booking, cohort, times.now);
    await desk.queueMail(booking.id, "seat-cancelled", owed?.creditNote);
    return { refundOwed: owed !== undefined };
  });
}

/** The withdrawal period is over: the refund policy is what is left (the page says so). */
export class WithdrawalPeriodOverError extends SeatChangeError {
  override name = "WithdrawalPeriodOverError";
}

/**
 * The learner withdraws from their contract within the 14 days (issue 65), through the site's
 * withdrawal button: the seat is cancelled whether or not the course has begun, the withdrawal
 * and what the sessions already given are worth are kept with the booking, a card payment is
 * refunded but for that (a transfer's refund is the studio's to make, and it is told), and the
 * learner gets a receipt of the withdrawal by mail. Refused for a booking that is no contract or
 * whose period is over.
 */
export async function withdrawFromContract(db: Database, ids: LearnersBooking, times: SeatTimes) {
  return changeSeats(db, ids.cohortId, times, async (desk) => {
    const cohort = await desk.cohort(ids.cohortId);
    const booking = await lockedBooking(desk.tx, ids.bookingId);
    if (!booking || booking.accountId !== ids.accountId || booking.cohortId !== cohort.id) throw new SeatChangeError(m.seat_not_yours());
    // A team's seat is the company's contract, a business's: no consumer's withdrawal (issue 66).
    if (booking.teamOrderId) throw new SeatChangeError(m.team_seat_with_buyer());
    const terms = withdrawalTerms(booking, cohort, times.now);
    if (terms.kind === "none") throw new SeatChangeError(m.withdraw_not_a_contract());
    if (terms.kind === "over") throw new WithdrawalPeriodOverError(withdrawalOverWords(terms));
    await endBooking(desk, booking, "cancelled", times.now);
    await desk.tx.update(bookings).set({ withdrawnAt: times.now, withdrawalKept: terms.kept }).where(eq(bookings.id, booking.id));
    // Kept once, in pence, as the page and the mail say it: a card's refund is the rest of what it paid.
    const refunded = await oweBookingRefund(desk.tx, booking.id, "withdrawn", times.now, () => terms.kept);
    await desk.queueMail(booking.id, "withdrawal-received", refunded?.creditNote);
  });
}

/** The learner takes the seat they were offered: confirmed if free, else held for payment as a booking would be, paid the way they chose. */
export async function acceptOffer(
  db: Database,
  ids: LearnersBooking,
  times: SeatTimes,
  payment?: SeatPayment,
  earlyStartRequest?: string,
  /** The company the invoice is to be made out to, when the learner gave one (issue 66). */
  billing?: BillingDetails,
) {
  return changeSeats(db, ids.cohortId, times, async (desk) => {
    const cohort = await desk.cohort(ids.cohortId);
    const booking = await learnersLiveBooking(desk, cohort, ids.bookingId, ids.accountId, times.now);
    if (booking.state !== "offered") throw new SeatChangeError(m.seat_no_offer());
    const free = booking.price === 0;
    // Taking the seat makes the contract: a course starting within its 14 days begins early only if asked.
    const earlyStart = earlyStartRecord({ paid: !free, startsOn: cohort.startsOn, now: times.now }, earlyStartRequest);
    await desk.tx
      .update(bookings)
      .set({
        state: free ? "confirmed" : "held",
        holdUntil: free ? null : holdEnds(payment, times),
        paymentMethod: free ? null : methodOf(payment),
        confirmedAt: free ? times.now : null,
        // Taking it by transfer makes the contract now, not when the queue was joined; a card's is made when it pays.
        contractMadeAt: !free && methodOf(payment) === "bank-transfer" ? times.now : null,
        billing: !free && billing ? billing : null,
        ...earlyStart,
        updatedAt: times.now,
      })
      .where(eq(bookings.id, booking.id));
    await desk.queueMail(booking.id, free ? "seat-confirmed" : "seat-held");
  });
}

/** The learner passes the offered seat on to the next person waiting. */
export async function declineOffer(db: Database, ids: LearnersBooking, times: SeatTimes) {
  return changeSeats(db, ids.cohortId, times, async (desk) => {
    const booking = await learnersLiveBooking(desk, await desk.cohort(ids.cohortId), ids.bookingId, ids.accountId, times.now);
    if (booking.state !== "offered") throw new SeatChangeError(m.seat_no_offer());
    await endBooking(desk, booking, "declined", times.now);
  });
}

/** A booking's state as the roster's badge says it, for the staff's refusals. */
const stateWords = (state: BookingState) => bookingStateWords[state].label;

/** Staff: the payment for a held seat has arrived. A hold that ran out was released as the change began: it is not there to pay for. */
export async function markPaid(db: Database, ids: { bookingId: string; cohortId: string }, staff: StaffActor, times: SeatTimes) {
  return changeSeats(db, ids.cohortId, times, async (desk) => {
    const booking = await lockedBooking(desk.tx, ids.bookingId);
    if (!booking || booking.cohortId !== ids.cohortId) throw new SeatChangeError(m.roster_not_on_cohort());
    refuseTeamSeat(booking);
    if (booking.state !== "held")
      throw new SeatChangeError(m.roster_not_awaiting_payment({ reference: booking.reference, state: stateWords(booking.state) }));
    if (booking.paymentMethod === "card") throw new SeatChangeError(m.roster_paid_by_card({ reference: booking.reference }));
    await desk.tx
      .update(bookings)
      .set({ state: "confirmed", holdUntil: null, paidAt: times.now, confirmedAt: times.now, updatedAt: times.now })
      .where(eq(bookings.id, booking.id));
    const invoice = await issueInvoice(desk.tx, booking.id, times.now);
    await desk.queueMail(booking.id, "seat-confirmed", invoice);
    await record(desk.tx, ids.cohortId, staff, { what: "paid", reference: booking.reference });
  });
}

/**
 * Staff: cancels a booking, whatever its state, freeing its seat for the next person. The studio
 * cancelling a seat paid by card refunds it in full (decision 47).
 */
export async function cancelBooking(db: Database, ids: { bookingId: string; cohortId: string }, staff: StaffActor, times: SeatTimes) {
  return changeSeats(db, ids.cohortId, times, async (desk) => {
    const booking = await lockedBooking(desk.tx, ids.bookingId);
    if (!booking || booking.cohortId !== ids.cohortId) throw new SeatChangeError(m.roster_not_on_cohort());
    refuseTeamSeat(booking);
    if (!isLiveBooking(booking.state)) throw new SeatChangeError(m.roster_already_ended({ reference: booking.reference }));
    await endBooking(desk, booking, "cancelled", times.now);
    const refunded = await oweBookingRefund(desk.tx, booking.id, "staff: cancelled by the studio", times.now);
    await desk.queueMail(booking.id, "seat-cancelled", refunded?.creditNote);
    await record(desk.tx, ids.cohortId, staff, {
      what: "cancelled",
      reference: booking.reference,
      refunded: refunded?.payment.amount ?? null,
    });
  });
}

/**
 * Staff: refunds a booking's card payment in full, with a reason written to the cohort's history.
 * A live seat is cancelled with it (its seat goes to the first person waiting) and the learner
 * told; an ended one (cancelled outside the refund policy, say) is only refunded. The refund is
 * sent to Stripe once this has committed.
 */
export async function refundBooking(
  db: Database,
  ids: { bookingId: string; cohortId: string },
  staff: StaffActor,
  reason: string,
  times: SeatTimes,
) {
  return changeSeats(db, ids.cohortId, times, async (desk) => {
    const booking = await lockedBooking(desk.tx, ids.bookingId);
    if (!booking || booking.cohortId !== ids.cohortId) throw new SeatChangeError(m.roster_not_on_cohort());
    refuseTeamSeat(booking);
    const live = isLiveBooking(booking.state);
    if (live) await endBooking(desk, booking, "cancelled", times.now);
    const refunded = await oweBookingRefund(desk.tx, booking.id, `staff: ${reason}`, times.now);
    if (!refunded) throw new SeatChangeError(m.roster_nothing_to_refund({ reference: booking.reference }));
    await desk.queueMail(booking.id, live ? "seat-cancelled" : "payment-refunded", refunded.creditNote);
    await record(desk.tx, ids.cohortId, staff, {
      what: "refunded",
      reference: booking.reference,
      amount: refunded.payment.amount,
      cancelled: live,
      reason,
    });
  });
}

/**
 * Staff: a cancelled seat paid by bank transfer has been refunded at the studio's bank (issue 64).
 * The roster then says "Refunded", the studio's to-do drops it, and the learner is told.
 */
export async function markTransferRefunded(
  db: Database,
  ids: { bookingId: string; cohortId: string },
  staff: StaffActor,
  times: SeatTimes,
) {
  return changeSeats(db, ids.cohortId, times, async (desk) => {
    const booking = await lockedBooking(desk.tx, ids.bookingId);
    if (!booking || booking.cohortId !== ids.cohortId) throw new SeatChangeError(m.roster_not_on_cohort());
    refuseTeamSeat(booking);
    if (!transferRefundOwed(booking)) throw new SeatChangeError(m.roster_no_transfer_refund({ reference: booking.reference }));
    await desk.tx
      .update(bookings)
      .set({ transferRefundedAt: times.now, transferRefundedBy: staff.email, updatedAt: times.now })
      .where(eq(bookings.id, booking.id));
    // What went back: the price, less what a withdrawal kept for sessions given (issue 65); the
    // invoice is corrected by it, for the reason the seat ended (decision 67).
    const refunded = booking.price - (booking.withdrawalKept ?? 0);
    const cohort = await desk.cohort(ids.cohortId);
    const reason = booking.withdrawnAt ? "withdrawn" : cohort.state === "cancelled" ? "cohort-cancelled" : "cancelled";
    const creditNote = await issueCreditNote(desk.tx, booking.id, refunded, reason, times.now);
    // A learner who has left the site is mailed nothing more (their account's deletion cleared its id).
    if (booking.accountId !== null) await desk.queueMail(booking.id, "payment-refunded", creditNote);
    await record(desk.tx, ids.cohortId, staff, { what: "transfer-refunded", reference: booking.reference, amount: refunded });
  });
}

/** A seat paid by bank transfer and cancelled, whose refund the studio has not marked made: the learner was told it comes back. */
export function transferRefundOwed(booking: Pick<Booking, "paymentMethod" | "paidAt" | "state" | "transferRefundedAt">): boolean {
  return (
    booking.paymentMethod === "bank-transfer" &&
    booking.paidAt !== null &&
    booking.state === "cancelled" &&
    booking.transferRefundedAt === null
  );
}

/** Staff: a new capacity, never below the seats taken; a raise offers the new seats to the people waiting. */
export async function changeCapacity(db: Database, cohortId: string, capacity: number, staff: StaffActor, times: SeatTimes) {
  return changeSeats(db, cohortId, times, async (desk) => {
    const cohort = await desk.cohort(cohortId);
    if (capacity < cohort.seatsTaken) {
      throw new SeatChangeError(m.cohort_capacity_below_taken({ count: cohort.seatsTaken }));
    }
    await desk.tx.update(cohorts).set({ capacity, updatedAt: times.now }).where(eq(cohorts.id, cohortId));
    await record(desk.tx, cohortId, staff, { what: "capacity", from: cohort.capacity, to: capacity });
  });
}

/** Staff: the cohort will not run. Every live booking is cancelled and told so; the seats go with them. */
export async function cancelCohort(db: Database, cohortId: string, staff: StaffActor, times: SeatTimes) {
  return changeSeats(db, cohortId, times, async ({ tx, cohort }) => {
    if ((await cohort(cohortId)).state === "cancelled") throw new SeatChangeError(m.cohort_already_cancelled());
    const live = await tx
      .update(bookings)
      .set({ state: "cancelled", holdUntil: null, endedAt: times.now, updatedAt: times.now })
      .where(and(eq(bookings.cohortId, cohortId), inArray(bookings.state, [...liveBookingStates])))
      .returning({ id: bookings.id, method: bookings.paymentMethod, paidAt: bookings.paidAt, teamOrderId: bookings.teamOrderId });
    await tx.update(cohorts).set({ state: "cancelled", seatsTaken: 0, updatedAt: times.now }).where(eq(cohorts.id, cohortId));
    // A team's seats are told of once, to the buyer, with their order; its invoice is cleared there.
    const teamSeats = live.filter((booking) => booking.teamOrderId !== null);
    await cancelTeamOrdersOf(tx, cohortId, times.now);
    // Every seat paid by card is refunded in full: the studio is not running what was paid for.
    const creditNotes = new Map<string, string | undefined>();
    const learners = live.filter((booking) => booking.teamOrderId === null);
    for (const { id } of learners) creditNotes.set(id, (await oweBookingRefund(tx, id, "cohort-cancelled", times.now))?.creditNote?.id);
    if (learners.length > 0)
      await tx
        .insert(mailOutbox)
        .values(learners.map(({ id }) => ({ bookingId: id, kind: "cohort-cancelled" as const, invoiceId: creditNotes.get(id) })));
    // A seat paid by transfer the studio refunds at its bank: it hears of each (issue 64).
    const transfers = learners.filter((booking) => booking.method === "bank-transfer" && booking.paidAt !== null);
    if (transfers.length > 0)
      await tx.insert(mailOutbox).values(transfers.map(({ id }) => ({ bookingId: id, kind: "transfer-refund-studio" as const })));
    await record(tx, cohortId, staff, { what: "cohort-cancelled", bookings: learners.length + teamSeats.length });
  });
}

/**
 * Staff: moves a learner's seat to another cohort of the same course, with both cohorts locked
 * by the entrance. The seat is taken on the new cohort only if it has one free, and the old seat
 * goes to the first person waiting there. The reference, amount and payment stay with the booking.
 */
export async function moveBooking(
  db: Database,
  ids: { bookingId: string; cohortId: string; toCohortId: string },
  staff: StaffActor,
  times: SeatTimes,
) {
  if (ids.cohortId === ids.toCohortId) throw new SeatChangeError(m.roster_move_same_cohort());
  await changeSeats(db, [ids.cohortId, ids.toCohortId], times, async (desk) => {
    const from = await desk.cohort(ids.cohortId);
    const to = await desk.cohort(ids.toCohortId);
    if (to.courseSlug !== from.courseSlug) throw new SeatChangeError(m.roster_move_other_course());
    const booking = await lockedBooking(desk.tx, ids.bookingId);
    if (!booking || booking.cohortId !== from.id) throw new SeatChangeError(m.roster_not_on_cohort());
    refuseTeamSeat(booking);
    if (booking.state !== "held" && booking.state !== "confirmed")
      throw new SeatChangeError(m.roster_move_not_seat({ reference: booking.reference, state: stateWords(booking.state) }));
    const [already] = booking.accountId
      ? await desk.tx
          .select({ reference: bookings.reference })
          .from(bookings)
          .where(
            and(eq(bookings.cohortId, to.id), eq(bookings.accountId, booking.accountId), inArray(bookings.state, [...liveBookingStates])),
          )
      : [];
    if (already) throw new SeatChangeError(m.roster_move_already_there({ reference: already.reference }));
    // An EU business's online seat is sold without UK VAT, an in-person one with it: a move across
    // that line would change the price and the tax, so it is cancelled and booked again instead.
    if (booking.vatTreatment && buyerTreatment({ billing: billingOf(booking), format: to.format }) !== booking.vatTreatment)
      throw new SeatChangeError(m.roster_move_other_vat({ reference: booking.reference }));
    if (!(await desk.takeSeat(to.id))) throw new SeatChangeError(m.roster_move_no_seat());
    await desk.tx.update(bookings).set({ cohortId: to.id, updatedAt: times.now }).where(eq(bookings.id, booking.id));
    await desk.freeSeat(from.id);
    // An invoice names the cohort's dates: a paid seat's is put right for the new ones.
    const invoice = await reissueInvoice(desk.tx, booking.id, times.now);
    await desk.queueMail(booking.id, "seat-moved", invoice);
    await record(desk.tx, from.id, staff, { what: "moved-out", reference: booking.reference, startsOn: to.startsOn });
    await record(desk.tx, to.id, staff, { what: "moved-in", reference: booking.reference, startsOn: from.startsOn });
  });
}

/** The cohorts, not started yet, on which an account has a live booking. */
async function liveCohortsOf(tx: Transaction, accountId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ cohortId: bookings.cohortId })
    .from(bookings)
    .innerJoin(cohorts, eq(bookings.cohortId, cohorts.id))
    .where(
      and(eq(bookings.accountId, accountId), inArray(bookings.state, [...liveBookingStates]), sql`${cohorts.startsOn} > ${isoDay(now)}`),
    );
  return rows.map((row) => row.cohortId);
}

/**
 * An account is being deleted: its bookings of cohorts that have not started end, their seats
 * go to the people waiting, and every booking of the account loses its link (past ones stay as
 * the studio's record). Runs inside the deletion's transaction, which the identity provider's
 * deletion can still roll back, through the entrance like every change of seats. No mail to the
 * person: they asked for this and have left (the people offered their seats are told).
 */
export async function releaseAccountBookings(tx: Transaction, accountId: string, times: SeatTimes): Promise<number> {
  // A team's seat the person had claimed is the company's: it goes back to its order, unnamed,
  // for the buyer to name someone else, rather than ending (issue 66).
  await tx.execute(sql`
    update ${bookings} set account_id = null, name = left(${teamOrders.billing}->>'company', 120), email = ${teamOrders.email},
      updated_at = ${times.now.toISOString()}
    from ${teamOrders}
    where ${bookings.teamOrderId} = ${teamOrders.id} and ${bookings.accountId} = ${accountId}`);
  let ended = 0;
  // The cohorts are found before they are locked: a seat moved or booked meanwhile is on one not
  // locked yet, so look again once these are done, until none is left.
  for (
    let cohortIds = await liveCohortsOf(tx, accountId, times.now);
    cohortIds.length > 0;
    cohortIds = await liveCohortsOf(tx, accountId, times.now)
  ) {
    ended += await changeSeatsWithin(tx, cohortIds, times, async (desk) => {
      const live = await desk.tx
        .select()
        .from(bookings)
        .where(
          and(inArray(bookings.cohortId, cohortIds), eq(bookings.accountId, accountId), inArray(bookings.state, [...liveBookingStates])),
        )
        .for("update");
      for (const booking of live) {
        await endBooking(desk, booking, "cancelled", times.now);
        // Leaving the site is cancelling: a seat paid by card is refunded as the learner's own cancellation would be.
        await oweCancellationRefund(desk, booking, await desk.cohort(booking.cohortId), times.now);
      }
      return live.length;
    });
  }
  // Nothing more is mailed to the person, whatever was queued a moment before (a hold the entrance found run out).
  await tx
    .delete(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        inArray(mailOutbox.bookingId, tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.accountId, accountId))),
      ),
    );
  await tx.update(bookings).set({ accountId: null, updatedAt: times.now }).where(eq(bookings.accountId, accountId));
  // A team order is the company's: it stays, with its seats, but no longer knows the buyer's account or mails them.
  await tx
    .delete(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        inArray(mailOutbox.teamOrderId, tx.select({ id: teamOrders.id }).from(teamOrders).where(eq(teamOrders.accountId, accountId))),
      ),
    );
  await tx.update(teamOrders).set({ accountId: null, updatedAt: times.now }).where(eq(teamOrders.accountId, accountId));
  return ended;
}

/** The company a booking was made for, as its invoice names it; none for a person's own. */
const billingOf = (booking: { billing: unknown }) => (booking.billing === null ? undefined : billingDetails.parse(booking.billing));
