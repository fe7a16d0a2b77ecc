import { and, desc, eq, gt, gte, isNull, lt, ne, or } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { sessions } from "~/database/schema.server";
import { unnoted } from "~/database/data-writes.server";

/** A live session as its person's account page lists it. */
export type DeviceSession = { id: string; device: string; network: string | null; signedInAt: Date; lastSeenAt: Date };

/** Which of a person's sessions to end: one, all but one (this device's), or every one. */
export type Ending = { only: string } | { allBut: string } | "all";

/**
 * A row for a session about to be handed out: its id goes in the cookie. `signedInAt` is when the
 * person proved who they were (the token's auth_time), which is also what a revocation of their
 * tokens compares: a session signed in before it no longer counts.
 */
export async function openSession(
  db: Database,
  {
    accountId,
    device,
    network,
    signedInAt,
    expiresAt,
    now = new Date(),
  }: { accountId: string; device: string; network?: string; signedInAt: Date; expiresAt: Date; now?: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      accountId,
      device: device.slice(0, 120) || "An unknown browser",
      network: network ?? null,
      signedInAt,
      lastSeenAt: now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

/**
 * A person's sessions that have neither ended nor expired, the one seen last first. With
 * `validSince` (when the identity provider last revoked their tokens: a password change, say),
 * sessions signed in before it are left out: their cookies no longer count.
 */
export async function liveSessionsOf(
  db: Database,
  accountId: string,
  { now = new Date(), validSince }: { now?: Date; validSince?: Date } = {},
): Promise<DeviceSession[]> {
  return db
    .select({
      id: sessions.id,
      device: sessions.device,
      network: sessions.network,
      signedInAt: sessions.signedInAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
        validSince ? gte(sessions.signedInAt, validSince) : undefined,
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.signedInAt));
}

/**
 * Ends some of a person's live sessions, and returns those it ended, with when each would have
 * expired: another account's session is never among them, whatever id is given.
 */
export async function endSessions(
  db: Database,
  accountId: string,
  which: Ending,
  now = new Date(),
): Promise<{ id: string; expiresAt: Date }[]> {
  const chosen = which === "all" ? undefined : "only" in which ? eq(sessions.id, which.only) : ne(sessions.id, which.allBut);
  return db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.endedAt), chosen))
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
}

/** A session's row, whatever its state; undefined once swept, or for an id that never was. */
export async function sessionRow(db: Database, id: string) {
  const [row] = await db
    .select({
      accountId: sessions.accountId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, id));
  return row;
}

/** Whether a session still counts by its row: not ended, not expired, not swept. */
export function isLiveRow(row: { endedAt: Date | null; expiresAt: Date } | undefined, now = new Date()): boolean {
  return row !== undefined && row.endedAt === null && row.expiresAt > now;
}

/** A session renewed in the same browser (a new token after a change of name, a sign-in again): it now runs until `expiresAt`. */
export async function extendSession(db: Database, id: string, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

/** Deletes every session row of an account: with the account itself (privacy/account-deletion.server.ts). */
export async function removeAccountSessions(tx: Transaction, accountId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.accountId, accountId));
}

/** Notes that a session was used now. */
export async function noteSeen(db: Database, id: string, now = new Date()): Promise<void> {
  // Written every few minutes per session as people browse: a page kept for a session may show
  // it as late as the page's age (decision 40), which the minutes it counts in hide.
  await db.execute(
    unnoted(
      db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
        .getSQL(),
    ),
  );
}

/** How long a session's row outlives its end: a day, for a person checking their list after the fact. */
export const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

/** Deletes the rows of sessions that ended or expired more than a day ago; returns how many. */
export async function sweepSessions(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_ENDED_MS);
  const swept = await db
    .delete(sessions)
    .where(or(lt(sessions.endedAt, before), lt(sessions.expiresAt, before)))
    .returning({ id: sessions.id });
  return swept.length;
}
