import type { DotTone } from "~/components/ui/dot-badge";
import type { BookingState } from "~/database/schema.server";

/** A booking's state as the learner and the staff read it, with the badge's tone. */
export const bookingStateWords: Record<BookingState, { label: string; tone: DotTone }> = {
  held: { label: "Held for payment", tone: "warning" },
  confirmed: { label: "Confirmed", tone: "success" },
  offered: { label: "Seat offered", tone: "info" },
  waiting: { label: "Waiting list", tone: "primary" },
  cancelled: { label: "Cancelled", tone: "muted" },
  expired: { label: "Expired", tone: "muted" },
  declined: { label: "Passed on", tone: "muted" },
};
