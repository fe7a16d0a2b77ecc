import { createHash } from "node:crypto";
import { and, desc, eq, isNull, lt } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { newsletterConsents, type subscribers } from "~/database/schema.server";

export type ConsentRecord = typeof newsletterConsents.$inferSelect;

/** How long the proof of a consent is kept once it was withdrawn: long enough to answer a complaint or a claim (a lawyer should set it; decision 71). */
export const CONSENT_PROOF_KEPT_YEARS = 6;

/** The address as the records know it: its SHA-256 in lower case, so "did this address agree?" can be answered once the address is erased. */
export function addressHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/**
 * A confirmation's proof, written in its transaction: what the request asked, on which sentence,
 * and when it was asked and confirmed. A consent to lists the new one leaves out is withdrawn
 * for them first (narrowConsents).
 */
export async function recordConsent(tx: Transaction, confirmed: typeof subscribers.$inferSelect, requestedAt: Date): Promise<void> {
  await narrowConsents(tx, confirmed.email, confirmed.lists, confirmed.confirmedAt!);
  await tx.insert(newsletterConsents).values({
    addressHash: addressHash(confirmed.email),
    lists: confirmed.lists,
    locale: confirmed.locale,
    // A confirmed row always has both (the subscribers_confirmed_consent check).
    consent: confirmed.consent!,
    requestedAt,
    confirmedAt: confirmed.confirmedAt!,
  });
}

/** The address left or was erased: every consent it gave is withdrawn now, and kept only as proof. */
export async function withdrawConsents(db: Database | Transaction, email: string, now: Date): Promise<void> {
  await db
    .update(newsletterConsents)
    .set({ withdrawnAt: now })
    .where(and(eq(newsletterConsents.addressHash, addressHash(email)), isNull(newsletterConsents.withdrawnAt)));
}

/**
 * The address now receives only `kept` (it dropped a list, or confirmed fewer): each standing
 * consent that names another list is withdrawn now, and what of it still stands is recorded
 * again with its first times, so the records say which list was withdrawn when.
 */
export async function narrowConsents(tx: Transaction, email: string, kept: readonly string[], now: Date): Promise<void> {
  const standing = await tx
    .select()
    .from(newsletterConsents)
    .where(and(eq(newsletterConsents.addressHash, addressHash(email)), isNull(newsletterConsents.withdrawnAt)));
  for (const { id, ...record } of standing) {
    if (record.lists.every((list) => kept.includes(list))) continue;
    await tx.update(newsletterConsents).set({ withdrawnAt: now }).where(eq(newsletterConsents.id, id));
    const still = record.lists.filter((list) => kept.includes(list));
    if (still.length > 0) await tx.insert(newsletterConsents).values({ ...record, lists: still });
  }
}

/** What an address agreed to, newest first: the staff's answer to "I never subscribed". */
export async function consentsOf(db: Database, email: string): Promise<ConsentRecord[]> {
  return (
    db
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.addressHash, addressHash(email)))
      // A consent narrowed keeps its confirmation's time: what still stands comes before what was withdrawn.
      .orderBy(desc(newsletterConsents.confirmedAt), desc(newsletterConsents.withdrawnAt))
  );
}

/** Erases the proofs withdrawn more than CONSENT_PROOF_KEPT_YEARS ago (the retention run); how many. */
export async function eraseOldConsents(db: Database, now: Date): Promise<number> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - CONSENT_PROOF_KEPT_YEARS);
  const erased = await db
    .delete(newsletterConsents)
    .where(lt(newsletterConsents.withdrawnAt, before))
    .returning({ id: newsletterConsents.id });
  return erased.length;
}
