import type { DecodedIdToken } from "firebase-admin/auth";
import { z } from "zod";
import { adminAuth } from "~/.server/firebase-admin.server";
import { expiringStore } from "~/.server/expiring-store.server";
import { settings } from "~/.server/settings.server";
import { credentialRejection } from "./credential-errors";

/** What decides whether a person's sessions still count: when they were last revoked, and whether the account is disabled. */
const standingSchema = z.object({ validSinceMs: z.number(), disabled: z.boolean() });
type Standing = z.infer<typeof standingSchema>;

/**
 * Shared by every instance through Redis when REDIS_URL is set: one instance's check spares the
 * others theirs. Two kinds of entry per person: `checked:` what the identity provider last said,
 * and `ended:` what this site did to their sessions (a logout everywhere, a deletion), which no
 * check overwrites.
 */
const standings = expiringStore({ namespace: "session-standing", schema: standingSchema, maxEntries: 50_000 });
const checkedKey = (uid: string) => `checked:${uid}`;
const endedKey = (uid: string) => `ended:${uid}`;
/** A third kind: one session this site ended (decision 29), kept until it would have expired. */
const sessionKey = (sessionId: string) => `session:${sessionId}`;
/** What an ended session's entry says: no token of it is valid, whenever it was issued. */
const ENDED_SESSION: Standing = { validSinceMs: Number.MAX_SAFE_INTEGER, disabled: false };

/**
 * How long a note of sessions ended outlives them: longer than any check made before it may be
 * trusted. A check that was under way when the sessions ended (it asked the identity provider
 * a moment before) may be stored a moment after, and is trusted for REVOCATION_CHECK_SECONDS.
 */
const ENDED_MARGIN_SECONDS = 120;

async function lookUp(uid: string): Promise<Standing> {
  const user = await adminAuth().getUser(uid);
  const standing = { validSinceMs: user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0, disabled: user.disabled };
  const seconds = settings().revocationCheckSeconds;
  if (seconds > 0) await standings.set(checkedKey(uid), standing, seconds);
  return standing;
}

function ensureStanding(claims: DecodedIdToken, standing: Standing): void {
  if (standing.disabled) throw credentialRejection("auth/user-disabled", "The account is disabled or deleted");
  if (claims.auth_time * 1000 < standing.validSinceMs) throw credentialRejection("auth/session-cookie-revoked", "The session was revoked");
}

/**
 * Throws firebase-admin's own error when the session's person has been signed out everywhere
 * since it began, disabled or deleted, as `verifySessionCookie(cookie, true)` would; but asks
 * the identity provider at most once per REVOCATION_CHECK_SECONDS per person (a network round
 * trip in production), unless `fresh`, which anything sensitive asks for. Sessions this site
 * ended count at once, whatever a check says: the person's, and `sessionId` alone (one device
 * logged out), read in the same round trip to Redis.
 */
export async function ensureNotRevoked(
  claims: DecodedIdToken,
  { fresh = false, sessionId }: { fresh?: boolean; sessionId?: string } = {},
): Promise<void> {
  // A fresh check asks the identity provider, which knows of every ending (a deleted account is
  // not found); a device's ending is its session row's to say (app/sessions), read afresh too.
  if (fresh || settings().revocationCheckSeconds === 0) return ensureStanding(claims, await lookUp(claims.uid));
  const keys = [checkedKey(claims.uid), endedKey(claims.uid), ...(sessionId ? [sessionKey(sessionId)] : [])];
  const [checked, ended, sessionEnded] = await standings.getMany(keys);
  if (sessionEnded) throw credentialRejection("auth/session-cookie-revoked", "The session was ended on its device or from another");
  if (ended) ensureStanding(claims, ended);
  ensureStanding(claims, checked ?? (await lookUp(claims.uid)));
}

/**
 * After this site ended some sessions one by one (logging devices out): each stops counting at
 * once on every instance, through Redis, until it would have expired anyway. False when Redis
 * did not take them: the other instances then find out from the session rows (app/sessions).
 */
export async function noteDeviceSessionsEnded(ended: readonly { id: string; expiresAt: Date }[]): Promise<boolean> {
  if (settings().revocationCheckSeconds === 0) return true;
  const now = Date.now();
  const shared = await Promise.all(
    ended.map(({ id, expiresAt }) => standings.set(sessionKey(id), ENDED_SESSION, Math.max(1, (expiresAt.getTime() - now) / 1000))),
  );
  return !shared.includes(false);
}

/**
 * After this site ended someone's sessions: every earlier session stops counting at once, on
 * this instance and, through Redis, on the others, without waiting for their next check.
 * `deleted`: the account is gone (the identity provider no longer knows it).
 */
export async function noteSessionsEnded(uid: string, { deleted = false }: { deleted?: boolean } = {}): Promise<void> {
  const seconds = settings().revocationCheckSeconds;
  if (seconds === 0) return;
  const standing = deleted ? { validSinceMs: Date.now(), disabled: true } : await lookUp(uid);
  if (await standings.set(endedKey(uid), standing, seconds + ENDED_MARGIN_SECONDS)) return;
  // Redis did not take it: this instance asks the identity provider while Redis is away, but
  // another may trust a check it cached before, until that check expires.
  console.error(
    `Could not tell the other instances that an account's sessions ended (Redis is unavailable); they may accept them for up to ${seconds} s.`,
  );
}
