import { and, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { bookings, cohorts, liveBookingStates } from "~/database/schema.server";
import { cleanText } from "~/platform/clean-text.server";
import { site } from "~/config/site";
import { mailQueued } from "~/platform/mail-queued.server";
import { m } from "~/i18n/paraglide/messages.js";
import { bankHoliday } from "./bank-holidays.server";
import { announceDates } from "~/date-alerts/date-alerts.server";
import { readCohortForm, type CohortFormRules, type CohortInput } from "./cohort-form";
import { actionOf, cohortChangeFields, cohortEventText, type CohortOwnFacts } from "./cohort-history";
import { cancelCohort, writeHistoryLine, type StaffActor } from "~/bookings/seat-changes.server";
import { changeSeats, SeatChangeError, type SeatTimes } from "~/bookings/seat-entrance.server";

/**
 * The staff's cohort form as the server reads it: the address cleaned with `cleanText` (no NUL,
 * bidirectional override or line break reaches the course page, the roster or a mail) before
 * its length is checked, and a first day on a bank holiday refused until the staff confirm it.
 * The one way a cohort's text enters the database.
 */
export function readStaffCohortForm(form: FormData, rules: Omit<CohortFormRules, "clean" | "bankHoliday">) {
  return readCohortForm(form, { ...rules, clean: (value) => cleanText(value), bankHoliday });
}

/** Staff: a new cohort, recorded with who made it. */
export async function createCohort(db: Database, input: CohortInput, staff: StaffActor, now: Date): Promise<string> {
  let announced = 0;
  const id = await db.transaction(async (tx) => {
    const [cohort] = await tx
      .insert(cohorts)
      .values({ ...input, timeZone: site.timeZone.id, createdAt: now, updatedAt: now })
      .returning({ id: cohorts.id });
    await record(tx, cohort!.id, staff, { what: "created", startsOn: input.startsOn, capacity: input.capacity });
    announced = await announceDates(tx, { id: cohort!.id, ...input }, now);
    return cohort!.id;
  });
  if (announced > 0) mailQueued();
  return id;
}

/**
 * Staff: saves the cohort form. The capacity never goes below the seats taken; the course cannot
 * change under people booked on it; cancelling goes through `cancelCohort`, which tells everyone.
 * Seats that a raise or a reopening makes free are offered to the people waiting, by the entrance.
 */
export async function updateCohort(db: Database, cohortId: string, input: CohortInput, staff: StaffActor, times: SeatTimes): Promise<void> {
  if (input.state === "cancelled") {
    await cancelCohort(db, cohortId, staff, times);
    return;
  }
  await changeSeats(db, cohortId, times, async ({ tx, cohort: read }) => {
    const cohort = await read(cohortId);
    if (cohort.state === "cancelled") throw new SeatChangeError(m.cohort_cancelled_make_new());
    if (input.capacity < cohort.seatsTaken) throw new SeatChangeError(m.cohort_capacity_below_taken({ count: cohort.seatsTaken }));
    if (input.courseSlug !== cohort.courseSlug) {
      const [anyone] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.cohortId, cohortId), inArray(bookings.state, [...liveBookingStates])))
        .limit(1);
      if (anyone) throw new SeatChangeError(m.cohort_course_locked());
    }
    const changed = cohortChangeFields.filter((field) => String(input[field]) !== String(cohort[field]));
    if (changed.length === 0) return;
    await tx
      .update(cohorts)
      .set({ ...input, updatedAt: times.now })
      .where(eq(cohorts.id, cohortId));
    await record(tx, cohortId, staff, { what: "changed", fields: changed });
    // A cohort opened (or reopened) tells those who asked for the course's dates; the entrance sends the mail on.
    await announceDates(tx, { id: cohortId, ...input }, times.now);
  });
}

/** Writes what the staff did to the cohort itself into its history. */
function record(tx: Transaction, cohortId: string, staff: StaffActor, facts: CohortOwnFacts) {
  return writeHistoryLine(tx, cohortId, staff, { action: actionOf[facts.what], facts, words: () => cohortEventText(facts) });
}
