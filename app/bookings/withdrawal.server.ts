import type { Cohort } from "~/database/schema.server";
import { meetingDates } from "~/config/calendar-day";
import { momentIn } from "~/config/clock-time.server";
import { cancellationPeriodEnds, cancellationPeriodLastDay, contractMade } from "~/payments/refund-policy";
import type { Booking } from "./book-seat.server";

/**
 * Whether a booking is a contract the learner may withdraw from (issue 65): a paid seat, booked
 * to pay by bank transfer (the order button made it) or confirmed. A seat held while its card
 * payment is made is no contract yet, and a place on the waiting list never is; they are
 * cancelled, not withdrawn from.
 */
export function isContract(booking: Pick<Booking, "price" | "state" | "paymentMethod">): boolean {
  if (booking.price <= 0) return false;
  return booking.state === "confirmed" || (booking.state === "held" && booking.paymentMethod === "bank-transfer");
}

/** How many of a cohort's sessions have begun by `now`, of how many: each begins at its hour on the cohort's clock, as its calendar file says. */
export function sessionsBegun(cohort: Pick<Cohort, "startsOn" | "endsOn" | "meetingDays" | "startsAt" | "timeZone">, now: Date) {
  const days = meetingDates(cohort.startsOn, cohort.endsOn, cohort.meetingDays);
  const begun = days.filter((day) => momentIn(day, cohort.startsAt, cohort.timeZone) <= now).length;
  return { begun, total: days.length };
}

/**
 * What withdrawing from a booking means now: open until the end of the 14th day after the
 * contract's (refund-policy.ts), with what the learner pays for the sessions given before, in
 * minor units (pence), only if they asked for it to begin early (in proportion, rounded in their
 * favour: § 357a (2) BGB, CCR reg. 36); over once that day has ended, or once every session has
 * been given at their request (§ 356 (4) BGB, CCR reg. 36 (6)); none for a booking that is no
 * contract.
 */
export type WithdrawalTerms =
  | { kind: "open"; lastDay: string; begun: number; total: number; kept: number }
  | { kind: "over"; lastDay: string; performed: boolean }
  | { kind: "none" };

export function withdrawalTerms(
  booking: Pick<Booking, "price" | "state" | "paymentMethod" | "paidAt" | "bookedAt" | "contractMadeAt" | "earlyStartRequestedAt">,
  cohort: Pick<Cohort, "startsOn" | "endsOn" | "meetingDays" | "startsAt" | "timeZone">,
  now: Date,
): WithdrawalTerms {
  if (!isContract(booking)) return { kind: "none" };
  const made = contractMade(booking);
  const lastDay = cancellationPeriodLastDay(made);
  if (now >= cancellationPeriodEnds(made)) return { kind: "over", lastDay, performed: false };
  // Sessions are paid for only when given at the learner's express request; without it, none are.
  const { begun, total } = booking.earlyStartRequestedAt ? sessionsBegun(cohort, now) : { begun: 0, total: 0 };
  if (total > 0 && begun >= total) return { kind: "over", lastDay, performed: true };
  return { kind: "open", lastDay, begun, total, kept: keptFor(booking.price, begun, total) };
}

/** What sessions given are worth of an amount (in any unit), rounded down: the learner's favour. */
export function keptFor(amount: number, begun: number, total: number): number {
  return total === 0 || begun === 0 ? 0 : Math.floor((amount * Math.min(begun, total)) / total);
}
