import { DotBadge, type DotTone } from "~/components/ui/dot-badge";
import type { BookingState, CohortFormat, CohortState } from "~/database/schema.server";
import { bookingStateWords } from "./booking-state-words";

/** A cohort's state in the staff's words, and its badge's tone. */
export const cohortStateLabels: Record<CohortState, { label: string; tone: DotTone }> = {
  open: { label: "Open", tone: "success" },
  closed: { label: "Closed", tone: "warning" },
  cancelled: { label: "Cancelled", tone: "error" },
};

/** What each state means once chosen on the form: saving "cancelled" tells everyone booked. */
export const cohortStateOptions = [
  { id: "open", label: "Open: takes bookings" },
  { id: "closed", label: "Closed: shown, takes no bookings" },
  { id: "cancelled", label: "Cancelled: will not run" },
] as const satisfies readonly { id: CohortState; label: string }[];

export const cohortFormatLabels: Record<CohortFormat, string> = { online: "Online", "in-person": "In person" };
export const cohortFormatOptions = Object.entries(cohortFormatLabels).map(([id, label]) => ({ id: id as CohortFormat, label }));

export function CohortStateBadge({ state }: { state: CohortState }) {
  const { label, tone } = cohortStateLabels[state];
  return <DotBadge tone={tone}>{label}</DotBadge>;
}

export function BookingStateBadge({ state }: { state: BookingState }) {
  const { label, tone } = bookingStateWords[state];
  return <DotBadge tone={tone}>{label}</DotBadge>;
}
