import { eq, sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { leadMailKinds, leads, mailOutbox } from "~/database/schema.server";
import { getLocale } from "~/i18n/locale";
import type { LeadDetails } from "./lead-form.server";

export type NewLead = Omit<LeadDetails, "consent"> & {
  submissionId: string;
  spamReason: string | null;
  accountId?: string | null;
  /** The language it was sent in; the page's when not said. */
  locale?: string;
};

/** A stored lead, as the sender is told of it: a short reference, and whether it was already there. */
export type StoredLead = { id: string; reference: string; duplicate: boolean };

/** The reference a sender is given: short enough to read out on the phone, unique enough among a studio's leads. */
export function leadReference(id: string): string {
  return `BL-${id.replaceAll("-", "").slice(0, 8).toUpperCase()}`;
}

/** How long the same message from the same address counts as the same lead (a reload minted a new form). */
const RESEND_WINDOW = sql`interval '1 day'`;

/**
 * Stores a lead once. The same submission id, or the same message from the same address within
 * a day, finds the lead already stored. A lead from a person queues its two mails in the same
 * transaction; spam queues none. The transaction commits before the caller says "thank you".
 */
export async function storeLead(db: Database, lead: NewLead): Promise<StoredLead> {
  return db.transaction(async (tx) => {
    const earlier = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        sql`${leads.submissionId} = ${lead.submissionId} or (lower(${leads.email}) = lower(${lead.email}) and ${leads.message} = ${lead.message} and ${leads.receivedAt} > now() - ${RESEND_WINDOW})`,
      )
      .limit(1);
    if (earlier[0]) return { id: earlier[0].id, reference: leadReference(earlier[0].id), duplicate: true };

    const inserted = await tx
      .insert(leads)
      .values({
        submissionId: lead.submissionId,
        name: lead.name,
        email: lead.email,
        company: lead.company,
        service: lead.service,
        budget: lead.budget,
        timeline: lead.timeline,
        message: lead.message,
        status: lead.spamReason ? "spam" : "new",
        spamReason: lead.spamReason,
        accountId: lead.accountId ?? null,
        locale: lead.locale ?? getLocale(),
      })
      // Two sends of one form at the same instant: the second finds the first's row below.
      .onConflictDoNothing({ target: leads.submissionId })
      .returning({ id: leads.id });
    const id = inserted[0]?.id;
    if (!id) {
      const [first] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.submissionId, lead.submissionId));
      return { id: first!.id, reference: leadReference(first!.id), duplicate: true };
    }
    if (!lead.spamReason) await tx.insert(mailOutbox).values(leadMailKinds.map((kind) => ({ leadId: id, kind })));
    return { id, reference: leadReference(id), duplicate: false };
  });
}

/** The lead a form's submission id stored, if any: a repeat send is answered before any limit is spent. */
export async function findBySubmission(db: Database, submissionId: string): Promise<StoredLead | undefined> {
  const [found] = await db.select({ id: leads.id }).from(leads).where(eq(leads.submissionId, submissionId)).limit(1);
  return found ? { id: found.id, reference: leadReference(found.id), duplicate: true } : undefined;
}
