import { calendarDay, DAY_MS } from "~/config/calendar-day";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * A consumer's right to cancel a distance contract for services within 14 days of making it
 * (the Consumer Contracts Regulations 2013, regulations 29 to 36): whatever the course's policy
 * says, cancelling within it, before the course starts, is refunded in full.
 */
export const CANCELLATION_PERIOD_DAYS = 14;

/** Without a policy of its own, a course refunds a seat cancelled 14 days or more before the start. */
export const DEFAULT_REFUND_DAYS_BEFORE = 14;

/** A course's refund policy: a full refund until `daysBefore` days before the start, none after. */
export type RefundPolicy = { daysBefore: number };

export const refundPolicyOf = (course: { refundDaysBefore?: number } | undefined): RefundPolicy => ({
  daysBefore: course?.refundDaysBefore ?? DEFAULT_REFUND_DAYS_BEFORE,
});

/** The first day on which a cancellation is no longer refunded by the policy (an ISO day, as cohorts keep them). */
function lastRefundDay(policy: RefundPolicy, startsOn: string): string {
  return new Date(Date.parse(`${startsOn}T00:00:00Z`) - policy.daysBefore * DAY_MS).toISOString().slice(0, 10);
}

/**
 * When the contract for a seat was made, which the 14 days count from: when it was paid (a seat
 * taken from the waiting list is agreed when it is taken and paid, not when the queue was joined),
 * else when it was booked.
 */
export const contractMade = (booking: { paidAt: Date | null; bookedAt: Date }) => booking.paidAt ?? booking.bookedAt;

/** When the learner's statutory cancellation period ends: 14 days after the contract was made. */
export const cancellationPeriodEnds = (bookedAt: Date) => new Date(bookedAt.getTime() + CANCELLATION_PERIOD_DAYS * DAY_MS);

export type RefundOnCancel = { refunded: boolean; why: "policy" | "cancellation-period" | "none" };

/** Whether a seat cancelled `now` is refunded, and by which rule; the statutory period wins over the policy. */
export function refundOnCancel(
  policy: RefundPolicy,
  { bookedAt, startsOn, now }: { bookedAt: Date; startsOn: string; now: Date },
): RefundOnCancel {
  if (now < cancellationPeriodEnds(bookedAt)) return { refunded: true, why: "cancellation-period" };
  if (now.toISOString().slice(0, 10) <= lastRefundDay(policy, startsOn)) return { refunded: true, why: "policy" };
  return { refunded: false, why: "none" };
}

/**
 * The policy in the learner's words, for the step before paying and the booking's page. When the
 * course starts within the 14 days of the cancellation period, paying asks the studio to begin
 * within it: the learner keeps the right to cancel with a full refund until the start.
 */
export function refundPolicyWords(policy: RefundPolicy, { startsOn, bookedAt }: { startsOn: string; bookedAt: Date }): string[] {
  const policyLine =
    policy.daysBefore === 0
      ? m.refund_any_time()
      : m.refund_until({ day: calendarDay(lastRefundDay(policy, startsOn)), days: policy.daysBefore });
  const periodEnds = cancellationPeriodEnds(bookedAt);
  const startsWithinPeriod = Date.parse(`${startsOn}T00:00:00Z`) < periodEnds.getTime();
  const periodLine = startsWithinPeriod ? m.refund_period_inside() : m.refund_period({ day: calendarDay(periodEnds) });
  return [policyLine, periodLine];
}

/**
 * Whether a learner cancelling their paid seat `now` is refunded: by the course's policy, or by
 * the 14 days counted from the contract. The cancellation and its confirmation step ask the same.
 */
export function cancellationRefunded(
  course: { refundDaysBefore?: number } | undefined,
  booking: { paidAt: Date | null; bookedAt: Date },
  { startsOn, now }: { startsOn: string; now: Date },
): boolean {
  return refundOnCancel(refundPolicyOf(course), { bookedAt: contractMade(booking), startsOn, now }).refunded;
}

/** The longest reason a staff refund records in the cohort's history, and the form takes. */
export const REFUND_REASON_MAX = 300;
