import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { settings } from "~/platform/settings.server";
import { type Database, database } from "~/database/database.server";
import { type DeviceSession, endSessions, isLiveRow, liveSessionsOf, noteSeen, sessionRow } from "./device-sessions.server";

/**
 * How long this instance trusts a session row it found live before reading it again. With Redis,
 * endings reach every instance through it at once (app/sessions/revocation.server.ts), and the row is
 * read again each minute, for an ending Redis did not carry (it was away). Without Redis, the row
 * is how the other instances that share the database learn of an ending, so they read it every
 * few seconds.
 */
export function rowCheckMs(): number {
  return settings().redisUrl ? 60_000 : 5_000;
}

/** Last seen is written at most this often per session: a list of devices needs minutes, not requests. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** Sessions whose row this instance read lately and found live, with their person's uid. */
const checkedRows = new LRUCache<string, string>({ max: 50_000, ttlAutopurge: false });

/** Row reads under way, by session: the requests of one session that find its check expired together wait for one read. */
const readsUnderWay = new Map<string, ReturnType<typeof sessionRow>>();

function sharedRead(db: Database, id: string): ReturnType<typeof sessionRow> {
  let read = readsUnderWay.get(id);
  if (!read) {
    read = sessionRow(db, id).finally(() => readsUnderWay.delete(id));
    readsUnderWay.set(id, read);
  }
  return read;
}

/**
 * Whether the session `id`, named by a cookie whose token is `uid`'s, still counts, when this
 * instance read its row lately and can say so without waiting: true, or undefined for "read it".
 * The common case of every signed-in request, kept free of promises.
 */
export function knownLive(id: string, uid: string): true | undefined {
  return settings().revocationCheckSeconds > 0 && checkedRows.get(id) === uid ? true : undefined;
}

/**
 * Whether the session `id`, named by a cookie whose token is `uid`'s, still counts: its row is
 * that person's, and has neither ended nor expired. The row is read at most once per rowCheckMs per
 * session on each instance (knownLive answers in between), or every time when `fresh` (or
 * REVOCATION_CHECK_SECONDS=0). An ending made here counts at once; one made elsewhere, through
 * Redis (app/sessions/revocation.server.ts) or the next read. A database that does not answer throws.
 */
export async function isSessionLive(id: string, uid: string, { fresh = false }: { fresh?: boolean } = {}): Promise<boolean> {
  if (!fresh && knownLive(id, uid)) return true;
  const db = await database();
  const now = new Date();
  const row = await (fresh ? sessionRow(db, id) : sharedRead(db, id));
  // A made-up id finds no row; another person's is not this token's.
  if (!isLiveRow(row, now) || row!.accountId !== uid) {
    checkedRows.delete(id);
    return false;
  }
  checkedRows.set(id, uid, { ttl: rowCheckMs() });
  if (now.getTime() - row!.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    // Never waited for: a page does not slow down to say it was seen.
    noteSeen(db, id, now).catch((error: unknown) => console.error("Could not note when a session was last seen:", error));
  }
  return true;
}

/**
 * How the account page names a session in its list and its forms: a digest of the id, never the
 * id, which is half of what signs in (the other half is the cookie's token). A stolen cookie whose
 * session was ended cannot be mended with another session's id read from the page.
 */
export function publicSessionId(id: string): string {
  return createHash("sha256").update(`session:${id}`).digest("base64url").slice(0, 22);
}

/**
 * A person's live sessions as their account page lists them: by public id, with which is this
 * browser's. `validSince`: when their tokens were last revoked (a password change), before which
 * a session no longer counts, whatever its row says.
 */
export async function devicesOf(
  uid: string,
  thisSession: string | null,
  validSince?: Date,
): Promise<(DeviceSession & { current: boolean })[]> {
  const live = await liveSessionsOf(await database(), uid, { validSince });
  return live.map((session) => ({ ...session, id: publicSessionId(session.id), current: session.id === thisSession }));
}

/**
 * Which of a person's sessions to end: one from their list (by public id; never `except`, this
 * browser's: the list offers Logout for that), one by its id (this browser's), all but one (this
 * browser's), or every one.
 */
export type DeviceEnding = { listed: string; except?: string } | { only: string } | { allBut: string } | "all";

/** A session just ended: its id, and when it would have expired (how long others must remember it). */
export type EndedSession = { id: string; expiresAt: Date };

/**
 * Ends some of a person's sessions, and returns those it ended. The ending counts at once on this
 * instance; the caller tells the others (app/sessions/revocation.server.ts, noteDeviceSessionsEnded).
 */
export async function endDeviceSessions(uid: string, which: DeviceEnding): Promise<EndedSession[]> {
  const db = await database();
  let ending: Parameters<typeof endSessions>[2];
  if (which === "all" || !("listed" in which)) ending = which;
  else {
    const listed = (await liveSessionsOf(db, uid)).find(
      (session) => publicSessionId(session.id) === which.listed && session.id !== which.except,
    );
    if (!listed) return [];
    ending = { only: listed.id };
  }
  const ended = await endSessions(db, uid, ending, new Date());
  for (const { id } of ended) checkedRows.delete(id);
  return ended;
}
