import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The database's tables. drizzle-kit reads this file to write the migrations in `drizzle/`
 * (`npm run db:generate`), so it imports nothing of the app's.
 */

export const leadStatuses = ["new", "contacted", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/** An enquiry from the contact form. The checks repeat the form's rules: no row is ever invalid. */
export const leads = pgTable(
  "leads",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The id the rendered form carried: sending it twice stores one lead. */
    submissionId: uuid("submission_id").notNull().unique(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    name: text().notNull(),
    email: text().notNull(),
    company: text(),
    service: text().notNull(),
    budget: text().notNull(),
    timeline: text().notNull(),
    message: text().notNull(),
    status: text({ enum: leadStatuses }).notNull().default("new"),
    /** Why the spam checks caught it ("honeypot", "too fast"); null for a person. */
    spamReason: text("spam_reason"),
    /** The Firebase uid of a signed-in sender; cleared when that account is deleted. */
    accountId: text("account_id"),
    /** The language of the page the form was sent from: the acknowledgement's (decision 48). */
    locale: text().notNull().default("en-GB"),
  },
  (table) => [
    index("leads_received_at").on(table.receivedAt),
    index("leads_status_received_at").on(table.status, table.receivedAt),
    check("leads_status_known", sql`${table.status} in (${inList(leadStatuses)})`),
    check("leads_locale", sql`${table.locale} ~ '^[a-z]{2}(-[A-Z]{2})?$'`),
    check("leads_name_length", sql`char_length(${table.name}) between 1 and 120`),
    check("leads_email_length", sql`char_length(${table.email}) between 3 and 254`),
    check("leads_company_length", sql`${table.company} is null or char_length(${table.company}) between 1 and 120`),
    check("leads_message_length", sql`char_length(${table.message}) between 20 and 5000`),
    check(
      "leads_choice_lengths",
      sql`char_length(${table.service}) <= 40 and char_length(${table.budget}) <= 40 and char_length(${table.timeline}) <= 40`,
    ),
  ],
);

export const leadMailKinds = ["studio-notification", "acknowledgement"] as const;
export type LeadMailKind = (typeof leadMailKinds)[number];
/** The mail a booking's life sends its learner: each queued in the transaction that changed it. */
export const bookingMailKinds = [
  "seat-held",
  "seat-confirmed",
  "hold-expired",
  "waiting-list-joined",
  "seat-offered",
  "offer-expired",
  "seat-moved",
  "course-reminder",
  "seat-cancelled",
  "cohort-cancelled",
  "payment-refunded",
  "late-payment-refunded",
  /** The booking mails to the studio, not the learner: a payment came too late for a seat, or was of another amount than asked, and is refunded. */
  "late-payment-studio",
  /** To the studio: a seat is held for a bank transfer (an invoice to send, a payment to look for), or a paid transfer's seat is cancelled (a refund to make: issue 64). */
  "transfer-awaited-studio",
  "transfer-refund-studio",
  "wrong-amount-studio",
  /** The receipt of a learner's withdrawal from the contract through the site's withdrawal button (issue 65): a durable record of it. */
  "withdrawal-received",
  /** To a participant a team order's buyer named (issue 66): the seat is theirs to claim with an account of their own. */
  "seat-claim-invitation",
] as const;
export type BookingMailKind = (typeof bookingMailKinds)[number];
/** The one mail a request to hear of a course's dates sends: when staff open a cohort of it. */
export const dateAlertMailKinds = ["dates-announced"] as const;
export type DateAlertMailKind = (typeof dateAlertMailKinds)[number];
export const invitationMailKinds = ["access-invitation"] as const;
export type InvitationMailKind = (typeof invitationMailKinds)[number];
/**
 * A team order's mails (issue 66), to its buyer: the order placed with its invoice to pay, the
 * order paid, an order on invoice expired unpaid with the credit note that cancels its invoice, the
 * order cancelled with its cohort; and to the studio, an order on invoice to look for the payment
 * of, and a paid order cancelled whose transfer it refunds at its bank.
 */
export const teamOrderMailKinds = [
  "team-order-placed",
  "team-order-paid",
  "team-order-expired",
  "team-order-cancelled",
  "team-order-placed-studio",
  "team-order-refund-studio",
  "team-order-payment-refunded",
  "team-seats-cancelled",
] as const;
export type TeamOrderMailKind = (typeof teamOrderMailKinds)[number];
/** The newsletter's mail to one subscriber (issue 68): the link that confirms what they asked for. */
export const subscriberMailKinds = ["subscription-confirmation"] as const;
export type SubscriberMailKind = (typeof subscriberMailKinds)[number];
export const mailKinds = [
  ...leadMailKinds,
  ...bookingMailKinds,
  ...dateAlertMailKinds,
  ...invitationMailKinds,
  ...teamOrderMailKinds,
  ...subscriberMailKinds,
] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * Mail still to send, written in the transaction of what it tells of (a lead stored, a booking
 * changed): a mail outage delays mail and loses none. The message is made from its lead or
 * booking when it is sent, so erasing one erases its mail too.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    dateAlertId: uuid("date_alert_id").references(() => dateAlerts.id, { onDelete: "cascade" }),
    staffInvitationId: uuid("staff_invitation_id").references(() => staffInvitations.id, { onDelete: "cascade" }),
    teamOrderId: uuid("team_order_id").references((): AnyPgColumn => teamOrders.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references((): AnyPgColumn => subscribers.id, { onDelete: "cascade" }),
    kind: text({ enum: mailKinds }).notNull(),
    /** The invoice or credit note a booking's mail carries as a PDF (issue 66): issued in the change that queued it. */
    invoiceId: uuid("invoice_id").references((): AnyPgColumn => invoices.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (table) => [
    unique("mail_outbox_one_per_kind").on(table.leadId, table.kind),
    check("mail_outbox_kind_known", sql`${table.kind} in (${inList(mailKinds)})`),
    check(
      "mail_outbox_about_one_thing",
      sql`(num_nonnulls(${table.leadId}, ${table.bookingId}, ${table.dateAlertId}, ${table.staffInvitationId}, ${table.teamOrderId}, ${table.subscriberId}) = 1) and ((${table.leadId} is not null and ${table.kind} in (${inList(leadMailKinds)})) or (${table.bookingId} is not null and ${table.kind} in (${inList(bookingMailKinds)})) or (${table.dateAlertId} is not null and ${table.kind} in (${inList(dateAlertMailKinds)})) or (${table.staffInvitationId} is not null and ${table.kind} in (${inList(invitationMailKinds)})) or (${table.teamOrderId} is not null and ${table.kind} in (${inList(teamOrderMailKinds)})) or (${table.subscriberId} is not null and ${table.kind} in (${inList(subscriberMailKinds)})))`,
    ),
    index("mail_outbox_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    index("mail_outbox_booking_id").on(table.bookingId),
    index("mail_outbox_team_order_id").on(table.teamOrderId),
    index("mail_outbox_subscriber_id").on(table.subscriberId),
    uniqueIndex("mail_outbox_one_per_date_alert").on(table.dateAlertId),
    // The reminder before a course starts goes once, however many instances' sweepers queue it.
    uniqueIndex("mail_outbox_one_reminder")
      .on(table.bookingId)
      .where(sql`${table.kind} = 'course-reminder'`),
  ],
);

export const leadEventKinds = ["status", "note"] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

/** A lead's history: each status change and note, with the staff member who made it and when. Erased with its lead. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The staff member's Firebase uid, and their email as it was then. */
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    kind: text({ enum: leadEventKinds }).notNull(),
    fromStatus: text("from_status", { enum: leadStatuses }),
    toStatus: text("to_status", { enum: leadStatuses }),
    note: text(),
  },
  (table) => [
    index("lead_events_lead_at").on(table.leadId, table.at),
    check(
      "lead_events_shape",
      sql`(${table.kind} = 'status' and ${table.toStatus} in (${inList(leadStatuses)}) and ${table.note} is null) or (${table.kind} = 'note' and char_length(${table.note}) between 1 and 5000 and ${table.toStatus} is null)`,
    ),
  ],
);

export const auditActions = [
  "lead-erased",
  "leads-expired",
  "account-deleted",
  "content-published",
  "content-scheduled",
  "content-unpublished",
  "content-restored",
  "content-deleted",
  "access-granted",
  "access-changed",
  "access-removed",
  "access-invited",
  "access-invitation-withdrawn",
  /** Issue 68: a member of staff erased a subscriber, or sent a newsletter. */
  "subscriber-erased",
  "newsletter-sent",
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * What was erased, when and by whom, kept after the data itself is gone. It names no one whose
 * data was erased: a lead by its reference, an account by nothing at all.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A staff member's email, or "retention" for the site's own erasing, or "account holder". */
    actor: text().notNull(),
    action: text({ enum: auditActions }).notNull(),
    detail: text().notNull(),
  },
  (table) => [index("audit_log_at").on(table.at), check("audit_log_action_known", sql`${table.action} in (${inList(auditActions)})`)],
);

export const cohortFormats = ["online", "in-person"] as const;
export type CohortFormat = (typeof cohortFormats)[number];

/** Open takes bookings; closed shows the cohort but takes none; cancelled has told everyone on it. */
export const cohortStates = ["open", "closed", "cancelled"] as const;
export type CohortState = (typeof cohortStates)[number];

/**
 * A run of a course (by its content slug): data the staff keep, not content. `seats_taken`
 * counts the bookings that hold a seat (held, confirmed, offered) and moves only by one
 * conditional statement; the check is the backstop that makes overselling an error.
 */
export const cohorts = pgTable(
  "cohorts",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseSlug: text("course_slug").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    /** The days of the week it meets, as ISO 8601 numbers them (1 is Monday), in order. */
    meetingDays: smallint("meeting_days").array().notNull(),
    /** Each meeting's start and end on the clock of `timeZone`: "18:00", "20:00". */
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    /** An IANA zone, the studio's: a session keeps its hour when the clocks change. */
    timeZone: text("time_zone").notNull(),
    format: text({ enum: cohortFormats }).notNull(),
    /** Where an in-person cohort meets when not at the studio (`company.address`, app/config/site.ts); an online one has none. */
    address: text(),
    /** Where an online cohort meets: the video call's address, given to those booked. */
    onlineLink: text("online_link"),
    capacity: integer().notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    /** In the course's currency and unit; null takes the course's own price. */
    price: integer(),
    /**
     * An early price (issue 66), in the same unit, for bookings made up to and including
     * `earlyPriceUntil` on the studio's clock; both null when the cohort has none.
     */
    earlyPrice: integer("early_price"),
    earlyPriceUntil: date("early_price_until", { mode: "string" }),
    state: text({ enum: cohortStates }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("cohorts_course_starts_on").on(table.courseSlug, table.startsOn),
    check("cohorts_state_known", sql`${table.state} in (${inList(cohortStates)})`),
    check("cohorts_format_known", sql`${table.format} in (${inList(cohortFormats)})`),
    check("cohorts_address_in_person", sql`${table.format} = 'in-person' or ${table.address} is null`),
    check("cohorts_address_length", sql`${table.address} is null or char_length(${table.address}) between 3 and 300`),
    check("cohorts_online_link_online", sql`${table.format} = 'online' or ${table.onlineLink} is null`),
    check(
      "cohorts_online_link_shape",
      sql`${table.onlineLink} is null or (${table.onlineLink} ~ '^https://[^[:space:]]{4,}$' and char_length(${table.onlineLink}) <= 300)`,
    ),
    check(
      "cohorts_meeting_days",
      sql`cardinality(${table.meetingDays}) between 1 and 7 and ${table.meetingDays} <@ array[1,2,3,4,5,6,7]::smallint[]`,
    ),
    check(
      "cohorts_meeting_times",
      sql`${table.startsAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.endsAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.endsAt} > ${table.startsAt}`,
    ),
    check("cohorts_time_zone_length", sql`char_length(${table.timeZone}) between 3 and 60`),
    check("cohorts_slug_shape", sql`${table.courseSlug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("cohorts_dates_in_order", sql`${table.endsOn} >= ${table.startsOn}`),
    check("cohorts_capacity_range", sql`${table.capacity} between 1 and 500`),
    check("cohorts_seats_within_capacity", sql`${table.seatsTaken} >= 0 and ${table.seatsTaken} <= ${table.capacity}`),
    check("cohorts_price_range", sql`${table.price} is null or ${table.price} between 0 and 5000`),
    check("cohorts_early_price_range", sql`${table.earlyPrice} is null or ${table.earlyPrice} between 0 and 5000`),
    check("cohorts_early_price_with_day", sql`(${table.earlyPrice} is null) = (${table.earlyPriceUntil} is null)`),
    check("cohorts_early_price_before_start", sql`${table.earlyPriceUntil} is null or ${table.earlyPriceUntil} < ${table.startsOn}`),
  ],
);

/** A cohort as stored: one run of a course, with its days, seats, format and state. */
export type Cohort = typeof cohorts.$inferSelect;

/** How a paid seat is paid for (decisions 25 and 47). */
export const paymentMethods = ["bank-transfer", "card"] as const;
export type PaymentMethodKind = (typeof paymentMethods)[number];

/**
 * A booking's life. Held (a paid course's seat, kept until the payment deadline), confirmed
 * and offered (a seat kept for the first person waiting, until the offer runs out) hold a seat;
 * waiting is a place in the queue; cancelled, expired and declined are over.
 */
export const bookingStates = ["held", "confirmed", "offered", "waiting", "cancelled", "expired", "declined"] as const;
export type BookingState = (typeof bookingStates)[number];
export const seatHoldingStates = ["held", "confirmed", "offered"] as const satisfies readonly BookingState[];
export const liveBookingStates = [...seatHoldingStates, "waiting"] as const satisfies readonly BookingState[];

/** True for a seat or a place in the queue; false for a booking that is over. */
export function isLiveBooking(state: BookingState): boolean {
  return (liveBookingStates as readonly BookingState[]).includes(state);
}

/** How a team order is paid (issue 66): by bank transfer on its invoice within the payment terms, or by card at once. */
/** How an invoice charges VAT: the site's rate, none by reverse charge (an EU business's VAT number), or none at all (a studio not registered). */
export const vatTreatments = ["standard", "reverse-charge", "none"] as const;
export type VatTreatment = (typeof vatTreatments)[number];

export const teamPaymentMethods = ["invoice", "card"] as const;
export type TeamPaymentMethod = (typeof teamPaymentMethods)[number];

/** A team order's life: its seats held until it is paid, then paid; or ended, cancelled or expired unpaid. */
export const teamOrderStates = ["held", "paid", "cancelled", "expired"] as const;
export type TeamOrderState = (typeof teamOrderStates)[number];

/**
 * A company's order of several seats on one cohort in one go (issue 66), made by a buyer who need
 * not attend: its seats are bookings of their own (`bookings.team_order_id`), one row a seat as
 * everywhere, taken together through the seat entrance or not at all. The order carries what is
 * the buyer's: the company on the invoice, the purchase order, how it is paid and by when.
 */
export const teamOrders = pgTable(
  "team_orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What the company quotes with its payment: "TO-0A1B2C3D". */
    reference: text().notNull().unique(),
    cohortId: uuid("cohort_id")
      .notNull()
      .references(() => cohorts.id),
    /** The buyer's uid, name and email; the uid is cleared when their account is deleted. */
    accountId: text("account_id"),
    name: text().notNull(),
    email: text().notNull(),
    /** The order form's id: sending it again gives the same order. */
    submissionId: uuid("submission_id").notNull().unique(),
    /** How many seats were ordered. */
    seats: integer().notNull(),
    /** One seat's price in pence, VAT included, worked out when the seats were taken. */
    unitPrice: integer("unit_price").notNull(),
    /** The company on the invoice, as app/invoices/billing-details.ts reads it: always given for a team. */
    billing: jsonb().notNull(),
    /** How VAT stands for the order, decided with its price: null is the studio's own (issue 66: reverse charge). */
    vatTreatment: text("vat_treatment", { enum: vatTreatments }),
    paymentMethod: text("payment_method", { enum: teamPaymentMethods }).notNull(),
    state: text({ enum: teamOrderStates }).notNull(),
    /** The last day to pay an order on invoice (the payment terms from ordering, studio's clock); null for card. */
    dueOn: date("due_on", { mode: "string" }),
    /** The language of the page it was ordered on: its mails and invoice are in it. */
    locale: text().notNull().default("en-GB"),
    orderedAt: timestamp("ordered_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("team_orders_cohort_id").on(table.cohortId),
    index("team_orders_account_id").on(table.accountId),
    check("team_orders_reference_shape", sql`${table.reference} ~ '^TO-[0-9A-F]{8}$'`),
    check("team_orders_seats_range", sql`${table.seats} between 2 and 50`),
    check("team_orders_unit_price_range", sql`${table.unitPrice} between 1 and 500000`),
    check("team_orders_payment_method_known", sql`${table.paymentMethod} in (${inList(teamPaymentMethods)})`),
    check("team_orders_state_known", sql`${table.state} in (${inList(teamOrderStates)})`),
    check("team_orders_due_on_invoice", sql`(${table.paymentMethod} = 'invoice') = (${table.dueOn} is not null)`),
    // A cancelled order may have been paid (and refunded); a paid one always was, a held or expired one never.
    check(
      "team_orders_paid_when_paid",
      sql`(${table.state} = 'paid' and ${table.paidAt} is not null) or (${table.state} in ('held', 'expired') and ${table.paidAt} is null) or ${table.state} = 'cancelled'`,
    ),
    check("team_orders_ended_when_over", sql`(${table.state} in ('cancelled', 'expired')) = (${table.endedAt} is not null)`),
    check("team_orders_name_length", sql`char_length(${table.name}) between 1 and 120`),
    check("team_orders_email_length", sql`char_length(${table.email}) between 3 and 254`),
    check("team_orders_locale", sql`${table.locale} ~ '^[a-z]{2}(-[A-Z]{2})?$'`),
    check("team_orders_vat_treatment_known", sql`${table.vatTreatment} is null or ${table.vatTreatment} in (${inList(vatTreatments)})`),
  ],
);

export type TeamOrder = typeof teamOrders.$inferSelect;

/** A person's place on a cohort: a seat, or a place on its waiting list. */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid().primaryKey().defaultRandom(),
    cohortId: uuid("cohort_id")
      .notNull()
      .references(() => cohorts.id),
    /**
     * The Firebase uid, and the name and email the booking was made with (the roster's, the
     * mail's). The uid is cleared when the account is deleted: its past bookings stay, as the
     * studio's record of who attended and paid.
     */
    accountId: text("account_id"),
    name: text().notNull(),
    email: text().notNull(),
    /** The id the confirmation form carried: sending it again gives the same booking. */
    submissionId: uuid("submission_id").notNull().unique(),
    /** What the learner quotes with a payment, and what the staff search for. */
    reference: text().notNull().unique(),
    state: text({ enum: bookingStates }).notNull(),
    /**
     * The price worked out when the seat was taken, in the currency's minor unit (pence), VAT
     * included: what the Stripe session asks for, what a payment is checked against, what the
     * invoice and a refund use (issue 66). Kept with the booking, whatever the course's price
     * becomes.
     */
    price: integer().notNull(),
    /** When the booking was made: the waiting list's order. */
    bookedAt: timestamp("booked_at", { withTimezone: true }).notNull().defaultNow(),
    /** A hold's payment deadline, or an offer's end; set exactly while held or offered. */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When it was cancelled, expired or declined. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** How a paid seat is paid for (decision 47); null for a free course and for a place in the queue. */
    paymentMethod: text("payment_method", { enum: paymentMethods }),
    /**
     * A bank transfer's refund, made by the studio at its bank and marked on the roster (issue 64):
     * when, and by whom. Until then a cancelled seat paid by transfer is a refund owed.
     */
    transferRefundedAt: timestamp("transfer_refunded_at", { withTimezone: true }),
    transferRefundedBy: text("transfer_refunded_by"),
    /** The language of the page it was booked on: every mail about it is in it (issue 42). */
    locale: text().notNull().default("en-GB"),
    /**
     * A course that starts within the 14 days of the right to cancel begins early only at the
     * learner's express request (issue 65; CCR reg. 36, § 356 (4) BGB): when they ticked the box
     * that asks for it, and the words it said, in the language they read them in. Null otherwise.
     */
    earlyStartRequestedAt: timestamp("early_start_requested_at", { withTimezone: true }),
    earlyStartRequest: text("early_start_request"),
    /**
     * When the learner withdrew from the contract within the 14 days (issue 65), through the
     * site's withdrawal button; the booking is cancelled with it. `withdrawalKept` is what they pay
     * for the sessions given before, at their request to begin early, in minor units (pence), as
     * card payments count: what a refund leaves out. Null when not withdrawn.
     */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawalKept: integer("withdrawal_kept"),
    /**
     * When the order button made the contract for a seat to be paid by bank transfer: booked, or
     * taken from the waiting list (whose `bookedAt` is when the queue was joined). A card's
     * contract is made when it is paid (`paidAt`). The 14 days count from it (refund-policy.ts).
     */
    contractMadeAt: timestamp("contract_made_at", { withTimezone: true }),
    /**
     * The company the invoice is made out to, when the buyer gave one on the booking step (issue
     * 66): its name, address lines, country, VAT number and purchase order, as
     * app/invoices/billing-details.ts reads them. Null for a person buying for themselves.
     */
    billing: jsonb(),
    /**
     * The voucher the booking was made with (issue 66), and what it took off the price of the
     * day, in pence: `price` is already less it. Both null without one. A live or paid booking
     * counts as one of the voucher's uses (app/vouchers/voucher-uses.server.ts).
     */
    voucherId: uuid("voucher_id").references(() => vouchers.id),
    voucherDiscount: integer("voucher_discount"),
    /**
     * How VAT stands for the booking, decided with its price from the company and the cohort's
     * format: "reverse-charge" for an EU business's online seat (its price is net); null is the
     * studio's own treatment (issue 66).
     */
    vatTreatment: text("vat_treatment", { enum: vatTreatments }),
    /**
     * The team order this seat is one of (issue 66); null for a seat booked by its learner. A team
     * seat's `accountId` is null until its participant claims it; its name and email are the
     * participant's once named, the company's and the buyer's until then.
     */
    teamOrderId: uuid("team_order_id").references(() => teamOrders.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("bookings_locale", sql`${table.locale} ~ '^[a-z]{2}(-[A-Z]{2})?$'`),
    check("bookings_vat_treatment_known", sql`${table.vatTreatment} is null or ${table.vatTreatment} in (${inList(vatTreatments)})`),
    // One live booking a person a cohort: a second submission finds the first.
    uniqueIndex("bookings_one_live_per_person")
      .on(table.cohortId, table.accountId)
      .where(sql`${table.state} in (${inList(liveBookingStates)})`),
    index("bookings_cohort_state_booked_at").on(table.cohortId, table.state, table.bookedAt),
    index("bookings_account_id").on(table.accountId),
    index("bookings_hold_until")
      .on(table.holdUntil)
      .where(sql`${table.holdUntil} is not null`),
    check("bookings_state_known", sql`${table.state} in (${inList(bookingStates)})`),
    check("bookings_hold_while_held_or_offered", sql`(${table.state} in ('held', 'offered')) = (${table.holdUntil} is not null)`),
    check("bookings_ended_when_over", sql`(${table.state} in ('cancelled', 'expired', 'declined')) = (${table.endedAt} is not null)`),
    check("bookings_price_range", sql`${table.price} between 0 and 500000`),
    check("bookings_withdrawal_kept_range", sql`${table.withdrawalKept} is null or ${table.withdrawalKept} between 0 and ${table.price}`),
    check("bookings_early_start_with_words", sql`(${table.earlyStartRequestedAt} is null) = (${table.earlyStartRequest} is null)`),
    check("bookings_name_length", sql`char_length(${table.name}) between 1 and 120`),
    check("bookings_email_length", sql`char_length(${table.email}) between 3 and 254`),
    check("bookings_reference_shape", sql`${table.reference} ~ '^BK-[0-9A-F]{8}$'`),
    check("bookings_payment_method_known", sql`${table.paymentMethod} is null or ${table.paymentMethod} in (${inList(paymentMethods)})`),
    // A held seat is waiting for a payment of one kind or the other: the page says how to pay.
    check("bookings_held_has_payment_method", sql`${table.state} <> 'held' or ${table.paymentMethod} is not null`),
    check("bookings_voucher_with_discount", sql`(${table.voucherId} is null) = (${table.voucherDiscount} is null)`),
    check("bookings_voucher_discount_range", sql`${table.voucherDiscount} is null or ${table.voucherDiscount} between 0 and 500000`),
    index("bookings_voucher_id")
      .on(table.voucherId)
      .where(sql`${table.voucherId} is not null`),
    index("bookings_team_order_id")
      .on(table.teamOrderId)
      .where(sql`${table.teamOrderId} is not null`),
    // A team's seat is a seat: never a place in the queue.
    check("bookings_team_seat_not_waiting", sql`${table.teamOrderId} is null or ${table.state} not in ('waiting', 'offered')`),
  ],
);

/** What a voucher takes off: a percentage of the price, or an amount in pence (issue 66). */
export const voucherKinds = ["percent", "amount"] as const;
export type VoucherKind = (typeof voucherKinds)[number];

/**
 * A code staff hand out (issue 66): a percentage or an amount off one course's seats or any
 * course's, for a number of uses, between two days on the studio's clock. A batch's codes share
 * its label (a partner's name) and are made for one use each.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** As typed at the booking step, in capitals: what a buyer types is read in capitals too. */
    code: text().notNull().unique(),
    kind: text({ enum: voucherKinds }).notNull(),
    /** Percent off (1 to 100), or pence off. */
    amount: integer().notNull(),
    /** The course it is for; null for any course. */
    courseSlug: text("course_slug"),
    maxUses: integer("max_uses").notNull(),
    /** The first and last day it can be used, on the studio's clock; null for no limit. */
    validFrom: date("valid_from", { mode: "string" }),
    validUntil: date("valid_until", { mode: "string" }),
    /** A batch's label, shared by its codes; null for a code made on its own. */
    batch: text(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("vouchers_code_shape", sql`${table.code} ~ '^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$'`),
    check("vouchers_kind_known", sql`${table.kind} in (${inList(voucherKinds)})`),
    check(
      "vouchers_amount_range",
      sql`(${table.kind} = 'percent' and ${table.amount} between 1 and 100) or (${table.kind} = 'amount' and ${table.amount} between 1 and 500000)`,
    ),
    check("vouchers_course_slug_shape", sql`${table.courseSlug} is null or ${table.courseSlug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("vouchers_max_uses_range", sql`${table.maxUses} between 1 and 100000`),
    check(
      "vouchers_days_in_order",
      sql`${table.validFrom} is null or ${table.validUntil} is null or ${table.validUntil} >= ${table.validFrom}`,
    ),
    check("vouchers_batch_length", sql`${table.batch} is null or char_length(${table.batch}) between 1 and 80`),
    index("vouchers_batch").on(table.batch),
  ],
);

export type Voucher = typeof vouchers.$inferSelect;

export const cardPaymentStates = ["open", "paid", "expired"] as const;
export type CardPaymentState = (typeof cardPaymentStates)[number];

/**
 * One Stripe Checkout Session made for a booking (decision 47), or for a team order's seats
 * together (issue 66): what it asked for, whether it was paid and with what card, and any refund
 * owed or made. The studio's record of a payment: it outlives the account that made it.
 */
export const cardPayments = pgTable(
  "card_payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid("booking_id").references(() => bookings.id),
    /** The team order it pays for, all of its seats at once, when it is not one booking's. */
    teamOrderId: uuid("team_order_id").references(() => teamOrders.id),
    /** The Checkout Session's id at Stripe (cs_…). */
    sessionId: text("session_id").notNull().unique(),
    /**
     * What the session asks for, in the currency's minor unit (pence), and the currency (ISO 4217,
     * lower case as Stripe writes it); what it took instead, when Stripe says it took another
     * amount (refunded in full, refund reason `wrong-amount`).
     */
    amount: integer().notNull(),
    currency: text().notNull(),
    state: text({ enum: cardPaymentStates }).notNull().default("open"),
    /** When Stripe stops taking the payment: five minutes before the booking's hold ends. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Stripe's PaymentIntent (pi_…): what staff search for in Stripe's dashboard, and what a refund names. */
    paymentIntentId: text("payment_intent_id"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** A refund owed and not yet made at Stripe, in minor units, and why; cleared when it is made. */
    refundDue: integer("refund_due"),
    refundReason: text("refund_reason"),
    /** The refund Stripe made (re_…), how much, and when. */
    refundId: text("refund_id"),
    refundedAmount: integer("refunded_amount"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (table) => [
    index("card_payments_booking_id").on(table.bookingId, table.createdAt),
    index("card_payments_refund_due")
      .on(table.id)
      .where(sql`${table.refundDue} is not null`),
    check("card_payments_state_known", sql`${table.state} in (${inList(cardPaymentStates)})`),
    check("card_payments_paid_when_paid", sql`(${table.state} = 'paid') = (${table.paidAt} is not null)`),
    index("card_payments_team_order_id").on(table.teamOrderId),
    check("card_payments_for_one", sql`num_nonnulls(${table.bookingId}, ${table.teamOrderId}) = 1`),
    // One seat costs at most £5,000; a team order's payment is at most 50 of them.
    check(
      "card_payments_amount_range",
      sql`${table.amount} between 1 and (case when ${table.teamOrderId} is null then 500000 else 25000000 end)`,
    ),
    check(
      "card_payments_refund_of_paid",
      sql`${table.refundDue} is null or (${table.state} = 'paid' and ${table.refundDue} between 1 and ${table.amount})`,
    ),
    // A team order's payment is refunded seat by seat: never more than it took, all told.
    check("card_payments_refunds_within", sql`coalesce(${table.refundDue}, 0) + coalesce(${table.refundedAmount}, 0) <= ${table.amount}`),
    check("card_payments_last4_shape", sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

export type CardPayment = typeof cardPayments.$inferSelect;

/**
 * Every Stripe event the site has acted on, by its id: inserted in the transaction of the change
 * it made, so that a second delivery (a retry, another instance) finds it and changes nothing.
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const invoiceKinds = ["invoice", "credit-note"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/**
 * The last number issued in each series of invoices or credit notes: a prefix and a year,
 * "INV-2026" (decision 66). A number is taken by raising it in the transaction that issues the
 * document, so the row's lock puts two issuers in a line and a rollback gives the number back:
 * no gap, no number twice.
 */
export const invoiceSeries = pgTable(
  "invoice_series",
  {
    series: text().primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [check("invoice_series_last_number_positive", sql`${table.lastNumber} >= 1`)],
);

/**
 * An invoice for a paid booking, or a credit note that corrects one (decision 66). Everything it
 * says is kept in it as it was issued (the seller, the buyer, the positions, the VAT), so that
 * it reads the same in ten years whatever changes around it; a trigger refuses every change and
 * deletion. Amounts are in the currency's minor units; a credit note's are negative.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: invoiceKinds }).notNull(),
    /** The number as printed: the series and the place in it, "INV-2026-0001". */
    number: text().notNull().unique(),
    series: text().notNull(),
    sequence: integer().notNull(),
    /** The booking it is for; or, for a team order's invoice, the order (exactly one of the two). */
    bookingId: uuid("booking_id").references(() => bookings.id),
    teamOrderId: uuid("team_order_id").references(() => teamOrders.id),
    /** The invoice a credit note corrects; null on an invoice. */
    correctsId: uuid("corrects_id").references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** The language it is written in: the booking's. */
    locale: text().notNull(),
    /** ISO 4217, upper case: "GBP". */
    currency: text().notNull(),
    /** The seller and the buyer as they were at issue (`invoiceParties` in app/invoices/invoice-document.ts). */
    seller: jsonb().notNull(),
    buyer: jsonb().notNull(),
    purchaseOrder: text("purchase_order"),
    /** The date of supply: the cohort's first and last day. */
    suppliedFrom: date("supplied_from", { mode: "string" }).notNull(),
    suppliedTo: date("supplied_to", { mode: "string" }).notNull(),
    /** Each position with its net amount, VAT rate and amount (`invoiceLines` in app/invoices/invoice-document.ts). */
    lines: jsonb().notNull(),
    vatTreatment: text("vat_treatment", { enum: vatTreatments }).notNull(),
    net: integer().notNull(),
    vat: integer().notNull(),
    total: integer().notNull(),
    /** Why a credit note was issued, in the site's first language: "cancelled", "withdrawn", or the staff's words. */
    reason: text(),
    /** The last day to pay an invoice issued before it was paid (a team order on invoice, issue 66); null when paid at issue. */
    dueOn: date("due_on", { mode: "string" }),
  },
  (table) => [
    unique("invoices_series_sequence").on(table.series, table.sequence),
    index("invoices_booking_id").on(table.bookingId),
    index("invoices_team_order_id").on(table.teamOrderId),
    check("invoices_for_one", sql`num_nonnulls(${table.bookingId}, ${table.teamOrderId}) = 1`),
    index("invoices_issued_at").on(table.issuedAt),
    check("invoices_kind_known", sql`${table.kind} in (${inList(invoiceKinds)})`),
    check("invoices_vat_treatment_known", sql`${table.vatTreatment} in (${inList(vatTreatments)})`),
    check("invoices_credit_note_corrects", sql`(${table.kind} = 'credit-note') = (${table.correctsId} is not null)`),
    check("invoices_sums", sql`${table.net} + ${table.vat} = ${table.total}`),
    check(
      "invoices_sign",
      sql`(${table.kind} = 'invoice' and ${table.total} >= 0 and ${table.vat} >= 0) or (${table.kind} = 'credit-note' and ${table.total} <= 0 and ${table.vat} <= 0)`,
    ),
    check("invoices_sequence_positive", sql`${table.sequence} >= 1`),
    check("invoices_supply_in_order", sql`${table.suppliedTo} >= ${table.suppliedFrom}`),
    check("invoices_purchase_order_length", sql`${table.purchaseOrder} is null or char_length(${table.purchaseOrder}) between 1 and 60`),
    check("invoices_locale", sql`${table.locale} ~ '^[a-z]{2}(-[A-Z]{2})?$'`),
    check("invoices_currency", sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export type Invoice = typeof invoices.$inferSelect;

export const cohortEventActions = [
  "booking-paid",
  "booking-cancelled",
  "booking-refunded",
  "booking-moved",
  "capacity-changed",
  "cohort-cancelled",
  "cohort-changed",
] as const;
export type CohortEventAction = (typeof cohortEventActions)[number];

/**
 * What the staff did to a cohort or its roster, who and when: the roster's history. Kept with
 * the cohort; a booking's lines name it by reference, which outlives an erased account.
 */
export const cohortEvents = pgTable(
  "cohort_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    cohortId: uuid("cohort_id")
      .notNull()
      .references(() => cohorts.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The staff member's Firebase uid, and their email as it was then. */
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text({ enum: cohortEventActions }).notNull(),
    /** What changed, in the site's first language's words: "BK-0A1B2C3D marked paid", "capacity 12 to 16". */
    detail: text().notNull(),
    /** What changed, as facts (`cohortEventFacts`), for the history to say in the reader's language. Lines written before it have none. */
    facts: jsonb(),
  },
  (table) => [
    index("cohort_events_cohort_at").on(table.cohortId, table.at),
    check("cohort_events_action_known", sql`${table.action} in (${inList(cohortEventActions)})`),
    check("cohort_events_detail_length", sql`char_length(${table.detail}) between 1 and 500`),
  ],
);

/**
 * A passkey: a WebAuthn credential a person added on their account page. The private key never
 * leaves their device; what is kept is what checks a signature (the public key) and what spots a
 * cloned authenticator (the signature counter, which must only go up).
 */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential's id, base64url, as the browser reports it. */
    id: text().primaryKey(),
    /** The Firebase uid of the person it signs in. */
    accountId: text("account_id").notNull(),
    /** What the person calls it ("Work laptop"). */
    name: text().notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint({ mode: "number" }).notNull().default(0),
    /** How the browser may reach it again ("internal", "hybrid", "usb"…). */
    transports: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whether the passkey is synced between devices (a password manager's) or lives on one. */
    synced: boolean().notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [
    index("passkeys_account_id").on(table.accountId),
    check("passkeys_name_length", sql`char_length(${table.name}) between 1 and 60`),
    check("passkeys_id_shape", sql`char_length(${table.id}) between 22 and 1400 and ${table.id} ~ '^[A-Za-z0-9_-]+$'`),
    check("passkeys_counter_range", sql`${table.counter} between 0 and 4294967295`),
  ],
);

export const passkeyCeremonies = ["registration", "authentication"] as const;
export type PasskeyCeremony = (typeof passkeyCeremonies)[number];

/**
 * A WebAuthn challenge the server handed out and has not seen back. Taking one deletes it, so an
 * answer to a challenge counts once: a replayed answer finds nothing. A registration's belongs to
 * the account that asked for it.
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    challenge: text().primaryKey(),
    ceremony: text({ enum: passkeyCeremonies }).notNull(),
    accountId: text("account_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("passkey_challenges_expires_at").on(table.expiresAt),
    check("passkey_challenges_ceremony_known", sql`${table.ceremony} in (${inList(passkeyCeremonies)})`),
    check("passkey_challenges_account_for_registration", sql`(${table.ceremony} = 'registration') = (${table.accountId} is not null)`),
  ],
);

/**
 * A signed-in session: one browser on one device. The session cookie names it, so that it can be
 * ended alone (logging out of this device, or of another from the account page's list). Rows of
 * sessions that ended or expired are swept a day later.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The Firebase uid. */
    accountId: text("account_id").notNull(),
    /** The device and browser in words ("Chrome on macOS"), from its User-Agent when it signed in. */
    device: text().notNull(),
    /** Where it signed in from, coarse: an IPv4 /24, an IPv6 /48, "loopback" or "private" (coarse-network.server.ts); null before migration 0008. */
    network: text(),
    signedInAt: timestamp("signed_in_at", { withTimezone: true }).notNull().defaultNow(),
    /** Updated at most every few minutes, never waited for. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** When its cookie runs out. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    index("sessions_account_live")
      .on(table.accountId, table.expiresAt)
      .where(sql`${table.endedAt} is null`),
    index("sessions_ended_at").on(table.endedAt),
    check("sessions_device_length", sql`char_length(${table.device}) between 1 and 120`),
  ],
);

/**
 * A visitor's request to be told, once, when a course's dates are announced (issue 36): the
 * address, the words they agreed to and when. When staff open a cohort of the course, the
 * request is marked with it and its one mail queued in the same transaction; the request is
 * erased 30 days after that, or two years after it was made if no dates come.
 */
/**
 * Access to the staff pages given to an address no account uses yet (issue 64): the role waits
 * for the first sign-in with that address once the identity provider has confirmed it, and goes
 * at `expiresAt` unused. One per address: asking again replaces it.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower case, as the identity provider compares addresses. */
    email: text().notNull(),
    role: text({ enum: ["staff", "editor"] }).notNull(),
    /** The language the invitation's mail is written in: the inviting page's. */
    locale: text().notNull(),
    invitedBy: text("invited_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * Set while an Accept gives its role (staff-invitations.server.ts): a second press waits, and
     * a withdrawal in the meantime deletes the row, so a failed grant never brings it back.
     */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("staff_invitations_email").on(table.email),
    check("staff_invitations_role", sql`${table.role} in ('staff', 'editor')`),
    check("staff_invitations_email_lower", sql`${table.email} = lower(${table.email})`),
  ],
);

export const dateAlerts = pgTable(
  "date_alerts",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseSlug: text("course_slug").notNull(),
    /** As typed, trimmed; compared in lower case. */
    email: text().notNull(),
    /** The sentence the visitor ticked, as the form showed it. */
    consent: text().notNull(),
    /** The language of the page it was asked on: the dates' mail is in it (issue 42). */
    locale: text().notNull().default("en-GB"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The cohort whose dates were sent, and when they were queued; null until then. */
    cohortId: uuid("cohort_id").references(() => cohorts.id, { onDelete: "set null" }),
    announcedAt: timestamp("announced_at", { withTimezone: true }),
  },
  (table) => [
    // Asking twice for the same course is one request.
    uniqueIndex("date_alerts_one_waiting")
      .on(table.courseSlug, sql`lower(${table.email})`)
      .where(sql`${table.announcedAt} is null`),
    check("date_alerts_email_length", sql`char_length(${table.email}) between 3 and 254`),
    check("date_alerts_locale", sql`${table.locale} ~ '^[a-z]{2}(-[A-Z]{2})?$'`),
  ],
);

/** The newsletter's lists (issue 68): the studio's news, and new dates of its courses. */
export const newsletterLists = ["news", "course-dates"] as const;
export type NewsletterList = (typeof newsletterLists)[number];

/**
 * One address on the newsletter (issue 68, decision 71). What it receives (`lists`, in `locale`)
 * is what its holder confirmed by following a link; a request not yet confirmed waits beside it
 * (`requested*`), so a stranger who types someone's address changes nothing they receive. An
 * address that leaves every list is erased; one that bounced is kept, suppressed, so that no
 * newsletter goes to it again.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** As typed, trimmed; one row per address in any case. */
    email: text().notNull(),
    /** The language its newsletters are in, as confirmed. */
    locale: text().notNull(),
    /** The lists it receives, as confirmed; empty until the first confirmation. */
    lists: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The sentence the holder agreed to, as the form showed it, and when they confirmed it. */
    consent: text(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** A request waiting for its confirmation: the lists, language and sentence the form sent. */
    requestedLists: text("requested_lists").array(),
    requestedLocale: text("requested_locale"),
    requestedConsent: text("requested_consent"),
    /** When the last confirmation mail was queued: at most one a day per address, and its link names it. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** Confirmation mails queued since the address last confirmed: an address never confirmed gets a few, then no more. */
    confirmationsSent: integer("confirmations_sent").notNull().default(0),
    /** When the holder last changed what it receives on its subscription page (the confirmation's record stays as it was). */
    changedAt: timestamp("changed_at", { withTimezone: true }),
    /** A permanent bounce (an SMTP 5xx) stopped mail to this address, and why. */
    suppressedAt: timestamp("suppressed_at", { withTimezone: true }),
    suppression: text(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscribers_email").on(sql`lower(${table.email})`),
    check("subscribers_email_length", sql`char_length(${table.email}) between 3 and 254`),
    check("subscribers_locale", sql`${table.locale} ~ '^[a-z]{2}(-[A-Z]{2})?$'`),
    check("subscribers_lists_known", sql`${table.lists} <@ array[${inList(newsletterLists)}]::text[]`),
    check(
      "subscribers_request_whole",
      sql`num_nonnulls(${table.requestedLists}, ${table.requestedLocale}, ${table.requestedConsent}) in (0, 3) and (${table.requestedLists} is null or (cardinality(${table.requestedLists}) > 0 and ${table.requestedLists} <@ array[${inList(newsletterLists)}]::text[]))`,
    ),
    check(
      "subscribers_confirmed_consent",
      sql`cardinality(${table.lists}) = 0 or (${table.consent} is not null and ${table.confirmedAt} is not null)`,
    ),
  ],
);

/**
 * The proof of one confirmation (issue 68, decision 71): which lists, in which language, on
 * which sentence, asked for and confirmed when. It names the address only by its hash, so it
 * outlives the address: leaving erases the subscriber at once and marks this withdrawn, and it
 * is erased CONSENT_PROOF_KEPT_YEARS later. Each confirmation adds one; none is overwritten.
 */
export const newsletterConsents = pgTable(
  "newsletter_consents",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** SHA-256 of the address in lower case, as hex: enough to answer "did this address agree?" once the address is gone. */
    addressHash: text("address_hash").notNull(),
    lists: text().array().notNull(),
    locale: text().notNull(),
    /** The sentence beside the form, as the holder read it. */
    consent: text().notNull(),
    /** When the request was made (its confirmation mail queued), and when its link was followed and confirmed; the request's time is unknown for a few confirmed before these records (migration 0038). */
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull(),
    /** When the holder left (or the address was erased): the record is kept a fixed time from then. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (table) => [
    index("newsletter_consents_address").on(table.addressHash),
    index("newsletter_consents_withdrawn").on(table.withdrawnAt),
    check("newsletter_consents_hash_form", sql`${table.addressHash} ~ '^[0-9a-f]{64}$'`),
    check(
      "newsletter_consents_lists_known",
      sql`cardinality(${table.lists}) > 0 and ${table.lists} <@ array[${inList(newsletterLists)}]::text[]`,
    ),
    check("newsletter_consents_locale", sql`${table.locale} ~ '^[a-z]{2}(-[A-Z]{2})?$'`),
  ],
);

export const newsletterStates = ["draft", "sending", "sent"] as const;
export type NewsletterState = (typeof newsletterStates)[number];

/**
 * A newsletter (issue 68): words of its own, or a post's, in one language to one list. A draft
 * is edited, previewed and sent to its writer as a test; "Send" writes a delivery for every
 * subscriber of its list and language at that moment and it is sending until each is sent or
 * has failed for good. From then on it is fixed, and its page in the archive is public.
 */
export const newsletters = pgTable(
  "newsletters",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Its address in the archive: /newsletter/<slug> (or /de/newsletter/<slug>). */
    slug: text().notNull(),
    locale: text().notNull(),
    list: text().notNull(),
    subject: text().notNull(),
    /** Markdown, as a post's body is written, and as long as one may be. */
    body: text().notNull(),
    /** The post it was made from, whose page it leads to. */
    postSlug: text("post_slug"),
    state: text({ enum: newsletterStates }).notNull().default("draft"),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When Send was pressed, and by whom; how many deliveries it wrote then. */
    sendingAt: timestamp("sending_at", { withTimezone: true }),
    sentBy: text("sent_by"),
    recipients: integer().notNull().default(0),
    /** When the last delivery was sent or failed for good. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("newsletters_slug").on(table.slug),
    check(
      "newsletters_slug_form",
      sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${table.slug}) <= 80 and ${table.slug} not in ('subscribe', 'confirm', 'subscription')`,
    ),
    check("newsletters_locale", sql`${table.locale} ~ '^[a-z]{2}(-[A-Z]{2})?$'`),
    check("newsletters_list_known", sql`${table.list} in (${inList(newsletterLists)})`),
    check("newsletters_state_known", sql`${table.state} in (${inList(newsletterStates)})`),
    check("newsletters_subject_length", sql`char_length(${table.subject}) between 1 and 150`),
    // As long as a post's body may be: a newsletter may be made of one.
    check("newsletters_body_length", sql`char_length(${table.body}) between 1 and 200000`),
    check("newsletters_sending_when", sql`(${table.state} = 'draft') = (${table.sendingAt} is null)`),
  ],
);

/**
 * One newsletter to one subscriber (issue 68, decision 71): written for every subscriber of its
 * list and language when it is sent, once per pair, and taken by the mail sender at
 * NEWSLETTER_RATE a minute. Sent when the mail server took it; failed for good after a
 * permanent refusal (which suppresses the address) or too many tries. A subscriber who leaves
 * takes their part with them: the row stays for the newsletter's counts, with no one in it.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    newsletterId: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => subscribers.id, { onDelete: "set null" }),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (table) => [
    uniqueIndex("newsletter_deliveries_once").on(table.newsletterId, table.subscriberId),
    index("newsletter_deliveries_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null and ${table.subscriberId} is not null`),
    // What was sent in the last minute, against NEWSLETTER_RATE.
    index("newsletter_deliveries_sent_at").on(table.sentAt),
    index("newsletter_deliveries_subscriber_id").on(table.subscriberId),
  ],
);

/** Bytes, as PostgreSQL keeps them (PGlite and node-postgres both give a Uint8Array). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A person's uploaded profile photo (issue 36, item 9): a 256 px square WebP made on the server,
 * no metadata, kept here so that every instance serves it without a shared disk. Named in its
 * address by the hash of its bytes, so it can be cached for good; erased with the account.
 */
export const profilePhotos = pgTable(
  "profile_photos",
  {
    /** The Firebase uid: one photo a person. */
    accountId: text("account_id").primaryKey(),
    /**
     * The SHA-256 of `image`, in hex: the photo's address (/photos/<hash>.webp). Not unique: two
     * people may upload the same picture, and either row serves the same bytes.
     */
    hash: text().notNull(),
    image: bytes().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("profile_photos_hash").on(table.hash)],
);

/**
 * The kinds of content the studio keeps (issue 40, decision 43): each document is one service,
 * case study, course, blog post, FAQ entry, team member, the about page or a page's copy.
 */
export const contentKinds = ["service", "project", "course", "post", "faq", "team", "about", "page", "home", "tag", "legal"] as const;
export type ContentKind = (typeof contentKinds)[number];

/**
 * One piece of content at its address (kind, locale, slug), and which of its versions the public
 * pages show. Every save is a new row of `content_versions`; nothing here is ever the content
 * itself, so a document's history is all its versions.
 */
export const contentDocuments = pgTable(
  "content_documents",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    slug: text().notNull(),
    /** Every document has one, so a second language needs no migration (issue 42). */
    locale: text().notNull().default("en-GB"),
    /** Where it stands in its kind's listings (services, the FAQ, the team): lowest first. */
    position: integer().notNull().default(0),
    /** The version the public pages show; null before the first publish and once unpublished. */
    publishedVersion: integer("published_version"),
    /** The newest version's number: the next save is this plus one. */
    latestVersion: integer("latest_version").notNull(),
    /** A version to publish at `scheduledFor`, by whichever instance finds it due first. */
    scheduledVersion: integer("scheduled_version"),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    /** Who scheduled it, named in the version history and the audit log when it goes out. */
    scheduledBy: text("scheduled_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("content_documents_address").on(table.kind, table.locale, table.slug),
    check("content_documents_kind", sql`${table.kind} in (${inList(contentKinds)})`),
    check("content_documents_slug", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${table.slug}) <= 80`),
    check("content_documents_locale", sql`${table.locale} ~ '^[a-z]{2}(-[A-Z]{2})?$'`),
    check("content_documents_published", sql`${table.publishedVersion} between 1 and ${table.latestVersion}`),
    check("content_documents_scheduled", sql`${table.scheduledVersion} between 1 and ${table.latestVersion}`),
    check(
      "content_documents_schedule_whole",
      sql`(${table.scheduledVersion} is null) = (${table.scheduledFor} is null) and (${table.scheduledFor} is null) = (${table.scheduledBy} is null)`,
    ),
    index("content_documents_due")
      .on(table.scheduledFor)
      .where(sql`${table.scheduledFor} is not null`),
  ],
);

/**
 * Each language whose repository content (`content/<locale>/`) this database was given (issue
 * 62): once, at the first start that found it unrecorded. Never again, whatever the studio has
 * deleted since: a database is seeded, not topped up.
 */
export const contentSeeds = pgTable(
  "content_seeds",
  {
    locale: text().primaryKey(),
    /** How many documents the seeding made (none for a site that had that language's content before seeds were recorded). */
    documents: integer().notNull(),
    /** The kinds it was given: a kind added to the code later is given at the next start (issue 64). */
    kinds: text().array().notNull(),
    seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("content_seeds_locale", sql`${table.locale} ~ '^[a-z]{2}(-[A-Z]{2})?$'`)],
);

/** One saved state of a document, as its kind's schema checked it, and who saved it. */
export const contentVersions = pgTable(
  "content_versions",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => contentDocuments.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    data: jsonb().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A staff member's email, or "repository" and "import" for the two ways files come in. */
    createdBy: text("created_by").notNull(),
    /**
     * A translation's version: the English document's version it was written from (decision 49).
     * An English version published since makes the translation out of date.
     */
    sourceVersion: integer("source_version"),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.number] }),
    check("content_versions_number", sql`${table.number} >= 1`),
    check("content_versions_source", sql`${table.sourceVersion} >= 1`),
  ],
);

/**
 * What a staff member typed into a document's edit form and has not saved as a version yet
 * (issue 64, item 7): kept as they type, one per person and document, given back to them when
 * they open the form again, and gone once they save or discard it. Never a version, so never
 * published, previewed or listed.
 */
export const contentAutosaves = pgTable(
  "content_autosaves",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => contentDocuments.id, { onDelete: "cascade" }),
    editorEmail: text("editor_email").notNull(),
    /** The version the form was opened on: saving it later conflicts as that form would have. */
    basedOn: integer("based_on").notNull(),
    /** The form's fields as typed, uploads aside (a file input cannot be given back). */
    data: jsonb().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.editorEmail] }),
    check("content_autosaves_based_on", sql`${table.basedOn} >= 1`),
  ],
);

/**
 * An address a document had before its slug changed: it answers with a permanent redirect to
 * the document's address now, for as long as the document exists.
 */
export const contentRedirects = pgTable(
  "content_redirects",
  {
    kind: text().notNull(),
    locale: text().notNull(),
    oldSlug: text("old_slug").notNull(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => contentDocuments.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.locale, table.oldSlug] })],
);

/**
 * An image uploaded in the content studio (issue 40): checked by its bytes, turned upright, its
 * metadata dropped, and kept at the widths the pages use (content_image_files). Kept here, not on
 * a disk, so every instance serves it. Named by the hash of the uploaded bytes: the same upload
 * twice is one image, and its addresses can be cached for good.
 */
export const contentImages = pgTable("content_images", {
  /** The first 32 hex digits of the upload's SHA-256: the name in its addresses. */
  hash: text().primaryKey(),
  /** The largest width kept and its height: what a page's `<img>` says it is. */
  width: integer().notNull(),
  height: integer().notNull(),
  /** The alt text it was uploaded with: what the studio offers the next page that uses it. */
  alt: text().notNull(),
  uploadedBy: text("uploaded_by").notNull(),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One width of a studio image in one format (AVIF or WebP): the bytes a page's `srcset` names. */
export const contentImageFiles = pgTable(
  "content_image_files",
  {
    hash: text()
      .notNull()
      .references(() => contentImages.hash, { onDelete: "cascade" }),
    width: integer().notNull(),
    format: text().notNull(),
    bytes: bytes().notNull(),
  },
  (table) => [primaryKey({ columns: [table.hash, table.width, table.format] })],
);

/**
 * An invoice's or credit note's PDF exactly as it was first sent or downloaded (decision 66): drawn
 * once from the document's facts, then kept, so that what the buyer and the accountant hold is
 * what the site holds years later, whatever has changed in its words, fonts or libraries since
 * (GoBD asks for the document as issued). `sha256` is its bytes' hash, for a check. Final like the
 * document itself.
 */
export const invoiceFiles = pgTable(
  "invoice_files",
  {
    invoiceId: uuid("invoice_id")
      .primaryKey()
      .references(() => invoices.id),
    fileName: text("file_name").notNull(),
    pdf: bytes().notNull(),
    sha256: text().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("invoice_files_sha256_shape", sql`${table.sha256} ~ '^[0-9a-f]{64}$'`)],
);

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/** The kinds of document the site's search finds (issue 68): the rest are parts of pages, not pages. */
export const searchedKinds = ["course", "service", "project", "post", "faq"] as const;
export type SearchedKind = (typeof searchedKinds)[number];

/**
 * What the site's search reads (issue 68, decision 71): one row for each published course,
 * service, case study, post and FAQ answer in each language, as that language's pages show it,
 * rewritten in the transaction that changes what is published (app/content-store/search-entries.server.ts).
 * Derived: a start with none builds it again from the published content.
 *
 * `words` is the title (weight A) and the text (weight D) stemmed by the language's own
 * dictionary: "Formulare" is found by "Formular". `spellings` is the same words unstemmed, for
 * a typed word as a prefix, where the stemmer parts a pair ("Kurs" is `kur`, "Kurse" `kurs`).
 */
export const searchEntries = pgTable(
  "search_entries",
  {
    locale: text().notNull(),
    kind: text().notNull(),
    /** The document's slug; an FAQ answer's anchor. */
    slug: text().notNull(),
    /** Its page, in its language (`/de/courses/…`, `/faq#…`). */
    address: text().notNull(),
    title: text().notNull(),
    /** Its words as plain text: Markdown's marks gone. */
    text: text().notNull(),
    words: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector(case locale when 'de' then 'german'::regconfig else 'english'::regconfig end, title), 'A') || setweight(to_tsvector(case locale when 'de' then 'german'::regconfig else 'english'::regconfig end, text), 'D')`,
    ),
    spellings: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, text), 'D')`,
    ),
  },
  (table) => [
    primaryKey({ columns: [table.locale, table.kind, table.slug] }),
    check("search_entries_kind", sql`${table.kind} in (${inList(searchedKinds)})`),
    index("search_entries_words").using("gin", table.words),
    index("search_entries_spellings").using("gin", table.spellings),
  ],
);
