import { addDays, calendarDay, DAY_MS, studioDay, studioDayBegins } from "~/config/calendar-day";
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
 * When the contract for a seat was made, which the 14 days count from: when a card paid for it,
 * else when the order button booked it to pay by transfer (a seat taken from the waiting list is
 * agreed when it is taken, not when the queue was joined: `contractMadeAt`), else when it was booked.
 */
export const contractMade = (booking: { paidAt: Date | null; bookedAt: Date; contractMadeAt?: Date | null }) =>
  booking.paidAt ?? booking.contractMadeAt ?? booking.bookedAt;

/**
 * The last day of the learner's statutory cancellation period: the 14th day after the day the
 * contract was made, on the studio's clock (the day itself does not count: CCR reg. 30, § 187 (1)
 * BGB), and the whole of it (issue 65: the policy stopped at the hour the contract was made).
 */
export const cancellationPeriodLastDay = (made: Date): string => addDays(studioDay(made), CANCELLATION_PERIOD_DAYS);

/** When the period is over: the end of its last day, midnight UK time. */
export const cancellationPeriodEnds = (made: Date): Date => studioDayBegins(addDays(cancellationPeriodLastDay(made), 1));

/** Whether a course starting on `startsOn` begins within the period of a contract made at `made`: then it begins early only at the learner's request. */
export const startsWithinCancellationPeriod = (startsOn: string, made: Date): boolean => startsOn <= cancellationPeriodLastDay(made);

/**
 * Whether the course's policy alone refunds a seat cancelled `now`: a business's team order
 * (issue 66), which has no consumer's statutory cancellation period, goes by it.
 */
export const policyRefunds = (policy: RefundPolicy, { startsOn, now }: { startsOn: string; now: Date }): boolean =>
  studioDay(now) <= lastRefundDay(policy, startsOn);

export type RefundOnCancel = { refunded: boolean; why: "policy" | "cancellation-period" | "none" };

/** Whether a seat cancelled `now` is refunded, and by which rule; the statutory period wins over the policy. */
export function refundOnCancel(
  policy: RefundPolicy,
  { bookedAt, startsOn, now }: { bookedAt: Date; startsOn: string; now: Date },
): RefundOnCancel {
  if (now < cancellationPeriodEnds(bookedAt)) return { refunded: true, why: "cancellation-period" };
  if (policyRefunds(policy, { startsOn, now })) return { refunded: true, why: "policy" };
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
  const periodLine = startsWithinCancellationPeriod(startsOn, bookedAt)
    ? m.refund_period_inside()
    : m.refund_period({ day: calendarDay(cancellationPeriodLastDay(bookedAt)) });
  return [policyLine, periodLine];
}

/**
 * Whether a learner cancelling their paid seat `now` is refunded: by the course's policy, or by
 * the 14 days counted from the contract. The cancellation and its confirmation step ask the same.
 */
export function cancellationRefunded(
  course: { refundDaysBefore?: number } | undefined,
  booking: { paidAt: Date | null; bookedAt: Date; contractMadeAt?: Date | null },
  { startsOn, now }: { startsOn: string; now: Date },
): boolean {
  return refundOnCancel(refundPolicyOf(course), { bookedAt: contractMade(booking), startsOn, now }).refunded;
}

/** The longest reason a staff refund records in the cohort's history, and the form takes. */
export const REFUND_REASON_MAX = 300;
