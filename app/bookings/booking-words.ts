import type { DotTone } from "~/components/ui/dot-badge";
import type { BookingState } from "~/database/schema.server";
import { m } from "~/i18n/paraglide/messages.js";

/** A state's words, read when shown: in the language of the page showing them. */
export const stateWords = (label: () => string, tone: DotTone) => ({
  get label() {
    return label();
  },
  tone,
});

/** A booking's state as the learner and the staff read it, with the badge's tone. */
export const bookingStateWords: Record<BookingState, { readonly label: string; tone: DotTone }> = {
  held: stateWords(m.booking_state_held, "warning"),
  confirmed: stateWords(m.booking_state_confirmed, "success"),
  offered: stateWords(m.booking_state_offered, "info"),
  waiting: stateWords(m.booking_state_waiting, "primary"),
  cancelled: stateWords(m.booking_state_cancelled, "muted"),
  expired: stateWords(m.booking_state_expired, "muted"),
  declined: stateWords(m.booking_state_declined, "muted"),
};

/**
 * A booking's state as its learner reads it: a confirmed seat that was paid for says "Paid", not
 * "Confirmed" as a free course's seat does.
 */
export function learnerBookingWords(state: BookingState, paid: boolean): { readonly label: string; tone: DotTone } {
  return state === "confirmed" && paid ? paidSeatWords : bookingStateWords[state];
}

const paidSeatWords = stateWords(m.booking_state_paid, "success");
