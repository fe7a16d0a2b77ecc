import { z } from "zod";
import { calendarDay } from "~/config/calendar-day";
import { formatPrice } from "~/config/money";
import type { CohortEventAction } from "~/database/schema.server";
import { m } from "~/i18n/paraglide/messages.js";
import { REFUND_REASON_MAX } from "~/payments/refund-policy";

const day = z.iso.date();
const reference = z.string().min(1).max(40);
/** An amount of money in the currency's smallest unit, as Stripe keeps it. */
const minorUnits = z.number().int().nonnegative();

/**
 * What the staff or the seat entrance did to a cohort's seats, as facts rather than words: the
 * cohort's history (app/cohorts/cohort-history.ts) is read by staff in either language, so a line
 * is put into words when it is shown. Stored in `cohort_events.facts`.
 */
export const seatEventFacts = [
  z.object({ what: z.literal("paid"), reference }),
  z.object({ what: z.literal("cancelled"), reference, refunded: minorUnits.nullable() }),
  z.object({
    what: z.literal("refunded"),
    reference,
    amount: minorUnits,
    cancelled: z.boolean(),
    reason: z.string().max(REFUND_REASON_MAX),
  }),
  /** A bank transfer refunded at the studio's bank, marked on the roster (issue 64). */
  z.object({ what: z.literal("transfer-refunded"), reference, amount: minorUnits }),
  z.object({ what: z.literal("capacity"), from: z.number().int(), to: z.number().int() }),
  z.object({ what: z.literal("cohort-cancelled"), bookings: z.number().int().nonnegative() }),
  z.object({ what: z.literal("moved-out"), reference, startsOn: day }),
  z.object({ what: z.literal("moved-in"), reference, startsOn: day }),
] as const;
export type SeatEventFacts = z.infer<(typeof seatEventFacts)[number]>;

/** The action column each kind of line is filed under (what the history's filters and checks know). */
export const seatActionOf: Record<SeatEventFacts["what"], CohortEventAction> = {
  paid: "booking-paid",
  cancelled: "booking-cancelled",
  refunded: "booking-refunded",
  "transfer-refunded": "booking-refunded",
  capacity: "capacity-changed",
  "cohort-cancelled": "cohort-cancelled",
  "moved-out": "booking-moved",
  "moved-in": "booking-moved",
};

const money = (minor: number) => formatPrice(minor / 100);

/** A line of the history in the language of the page showing it: "BK-0A1B2C3D marked paid". */
export function seatEventText(facts: SeatEventFacts): string {
  switch (facts.what) {
    case "paid":
      return m.cohort_history_paid({ reference: facts.reference });
    case "cancelled":
      return facts.refunded === null
        ? m.cohort_history_cancelled({ reference: facts.reference })
        : m.cohort_history_cancelled_refunded({ reference: facts.reference, amount: money(facts.refunded) });
    case "refunded":
      return (facts.cancelled ? m.cohort_history_refunded_cancelled : m.cohort_history_refunded)({
        reference: facts.reference,
        amount: money(facts.amount),
        reason: facts.reason,
      });
    case "transfer-refunded":
      return m.cohort_history_transfer_refunded({ reference: facts.reference, amount: money(facts.amount) });
    case "capacity":
      return m.cohort_history_capacity({ from: facts.from, to: facts.to });
    case "cohort-cancelled":
      return m.cohort_history_cohort_cancelled({ count: facts.bookings });
    case "moved-out":
      return m.cohort_history_moved_out({ reference: facts.reference, date: calendarDay(facts.startsOn) });
    case "moved-in":
      return m.cohort_history_moved_in({ reference: facts.reference, date: calendarDay(facts.startsOn) });
  }
}
