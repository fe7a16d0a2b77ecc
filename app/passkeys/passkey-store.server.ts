import { and, asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { passkeys } from "~/database/schema.server";

/** A passkey as its owner's account page lists it. */
export type ListedPasskey = { id: string; name: string; synced: boolean; createdAt: string; lastUsedAt: string | null };

/** How many passkeys one account may have: more than anyone needs, few enough to list. */
export const MAX_PASSKEYS = 20;

/** An account's passkeys, oldest first. */
export async function passkeysOf(db: Database, accountId: string): Promise<ListedPasskey[]> {
  const rows = await db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      synced: passkeys.synced,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.accountId, accountId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null }));
}

/** Renames one of the account's passkeys: false when the account has no such passkey. */
export async function renamePasskey(db: Database, accountId: string, id: string, name: string): Promise<boolean> {
  const renamed = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.accountId, accountId)))
    .returning({ id: passkeys.id });
  return renamed.length === 1;
}

/** Removes one of the account's passkeys: false when the account has no such passkey. */
export async function removePasskey(db: Database, accountId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.accountId, accountId)))
    .returning({ id: passkeys.id });
  return removed.length === 1;
}

/** Every passkey of an account, in the transaction that deletes the account. */
export async function removeAccountPasskeys(tx: Transaction, accountId: string): Promise<number> {
  return (await tx.delete(passkeys).where(eq(passkeys.accountId, accountId)).returning({ id: passkeys.id })).length;
}
