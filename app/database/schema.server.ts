import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

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
  },
  (table) => [
    index("leads_received_at").on(table.receivedAt),
    index("leads_status_received_at").on(table.status, table.receivedAt),
    check("leads_status_known", sql`${table.status} in (${inList(leadStatuses)})`),
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

export const mailKinds = ["studio-notification", "acknowledgement"] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * Mail still to send, written in the lead's own transaction: a mail outage delays mail and
 * loses none. The message is made from the lead when it is sent, so erasing the lead erases
 * its mail too.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text({ enum: mailKinds }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (table) => [
    unique("mail_outbox_one_per_kind").on(table.leadId, table.kind),
    check("mail_outbox_kind_known", sql`${table.kind} in (${inList(mailKinds)})`),
    index("mail_outbox_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
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

export const auditActions = ["lead-erased", "leads-expired", "account-deleted"] as const;
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
