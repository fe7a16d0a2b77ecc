import type { MailKind } from "~/database/schema.server";
import { m } from "~/i18n/paraglide/messages.js";

/** What each kind of outbox message is, as the staff read it beside a lead or a booking, in the page's language. */
export const mailKindNames: Record<MailKind, () => string> = {
  "studio-notification": m.mail_kind_studio_notification,
  acknowledgement: m.mail_kind_acknowledgement,
  "seat-held": m.mail_kind_seat_held,
  "seat-confirmed": m.mail_kind_seat_confirmed,
  "hold-expired": m.mail_kind_hold_expired,
  "waiting-list-joined": m.mail_kind_waiting_list_joined,
  "seat-offered": m.mail_kind_seat_offered,
  "offer-expired": m.mail_kind_offer_expired,
  "seat-moved": m.mail_kind_seat_moved,
  "course-reminder": m.mail_kind_course_reminder,
  "seat-cancelled": m.mail_kind_seat_cancelled,
  "cohort-cancelled": m.mail_kind_cohort_cancelled,
  "payment-refunded": m.mail_kind_payment_refunded,
  "late-payment-refunded": m.mail_kind_late_payment_refunded,
  "late-payment-studio": m.mail_kind_late_payment_studio,
  "wrong-amount-studio": m.mail_kind_wrong_amount_studio,
  "transfer-awaited-studio": m.mail_kind_transfer_awaited_studio,
  "transfer-refund-studio": m.mail_kind_transfer_refund_studio,
  "withdrawal-received": m.mail_kind_withdrawal_received,
  "seat-claim-invitation": m.mail_kind_seat_claim_invitation,
  "dates-announced": m.mail_kind_dates_announced,
  "access-invitation": m.mail_kind_access_invitation,
  "team-order-placed": m.mail_kind_team_order_placed,
  "team-order-paid": m.mail_kind_team_order_paid,
  "team-order-expired": m.mail_kind_team_order_expired,
  "team-order-cancelled": m.mail_kind_team_order_cancelled,
  "team-order-placed-studio": m.mail_kind_team_order_placed_studio,
  "team-order-refund-studio": m.mail_kind_team_order_refund_studio,
};
