import type { DecodedIdToken } from "firebase-admin/auth";
import { z } from "zod";
import { adminAuth } from "~/platform/firebase-admin.server";
import { expiringStore } from "~/platform/expiring-store.server";
import { settings } from "~/platform/settings.server";
import { currentWriteStamp } from "~/page-cache/write-stamp.server";
import { type AccountStanding, accountStandingOf, accountStandingSchema } from "./account-standing.server";
import { credentialRejection } from "./credential-errors";

/** What decides whether a person's sessions still count: when they were last revoked, and whether the account is disabled. */
const endedSchema = z.object({ validSinceMs: z.number(), disabled: z.boolean() });
type Ended = z.infer<typeof endedSchema>;
/** The identity provider's record of an account, as it was when asked (`askedAtMs`, before the question went out). */
const copySchema = z.object({ askedAtMs: z.number(), disabled: z.boolean(), account: accountStandingSchema });
type Copy = z.infer<typeof copySchema>;
/** When this site last changed an account: a copy asked for before it is out of date. */
const changedSchema = z.object({ changedAtMs: z.number() });

/**
 * Shared by every instance through Redis when REDIS_URL is set: one instance's lookup spares the
 * others theirs. Four kinds of entry: `checked:` the copy of a person's record, `ended:` what
 * this site did to their sessions (a logout everywhere, a deletion), which no copy overrides,
 * `changed:` when this site last changed their account, and `session:` one session this site
 * ended (decision 29), kept until it would have expired. All are read in one round trip.
 */
const standings = expiringStore({
  namespace: "session-standing",
  schema: z.union([copySchema, endedSchema, changedSchema]),
  maxEntries: 50_000,
});
const checkedKey = (uid: string) => `checked:${uid}`;
const endedKey = (uid: string) => `ended:${uid}`;
const changedKey = (uid: string) => `changed:${uid}`;
const sessionKey = (sessionId: string) => `session:${sessionId}`;
/** What an ended session's entry says: no token of it is valid, whenever it was issued. */
const ENDED_SESSION: Ended = { validSinceMs: Number.MAX_SAFE_INTEGER, disabled: false };

type Entry = z.infer<typeof copySchema> | Ended | z.infer<typeof changedSchema> | undefined;
const asCopy = (entry: Entry): Copy | undefined => (entry && "askedAtMs" in entry ? entry : undefined);
const asEnded = (entry: Entry): Ended | undefined => (entry && "validSinceMs" in entry ? entry : undefined);
const changedAt = (entry: Entry): number => (entry && "changedAtMs" in entry ? entry.changedAtMs : 0);

/**
 * How long a note of sessions ended, or of an account changed, outlives the copies made before
 * it: longer than any copy may be trusted. A lookup that was under way when the change was made
 * (it asked the identity provider a moment before) may be stored a moment after, and would be
 * trusted for REVOCATION_CHECK_SECONDS.
 */
const NOTE_MARGIN_SECONDS = 120;

/** Lookups under way, by person, with when each asked: the requests that find a person's copy missing together wait for one answer. */
const lookUpsUnderWay = new Map<string, { askedAtMs: number; copy: Promise<Copy> }>();

/** Asks the identity provider for the account's record now, and keeps the copy. */
async function lookUp(uid: string): Promise<Copy> {
  const askedAtMs = Date.now();
  const user = await adminAuth().getUser(uid);
  const copy: Copy = { askedAtMs, disabled: user.disabled, account: accountStandingOf(user) };
  const seconds = settings().revocationCheckSeconds;
  if (seconds > 0) await standings.set(checkedKey(uid), copy, seconds);
  return copy;
}

/** A lookup asked no earlier than `notBeforeMs`: one under way that asked before a change is no answer to it. */
function sharedLookUp(uid: string, notBeforeMs: number): Promise<Copy> {
  const underWay = lookUpsUnderWay.get(uid);
  if (underWay && underWay.askedAtMs >= notBeforeMs) return underWay.copy;
  const lookup = { askedAtMs: Date.now(), copy: lookUp(uid) };
  lookUpsUnderWay.set(uid, lookup);
  void lookup.copy
    .finally(() => {
      if (lookUpsUnderWay.get(uid) === lookup) lookUpsUnderWay.delete(uid);
    })
    .catch(() => undefined);
  return lookup.copy;
}

function ensureStanding(claims: DecodedIdToken, standing: Ended): void {
  if (standing.disabled) throw credentialRejection("auth/user-disabled", "The account is disabled or deleted");
  if (claims.auth_time * 1000 < standing.validSinceMs) throw credentialRejection("auth/session-cookie-revoked", "The session was revoked");
}

const endedOf = (copy: Copy): Ended => ({ validSinceMs: copy.account.tokensValidSinceMs ?? 0, disabled: copy.disabled });

/** How sure a check must be: `fresh` asks the identity provider now. */
export type StandingCheck = { fresh?: boolean; sessionId?: string };

/**
 * What a check found: the account's standing, and, for an ordinary check, what a page kept for
 * the session must have been made under to be sent again (decision 40): the copy of the account
 * it saw and the database's write stamp (app/page-cache/write-stamp.server.ts). None when either
 * is not known for sure.
 */
export type CheckedStanding = { account: AccountStanding; keptUnder?: string };

/**
 * The account's standing, once it is sure the session's person has not been signed out
 * everywhere since it began, disabled or deleted (else it throws firebase-admin's own error, as
 * `verifySessionCookie(cookie, true)` would). It asks the identity provider at most once per
 * REVOCATION_CHECK_SECONDS per person (a network round trip in production), or every time when
 * `fresh`, which a change that could lock someone out asks for. What this site
 * did counts at once, whatever a copy says: sessions ended (the person's, and `sessionId` alone)
 * and accounts changed, read in one round trip to Redis, with the write stamp asked for at once
 * beside it.
 */
export async function checkedStanding(claims: DecodedIdToken, { fresh = false, sessionId }: StandingCheck = {}): Promise<CheckedStanding> {
  if (fresh || settings().revocationCheckSeconds === 0) {
    // A fresh check asks the identity provider, which knows of every ending (a deleted account is
    // not found); a device's ending is its session row's to say (app/sessions), read afresh too.
    const copy = await lookUp(claims.uid);
    ensureStanding(claims, endedOf(copy));
    return { account: copy.account };
  }
  const keys = [checkedKey(claims.uid), endedKey(claims.uid), changedKey(claims.uid), ...(sessionId ? [sessionKey(sessionId)] : [])];
  const [[checked, ended, changed, sessionEnded], stamp] = await Promise.all([standings.getMany(keys), currentWriteStamp()]);
  if (sessionEnded) throw credentialRejection("auth/session-cookie-revoked", "The session was ended on its device or from another");
  const endedHere = asEnded(ended);
  if (endedHere) ensureStanding(claims, endedHere);
  const kept = asCopy(checked);
  // A copy asked for before this site's last change to the account is out of date.
  const copy = kept && kept.askedAtMs >= changedAt(changed) ? kept : await sharedLookUp(claims.uid, changedAt(changed));
  ensureStanding(claims, endedOf(copy));
  return { account: copy.account, keptUnder: stamp === undefined ? undefined : `${copy.askedAtMs}.${stamp}` };
}

/**
 * After this site changed an account at the identity provider (a sign-in method removed, staff
 * granted or revoked, an email verified, a new session's token): every copy made before counts
 * as out of date at once, on this instance and, through Redis, on the others, and a new copy is
 * made for the next view. False when Redis did not take it (the others then trust their copies
 * until they expire).
 */
export async function noteAccountChanged(uid: string): Promise<boolean> {
  const seconds = settings().revocationCheckSeconds;
  if (seconds === 0) return true;
  const shared = await standings.set(changedKey(uid), { changedAtMs: Date.now() }, seconds + NOTE_MARGIN_SECONDS);
  // The next view, here or elsewhere, finds the new copy instead of asking again. An account
  // that is gone has no copy to make: its sessions are refused when they are next checked.
  await lookUp(uid).catch(() => undefined);
  if (!shared) {
    console.error(
      `Could not tell the other instances that an account changed (Redis is unavailable); they may trust what they knew for up to ${seconds} s.`,
    );
  }
  return shared;
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
  const standing = deleted ? { validSinceMs: Date.now(), disabled: true } : endedOf(await lookUp(uid));
  if (await standings.set(endedKey(uid), standing, seconds + NOTE_MARGIN_SECONDS)) return;
  // Redis did not take it: this instance asks the identity provider while Redis is away, but
  // another may trust a copy it kept before, until that copy expires.
  console.error(
    `Could not tell the other instances that an account's sessions ended (Redis is unavailable); they may accept them for up to ${seconds} s.`,
  );
}
