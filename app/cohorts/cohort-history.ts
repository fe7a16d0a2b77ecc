import { z } from "zod";
import { calendarDay } from "~/config/calendar-day";
import { formatPrice } from "~/config/money";
import type { CohortEventAction } from "~/database/schema.server";
import { m } from "~/i18n/paraglide/messages.js";
import { cohortInputFields } from "./cohort-form";
import { REFUND_REASON_MAX } from "~/payments/refund-reason";

/** The fields of a cohort a save may change, in the order the history names them. */
export const cohortChangeFields = cohortInputFields;
export type CohortChangeField = (typeof cohortChangeFields)[number];

const day = z.iso.date();
const reference = z.string().min(1).max(40);
/** An amount of money in the currency's smallest unit, as Stripe keeps it. */
const minorUnits = z.number().int().nonnegative();

/**
 * What the staff did to a cohort, as facts rather than words: the history is read by staff in
 * either language, so a line is put into words when it is shown. Stored in `cohort_events.facts`;
 * read back through this schema, so a row it cannot read shows the words written with it.
 */
export const cohortEventFacts = z.discriminatedUnion("what", [
  z.object({ what: z.literal("created"), startsOn: day, capacity: z.number().int() }),
  z.object({ what: z.literal("changed"), fields: z.array(z.enum(cohortChangeFields)).min(1) }),
  z.object({ what: z.literal("paid"), reference }),
  z.object({ what: z.literal("cancelled"), reference, refunded: minorUnits.nullable() }),
  z.object({
    what: z.literal("refunded"),
    reference,
    amount: minorUnits,
    cancelled: z.boolean(),
    reason: z.string().max(REFUND_REASON_MAX),
  }),
  z.object({ what: z.literal("capacity"), from: z.number().int(), to: z.number().int() }),
  z.object({ what: z.literal("cohort-cancelled"), bookings: z.number().int().nonnegative() }),
  z.object({ what: z.literal("moved-out"), reference, startsOn: day }),
  z.object({ what: z.literal("moved-in"), reference, startsOn: day }),
]);
export type CohortEventFacts = z.infer<typeof cohortEventFacts>;

/** The action column each kind of line is filed under (what the history's filters and checks know). */
export const actionOf: Record<CohortEventFacts["what"], CohortEventAction> = {
  created: "cohort-changed",
  changed: "cohort-changed",
  paid: "booking-paid",
  cancelled: "booking-cancelled",
  refunded: "booking-refunded",
  capacity: "capacity-changed",
  "cohort-cancelled": "cohort-cancelled",
  "moved-out": "booking-moved",
  "moved-in": "booking-moved",
};

/** A field's name in the history, read when shown. */
const fieldWords: Record<CohortChangeField, () => string> = {
  courseSlug: m.cohort_history_field_course,
  startsOn: m.cohort_history_field_first_day,
  endsOn: m.cohort_history_field_last_day,
  meetingDays: m.cohort_history_field_days,
  startsAt: m.cohort_history_field_start_time,
  endsAt: m.cohort_history_field_end_time,
  format: m.cohort_history_field_format,
  address: m.cohort_history_field_address,
  onlineLink: m.cohort_history_field_link,
  capacity: m.cohort_history_field_capacity,
  price: m.cohort_history_field_price,
  state: m.cohort_history_field_state,
};

const money = (minor: number) => formatPrice(minor / 100);

/** A line of the history in the language of the page showing it: "BK-0A1B2C3D marked paid". */
export function cohortEventText(facts: CohortEventFacts): string {
  switch (facts.what) {
    case "created":
      return m.cohort_history_created({ date: calendarDay(facts.startsOn), count: facts.capacity });
    case "changed":
      return m.cohort_history_changed({ fields: facts.fields.map((field) => fieldWords[field]()).join(", ") });
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

/** A stored line as the page shows it: its facts in the page's language, or, for a line written before facts were kept, its words. */
export function historyLine(event: { facts: unknown; detail: string }): string {
  const facts = cohortEventFacts.safeParse(event.facts);
  return facts.success ? cohortEventText(facts.data) : event.detail;
}
