import type { PostedForm } from "~/platform/posted-form.server";
import { courses } from "~/content/courses.server";
import type { Cohort } from "~/database/schema.server";
import type { Database } from "~/database/database.server";
import { isoDay } from "~/config/calendar-day";
import { readStaffCohortForm, updateCohort } from "./cohort-admin.server";
import { cohortFormRules, typedCohortValues, type CohortFormValues } from "./cohort-form";
import type { CohortFormErrors } from "./cohort-form-fields";
import { readRosterAction, type RosterIntent } from "./roster-actions.server";
import { cancelBooking, markPaid, markTransferRefunded, moveBooking, refundBooking, type StaffActor } from "~/bookings/seat-changes.server";
import { settleWithStripe } from "~/payments/card-refunds.server";
import { markTeamOrderPaidBySeat } from "~/bookings/team-order-changes.server";
import { SeatChangeError, type SeatTimes } from "~/bookings/seat-entrance.server";
import { m } from "~/i18n/paraglide/messages.js";

/** What a form of a cohort's staff page was answered, with the HTTP status it goes with. */
export type StaffCohortAnswer =
  /** The details form: its messages, and what was typed. `confirmCancel` asks for the box that says cancelling is meant. */
  | { form: "cohort"; values?: CohortFormValues; errors?: CohortFormErrors; confirmCancel?: boolean; error?: string; done?: string }
  | { form: "roster"; intent: RosterIntent | null; bookingId: string | null; error?: string; done?: string }
  /** A form none of the page's could be told from. */
  | { form: null; error: string };

type Answered = { answer: StaffCohortAnswer; status: number };

/** What each roster change is answered with, read in the language of the page that asked. */
const rosterDone: Record<RosterIntent, () => string> = {
  "mark-paid": m.roster_done_mark_paid,
  "mark-order-paid": m.roster_done_mark_order_paid,
  cancel: m.roster_done_cancel,
  move: m.roster_done_move,
  refund: m.roster_done_refund,
  "mark-refunded": m.roster_done_mark_refunded,
};

/**
 * Answers a form of a cohort's staff page: the details form (`intent=save`), or one of the
 * roster's (mark paid, cancel, move a booking). A refusal changes nothing and keeps what was typed.
 */
export async function answerStaffCohortForm(
  db: Database,
  cohort: Cohort,
  posted: PostedForm,
  staff: StaffActor,
  times: SeatTimes,
): Promise<Answered> {
  if (posted.ok && posted.form.get("intent") === "save") return saveDetails(db, cohort, posted.form, staff, times);
  return changeRoster(db, cohort.id, posted, staff, times);
}

async function saveDetails(db: Database, cohort: Cohort, form: FormData, staff: StaffActor, times: SeatTimes): Promise<Answered> {
  const rules = cohortFormRules(
    { courseSlugs: courses().map((course) => course.slug), today: isoDay(times.now), keptStartsOn: cohort.startsOn },
    String(form.get("startsOn") ?? ""),
  );
  const read = readStaffCohortForm(form, rules);
  if (!read.ok) return { answer: { form: "cohort", values: read.values, errors: read.errors }, status: 400 };
  // Saving "cancelled" mails everyone booked and cannot be undone: a second, deliberate send.
  if (read.cohort.state === "cancelled" && cohort.state !== "cancelled" && form.get("confirmCancel") !== "yes") {
    return {
      answer: { form: "cohort", values: typedCohortValues(form), errors: { state: m.cohort_confirm_cancel() }, confirmCancel: true },
      status: 400,
    };
  }
  try {
    await updateCohort(db, cohort.id, read.cohort, staff, times);
    // Cancelling the cohort refunds every seat paid by card.
    if (read.cohort.state === "cancelled") await settleWithStripe(db);
  } catch (error) {
    if (!(error instanceof SeatChangeError)) throw error;
    return { answer: { form: "cohort", values: typedCohortValues(form), error: error.message }, status: 409 };
  }
  const done = read.cohort.state === "cancelled" ? m.cohort_cancelled_done() : m.cohort_saved();
  return { answer: { form: "cohort", done }, status: 200 };
}

async function changeRoster(db: Database, cohortId: string, posted: PostedForm, staff: StaffActor, times: SeatTimes): Promise<Answered> {
  const read = readRosterAction(posted);
  if (!read.ok) {
    if (!read.intent) return { answer: { form: null, error: read.error }, status: 400 };
    return { answer: { form: "roster", intent: read.intent, bookingId: read.bookingId, error: read.error }, status: 400 };
  }
  const { action: change } = read;
  const ids = { bookingId: change.bookingId, cohortId };
  try {
    if (change.intent === "mark-paid") await markPaid(db, ids, staff, times);
    else if (change.intent === "mark-order-paid") await markTeamOrderPaidBySeat(db, ids, staff, times);
    else if (change.intent === "cancel") await cancelBooking(db, ids, staff, times);
    else if (change.intent === "refund") await refundBooking(db, ids, staff, change.reason, times);
    else if (change.intent === "mark-refunded") await markTransferRefunded(db, ids, staff, times);
    else await moveBooking(db, { ...ids, toCohortId: change.toCohortId }, staff, times);
    // A cancelled seat paid by card is refunded: Stripe is asked once the change has committed.
    if (change.intent === "cancel" || change.intent === "refund") await settleWithStripe(db);
  } catch (error) {
    if (!(error instanceof SeatChangeError)) throw error;
    return { answer: { form: "roster", intent: change.intent, bookingId: change.bookingId, error: error.message }, status: 409 };
  }
  return { answer: { form: "roster", intent: change.intent, bookingId: change.bookingId, done: rosterDone[change.intent]() }, status: 200 };
}
