import type { MailKind } from "~/database/schema.server";

/** What each kind of outbox message is, as the staff read it beside a lead or a booking. */
export const mailKindNames: Record<MailKind, string> = {
  "studio-notification": "Notification to the studio",
  acknowledgement: "Acknowledgement to the sender",
  "seat-held": "Seat held, with payment details",
  "seat-confirmed": "Seat confirmed",
  "hold-expired": "Unpaid hold expired",
  "waiting-list-joined": "Waiting list joined",
  "seat-offered": "Seat offered from the waiting list",
  "offer-expired": "Offer expired",
  "seat-moved": "Moved to another cohort",
  "course-reminder": "Reminder before the start",
  "seat-cancelled": "Seat cancelled",
  "cohort-cancelled": "Cohort cancelled by the studio",
  "payment-refunded": "Card payment refunded",
  "late-payment-refunded": "Late card payment refunded",
  "late-payment-studio": "Late card payment refunded, to the studio",
  "dates-announced": "A course's dates, to someone who asked for them",
};
