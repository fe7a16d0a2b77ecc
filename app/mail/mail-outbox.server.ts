import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { unnoted } from "~/database/data-writes.server";
import {
  bookings,
  cohorts,
  dateAlerts,
  leads,
  mailOutbox,
  staffInvitations,
  subscribers,
  teamOrderMailKinds,
  teamOrders,
  invoices,
  type TeamOrder,
  type TeamOrderMailKind,
  type BookingMailKind,
  type InvitationMailKind,
  type SubscriberMailKind,
  type DateAlertMailKind,
  type LeadMailKind,
  type MailKind,
  type CardPayment,
} from "~/database/schema.server";
import { paymentsToTell } from "~/payments/card-payment-records.server";

/** A message the sender has taken from the outbox, with the lead or the booking it is made from. */
export type DueMail = { id: string; attempts: number } & (
  | { kind: LeadMailKind; lead: typeof leads.$inferSelect }
  | {
      kind: BookingMailKind;
      booking: typeof bookings.$inferSelect;
      cohort: typeof cohorts.$inferSelect;
      /** The card payment the mail tells of, for a booking paid (or being paid) by card. */
      cardPayment?: CardPayment;
      /** The invoice or credit note the change that queued it issued, which it carries (decision 67). */
      invoiceId: string | null;
    }
  | { kind: DateAlertMailKind; dateAlert: typeof dateAlerts.$inferSelect; cohort: typeof cohorts.$inferSelect }
  | { kind: InvitationMailKind; invitation: typeof staffInvitations.$inferSelect }
  | { kind: SubscriberMailKind; subscriber: typeof subscribers.$inferSelect }
  | {
      kind: TeamOrderMailKind;
      order: TeamOrder;
      cohort: typeof cohorts.$inferSelect;
      /** The invoice or credit note it carries (issue 66), and its number and total (negative for a credit note), which it names. */
      invoiceId: string | null;
      document?: { number: string; total: number };
    }
);

const isLeadMail = (kind: MailKind): kind is LeadMailKind => kind === "studio-notification" || kind === "acknowledgement";
const isDateAlertMail = (kind: MailKind): kind is DateAlertMailKind => kind === "dates-announced";
const isInvitationMail = (kind: MailKind): kind is InvitationMailKind => kind === "access-invitation";
const isSubscriberMail = (kind: MailKind): kind is SubscriberMailKind => kind === "subscription-confirmation";
const isTeamOrderMail = (kind: MailKind): kind is TeamOrderMailKind => (teamOrderMailKinds as readonly MailKind[]).includes(kind);

/**
 * How long a taken message stays the taker's. Longer than the transport's own time limits, so a
 * message is only taken again when the sender that took it has died with it.
 */
export const MAIL_LEASE_MS = 2 * 60_000;

const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 60 * 60_000;

/** The wait before the next try after `attempts` failed ones: a minute, doubling, at most six hours, never giving up. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/**
 * Takes up to `limit` messages that are due, oldest first, for MAIL_LEASE_MS. Rows another
 * sender is taking at the same moment are skipped, so two instances never take one message.
 */
export async function takeDueMail(db: Database, { now, limit }: { now: Date; limit: number }): Promise<DueMail[]> {
  const leaseEnd = new Date(now.getTime() + MAIL_LEASE_MS);
  const taken = await db.execute<{
    id: string;
    lead_id: string | null;
    booking_id: string | null;
    date_alert_id: string | null;
    staff_invitation_id: string | null;
    team_order_id: string | null;
    subscriber_id: string | null;
    kind: MailKind;
    attempts: number;
    invoice_id: string | null;
  }>(
    // A message's delivery is the sender's progress, not a change anyone made: a staff page
    // kept for its session shows it as late as the page's age (decision 40).
    unnoted(sql`
    update ${mailOutbox}
    set attempts = attempts + 1, next_attempt_at = ${leaseEnd.toISOString()}
    where id in (
      select id from ${mailOutbox}
      where sent_at is null and next_attempt_at <= ${now.toISOString()}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, lead_id, booking_id, date_alert_id, staff_invitation_id, team_order_id, subscriber_id, kind, attempts, invoice_id`),
  );
  if (taken.rows.length === 0) return [];
  const ids = (column: "lead_id" | "booking_id" | "date_alert_id" | "staff_invitation_id" | "team_order_id" | "subscriber_id") =>
    taken.rows.flatMap((row) => (row[column] ? [row[column]] : []));
  const leadIds = ids("lead_id");
  const bookingIds = ids("booking_id");
  const leadRows = leadIds.length ? await db.select().from(leads).where(inArray(leads.id, leadIds)) : [];
  const bookingRows = bookingIds.length
    ? await db.select().from(bookings).innerJoin(cohorts, eq(bookings.cohortId, cohorts.id)).where(inArray(bookings.id, bookingIds))
    : [];
  const cardPaymentOf = await paymentsToTell(db, bookingIds);
  const alertIds = ids("date_alert_id");
  // A request's mail tells of the cohort it was announced with; one whose cohort is gone sends nothing.
  const alertRows = alertIds.length
    ? await db.select().from(dateAlerts).innerJoin(cohorts, eq(dateAlerts.cohortId, cohorts.id)).where(inArray(dateAlerts.id, alertIds))
    : [];
  const alertById = new Map(alertRows.map((row) => [row.date_alerts.id, row]));
  const invitationIds = ids("staff_invitation_id");
  const invitationRows = invitationIds.length
    ? await db.select().from(staffInvitations).where(inArray(staffInvitations.id, invitationIds))
    : [];
  const invitationById = new Map(invitationRows.map((invitation) => [invitation.id, invitation]));
  const subscriberIds = ids("subscriber_id");
  const subscriberRows = subscriberIds.length ? await db.select().from(subscribers).where(inArray(subscribers.id, subscriberIds)) : [];
  const subscriberById = new Map(subscriberRows.map((subscriber) => [subscriber.id, subscriber]));
  const orderIds = ids("team_order_id");
  const orderRows = orderIds.length
    ? await db.select().from(teamOrders).innerJoin(cohorts, eq(teamOrders.cohortId, cohorts.id)).where(inArray(teamOrders.id, orderIds))
    : [];
  const orderById = new Map(orderRows.map((row) => [row.team_orders.id, row]));
  const orderDocumentIds = taken.rows.flatMap((row) => (row.team_order_id && row.invoice_id ? [row.invoice_id] : []));
  const orderDocuments = orderDocumentIds.length
    ? await db
        .select({ id: invoices.id, number: invoices.number, total: invoices.total })
        .from(invoices)
        .where(inArray(invoices.id, orderDocumentIds))
    : [];
  const documentById = new Map(orderDocuments.map((row) => [row.id, { number: row.number, total: row.total }]));
  const leadById = new Map(leadRows.map((lead) => [lead.id, lead]));
  const bookingById = new Map(bookingRows.map((row) => [row.bookings.id, row]));
  // A lead or booking erased between the reads took its mail with it.
  return taken.rows.flatMap((row): DueMail[] => {
    const base = { id: row.id, attempts: row.attempts };
    if (isLeadMail(row.kind)) {
      const lead = row.lead_id ? leadById.get(row.lead_id) : undefined;
      return lead ? [{ ...base, kind: row.kind, lead }] : [];
    }
    if (isInvitationMail(row.kind)) {
      const invitation = row.staff_invitation_id ? invitationById.get(row.staff_invitation_id) : undefined;
      return invitation ? [{ ...base, kind: row.kind, invitation }] : [];
    }
    if (isSubscriberMail(row.kind)) {
      const subscriber = row.subscriber_id ? subscriberById.get(row.subscriber_id) : undefined;
      return subscriber ? [{ ...base, kind: row.kind, subscriber }] : [];
    }
    if (isTeamOrderMail(row.kind)) {
      const found = row.team_order_id ? orderById.get(row.team_order_id) : undefined;
      const document = row.invoice_id ? documentById.get(row.invoice_id) : undefined;
      return found
        ? [{ ...base, kind: row.kind, order: found.team_orders, cohort: found.cohorts, invoiceId: row.invoice_id, document }]
        : [];
    }
    if (isDateAlertMail(row.kind)) {
      const alert = row.date_alert_id ? alertById.get(row.date_alert_id) : undefined;
      return alert ? [{ ...base, kind: row.kind, dateAlert: alert.date_alerts, cohort: alert.cohorts }] : [];
    }
    const found = row.booking_id ? bookingById.get(row.booking_id) : undefined;
    return found
      ? [
          {
            ...base,
            kind: row.kind,
            booking: found.bookings,
            cohort: found.cohorts,
            cardPayment: cardPaymentOf.get(found.bookings.id),
            invoiceId: row.invoice_id,
          },
        ]
      : [];
  });
}

export async function markSent(db: Database, id: string, now: Date): Promise<void> {
  await db.execute(
    unnoted(
      db
        .update(mailOutbox)
        .set({ sentAt: now, lastError: null })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)))
        .getSQL(),
    ),
  );
}

/** Puts a message back, to be tried again after its backoff; the error is kept for the staff to see. */
export async function markFailed(db: Database, mail: Pick<DueMail, "id" | "attempts">, error: string, now: Date): Promise<void> {
  await db.execute(
    unnoted(
      db
        .update(mailOutbox)
        .set({ lastError: error.slice(0, 500), nextAttemptAt: new Date(now.getTime() + retryDelay(mail.attempts)) })
        .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt)))
        .getSQL(),
    ),
  );
}
