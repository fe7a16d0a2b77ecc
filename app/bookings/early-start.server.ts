import type { PostedForm } from "~/platform/posted-form.server";
import { startsWithinCancellationPeriod } from "~/payments/refund-policy";
import { m } from "~/i18n/paraglide/messages.js";
import { SeatChangeError } from "./seat-entrance.server";
import { EARLY_START_FIELD } from "./order-terms";

/** A paid seat on a course that starts within the right to cancel, booked without the learner's request to begin early. */
export class EarlyStartNeededError extends SeatChangeError {
  override name = "EarlyStartNeededError";
}

/**
 * The words the learner agreed to, in their language, when the box was ticked; undefined when it
 * was not (an unticked box sends nothing). Kept with the booking as they read them.
 */
export function readEarlyStartRequest(posted: PostedForm): string | undefined {
  return posted.ok && posted.form.get(EARLY_START_FIELD.name) === EARLY_START_FIELD.value ? m.booking_early_start_request() : undefined;
}

/**
 * What a booking keeps of the request to begin early (issue 65): a paid seat on a course that
 * starts on or before the last day of the 14 days needs it (CCR reg. 36, § 356 (4) BGB), and then
 * keeps when it was made and its words; any other seat keeps nothing. Without it such a seat is
 * refused, inside the seat change, so the seat it would have taken goes back.
 */
export function earlyStartRecord(seat: { paid: boolean; startsOn: string; now: Date }, request: string | undefined) {
  if (!seat.paid || !startsWithinCancellationPeriod(seat.startsOn, seat.now))
    return { earlyStartRequestedAt: null, earlyStartRequest: null };
  if (!request) throw new EarlyStartNeededError(m.booking_early_start_needed());
  return { earlyStartRequestedAt: seat.now, earlyStartRequest: request };
}
