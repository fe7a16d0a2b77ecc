import { and, asc, eq, ne } from "drizzle-orm";
import { removeMailFiles } from "~/platform/mail-files.server";
import type { Database } from "~/database/database.server";
import { leadEvents, leads, mailOutbox, type LeadStatus } from "~/database/schema.server";
import { recordAudit } from "~/privacy/audit-log.server";
import { leadReference } from "./lead-store.server";

/** The staff member doing something to a lead. */
export type Staff = { uid: string; email: string };

/** A lead with its history and the state of its two mails, for its page in the inbox. */
export async function leadRecord(db: Database, id: string) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) return undefined;
  const [events, mail] = await Promise.all([
    db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.at)),
    db
      .select({ kind: mailOutbox.kind, sentAt: mailOutbox.sentAt, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(eq(mailOutbox.leadId, id))
      .orderBy(asc(mailOutbox.kind)),
  ]);
  return { lead, reference: leadReference(lead.id), events, mail };
}

/**
 * Moves a lead to a status and writes who did it into its history, together. Returns false
 * when there is no such lead; a move to the status it already has changes nothing.
 */
export async function changeLeadStatus(
  db: Database,
  id: string,
  to: LeadStatus,
  staff: Staff,
): Promise<"changed" | "unchanged" | "missing"> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) return "missing";
    if (lead.status === to) return "unchanged";
    await tx
      .update(leads)
      .set({ status: to })
      .where(and(eq(leads.id, id), ne(leads.status, to)));
    await tx
      .insert(leadEvents)
      .values({ leadId: id, actorId: staff.uid, actorEmail: staff.email, kind: "status", fromStatus: lead.status, toStatus: to });
    return "changed";
  });
}

/** Adds a note to a lead's history. Returns false when there is no such lead (erased a moment ago, say). */
export async function addLeadNote(db: Database, id: string, note: string, staff: Staff): Promise<boolean> {
  try {
    await db.insert(leadEvents).values({ leadId: id, actorId: staff.uid, actorEmail: staff.email, kind: "note", note });
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/**
 * Erases a lead on its sender's request: the lead, its history and its mail go (the outbox rows,
 * and the .eml files when mail is written to files), and an audit
 * line says which reference was erased, by whom and when, without anything of the sender's.
 */
export async function eraseLead(db: Database, id: string, staff: Staff): Promise<string | undefined> {
  const erased = await db.transaction(async (tx) => {
    // Its mail's rows go with it (on delete cascade): their ids name the mail's files, if any.
    const mail = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.leadId, id));
    const [lead] = await tx.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
    if (!lead) return undefined;
    const reference = leadReference(lead.id);
    await recordAudit(tx, { actor: staff.email, action: "lead-erased", detail: `Lead ${reference} erased on request.` });
    return { reference, mail: mail.map((row) => row.id) };
  });
  if (!erased) return undefined;
  // Once the lead is gone for good: a failed transaction leaves its files as it leaves the lead.
  await removeMailFiles(erased.mail);
  return erased.reference;
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === "23503";
}
