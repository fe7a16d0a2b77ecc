import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { leads, mailOutbox, type MailKind } from "~/database/schema.server";

/** A message the sender has taken from the outbox, with the lead it is made from. */
export type DueMail = { id: string; kind: MailKind; attempts: number; lead: typeof leads.$inferSelect };

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
  const taken = await db.execute<{ id: string; lead_id: string; kind: MailKind; attempts: number }>(sql`
    update ${mailOutbox}
    set attempts = attempts + 1, next_attempt_at = ${leaseEnd.toISOString()}
    where id in (
      select id from ${mailOutbox}
      where sent_at is null and next_attempt_at <= ${now.toISOString()}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, lead_id, kind, attempts`);
  if (taken.rows.length === 0) return [];
  const leadRows = await db
    .select()
    .from(leads)
    .where(
      inArray(
        leads.id,
        taken.rows.map((row) => row.lead_id),
      ),
    );
  const byId = new Map(leadRows.map((lead) => [lead.id, lead]));
  // A lead erased between the two reads took its mail with it.
  return taken.rows.flatMap((row) => {
    const lead = byId.get(row.lead_id);
    return lead ? [{ id: row.id, kind: row.kind, attempts: row.attempts, lead }] : [];
  });
}

export async function markSent(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: now, lastError: null })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** Puts a message back, to be tried again after its backoff; the error is kept for the staff to see. */
export async function markFailed(db: Database, mail: Pick<DueMail, "id" | "attempts">, error: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: new Date(now.getTime() + retryDelay(mail.attempts)) })
    .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt)));
}
