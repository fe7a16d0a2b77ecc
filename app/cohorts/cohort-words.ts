import { postalAddress } from "~/config/postal-address";
import type { DotTone } from "~/components/ui/dot-badge";
import type { CohortFormat, CohortState } from "~/database/schema.server";
import { stateWords } from "~/bookings/booking-words";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";

/** The studio's address on one line, in the page's language: where an in-person cohort meets unless it names another. */
export const studioAddress = () => postalAddress();

/** "3 seats left", or what a full cohort offers instead. */
export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return m.seats_full();
  return m.seats_left({ count: seatsLeft });
}

/** Where an in-person cohort meets: its own address, or the studio's. */
export function venueOf(address: string | null): string {
  return address ?? studioAddress();
}

/** "Online, live", or "In person: Studio 4, The Paintworks, …". */
export function formatText(format: CohortFormat, address: string | null): string {
  return format === "online" ? m.cohort_online() : m.cohort_in_person({ venue: venueOf(address) });
}

/** Where the course page's Book link goes: the cohort's confirmation step, with the count the page showed. */
export function bookingLink(courseSlug: string, cohortId: string, seatsLeft: number): string {
  return localizedPath(`/courses/${courseSlug}/book/${cohortId}?shown=${Math.max(0, seatsLeft)}`);
}

/** A cohort's state in the staff's words, and its badge's tone. */
export const cohortStateLabels: Record<CohortState, { readonly label: string; tone: DotTone }> = {
  open: stateWords(m.cohort_state_open, "success"),
  closed: stateWords(m.cohort_state_closed, "warning"),
  cancelled: stateWords(m.cohort_state_cancelled, "error"),
};

/** A choice of a form's list, its words read when shown. */
const option = <Id extends string>(id: Id, label: () => string) => ({
  id,
  get label() {
    return label();
  },
});

/** What each state means once chosen on the form: saving "cancelled" tells everyone booked. */
export const cohortStateOptions: readonly { id: CohortState; readonly label: string }[] = [
  option("open", m.cohort_state_open_option),
  option("closed", m.cohort_state_closed_option),
  option("cancelled", m.cohort_state_cancelled_option),
];

/** A cohort's format in the staff's words, read when shown. */
export const cohortFormatLabels: Record<CohortFormat, () => string> = {
  online: m.cohort_format_online,
  "in-person": m.cohort_format_in_person,
};
export const cohortFormatOptions: readonly { id: CohortFormat; readonly label: string }[] = [
  option("online", m.cohort_format_online),
  option("in-person", m.cohort_format_in_person),
];
