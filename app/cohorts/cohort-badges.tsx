import { DotBadge } from "~/components/ui/dot-badge";
import type { BookingState, CohortState } from "~/database/schema.server";
import { bookingStateWords } from "~/bookings/booking-words";
import { cohortStateLabels } from "./cohort-words";

export function CohortStateBadge({ state }: { state: CohortState }) {
  const { label, tone } = cohortStateLabels[state];
  return <DotBadge tone={tone}>{label}</DotBadge>;
}

export function BookingStateBadge({ state }: { state: BookingState }) {
  const { label, tone } = bookingStateWords[state];
  return <DotBadge tone={tone}>{label}</DotBadge>;
}
