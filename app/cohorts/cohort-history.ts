import { z } from "zod";
import { calendarDay } from "~/config/calendar-day";
import type { CohortEventAction } from "~/database/schema.server";
import { m } from "~/i18n/paraglide/messages.js";
import { seatActionOf, seatEventFacts, seatEventText } from "~/bookings/seat-history";
import { cohortInputFields } from "./cohort-form";

/** The fields of a cohort a save may change, in the order the history names them. */
export const cohortChangeFields = cohortInputFields;
export type CohortChangeField = (typeof cohortChangeFields)[number];

/** What the staff did to the cohort itself: made it, or changed its fields. */
const cohortOwnFacts = [
  z.object({ what: z.literal("created"), startsOn: z.iso.date(), capacity: z.number().int() }),
  z.object({ what: z.literal("changed"), fields: z.array(z.enum(cohortChangeFields)).min(1) }),
] as const;
export type CohortOwnFacts = z.infer<(typeof cohortOwnFacts)[number]>;

/**
 * A line of a cohort's history, as facts rather than words: the cohort's own changes, and what
 * happened to its seats (app/bookings/seat-history.ts). Stored in `cohort_events.facts`; read back
 * through this schema, so a row it cannot read shows the words written with it.
 */
export const cohortEventFacts = z.discriminatedUnion("what", [...cohortOwnFacts, ...seatEventFacts]);
export type CohortEventFacts = z.infer<typeof cohortEventFacts>;

/** The action column each kind of line is filed under (what the history's filters and checks know). */
export const actionOf: Record<CohortEventFacts["what"], CohortEventAction> = {
  created: "cohort-changed",
  changed: "cohort-changed",
  ...seatActionOf,
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
  earlyPrice: m.cohort_history_field_early_price,
  earlyPriceUntil: m.cohort_history_field_early_price_until,
  state: m.cohort_history_field_state,
};

/** A line of the history in the language of the page showing it: "BK-0A1B2C3D marked paid". */
export function cohortEventText(facts: CohortEventFacts): string {
  switch (facts.what) {
    case "created":
      return m.cohort_history_created({ date: calendarDay(facts.startsOn), count: facts.capacity });
    case "changed":
      return m.cohort_history_changed({ fields: facts.fields.map((field) => fieldWords[field]()).join(", ") });
    default:
      return seatEventText(facts);
  }
}

/** A stored line as the page shows it: its facts in the page's language, or, for a line written before facts were kept, its words. */
export function historyLine(event: { facts: unknown; detail: string }): string {
  const facts = cohortEventFacts.safeParse(event.facts);
  return facts.success ? cohortEventText(facts.data) : event.detail;
}
