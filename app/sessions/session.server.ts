import type { DecodedIdToken } from "firebase-admin/auth";
import { LRUCache } from "lru-cache";
import type { AccountUser } from "~/types/account-user";
import { adminAuth } from "~/platform/firebase-admin.server";
import { settings } from "~/platform/settings.server";
import { credentialRejection, isRejectedCredential } from "./credential-errors";
import { emulatorSessionClaims } from "./emulator-session.server";
import { checkedStanding, noteAccountChanged, noteDeviceSessionsEnded, noteSessionsEnded, type StandingCheck } from "./revocation.server";
import type { AccountStanding } from "./account-standing.server";
import { database } from "~/database/database.server";
import { extendSession, openSession } from "~/sessions/device-sessions.server";
import { coarseNetwork } from "~/sessions/coarse-network.server";
import { photoAddress } from "~/sessions/photo-address";
import { deviceWords } from "~/sessions/device-words.server";
import { type DeviceEnding, endDeviceSessions, isSessionLive, knownLive, rowCheckMs } from "~/sessions/session-liveness.server";
import {
  clearSessionCookie,
  SESSION_MAX_AGE_SECONDS,
  sessionCookie,
  type SessionCookieValue,
  sessionCookieSchema,
} from "./session-cookie.server";

export function accountUserFrom(claims: DecodedIdToken): AccountUser {
  return {
    uid: claims.uid,
    email: claims.email ?? null,
    // A removed name or photo can arrive as an empty string: it means none.
    displayName: typeof claims.name === "string" && claims.name !== "" ? claims.name : null,
    photoURL: typeof claims.picture === "string" && claims.picture !== "" ? photoAddress(claims.picture, settings().siteUrl) : null,
    emailVerified: claims.email_verified === true,
  };
}

/**
 * A session is minted only from a sign-in made in the last five minutes (Firebase's session
 * cookie guide): a token taken from a page long after its sign-in cannot become five days of
 * access. The shortest session Firebase will mint is also five minutes.
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/**
 * Verifies an ID token and returns the Set-Cookie header of a session for it. A recent sign-in
 * opens a session of its own, listed on the account page, or renews the one this browser already
 * has for the same person. A token whose sign-in is older than five minutes only renews that
 * session (after a change of name, say), and never past its end; with under five minutes of that
 * left, the session stays as it is.
 */
export async function startSession(
  idToken: string,
  request: Request,
  { clientAddress = "unknown", now = Date.now() }: { clientAddress?: string; now?: number } = {},
): Promise<{ user: AccountUser; setCookie?: string }> {
  const auth = adminAuth();
  const claims = await auth.verifyIdToken(idToken, true);
  const current = await verifiedSession(request.headers.get("Cookie"), { fresh: true });
  const same = current !== "rejected" && current?.claims.uid === claims.uid ? current : undefined;
  // A new token may carry a change made in the browser (a name, a password, Google linked, two-step
  // sign-in on): the copies of the account's standing made before it are out of date, on every instance.
  await noteAccountChanged(claims.uid);
  let lifetimeSeconds = SESSION_MAX_AGE_SECONDS;
  if (now / 1000 - claims.auth_time > RECENT_SIGN_IN_SECONDS) {
    if (!same) throw credentialRejection("auth/requires-recent-login", "The sign-in is too old to start a session");
    lifetimeSeconds = Math.floor(same.claims.exp - now / 1000);
    if (lifetimeSeconds < RECENT_SIGN_IN_SECONDS) return { user: accountUserFrom(claims) };
  }
  const token = await auth.createSessionCookie(idToken, { expiresIn: lifetimeSeconds * 1000 });
  const db = await database();
  const expiresAt = new Date(now + lifetimeSeconds * 1000);
  let sid: string;
  if (same) {
    sid = same.sid;
    await extendSession(db, sid, expiresAt);
  } else {
    // Someone else's session in this browser ends with it: their list must not keep a browser they left.
    if (current && current !== "rejected") await endSessionsOf(current.claims.uid, { only: current.sid }).catch(() => undefined);
    sid = await openSession(db, {
      accountId: claims.uid,
      device: deviceWords(request.headers.get("User-Agent")),
      network: coarseNetwork(clientAddress),
      signedInAt: new Date(claims.auth_time * 1000),
      expiresAt,
    });
  }
  const value: SessionCookieValue = { sid, token };
  return { user: accountUserFrom(claims), setCookie: await sessionCookie.serialize(value, { maxAge: lifetimeSeconds }) };
}

/** Cookie headers already read: the same browser sends the same header on every page view, and reading one decodes it whole. */
const readCookies = new LRUCache<string, { value: SessionCookieValue | "malformed" | undefined }>({ max: 5_000 });

/** The session cookie in a Cookie header: its session and token, "malformed" for one of another shape (an older form), or undefined. */
async function sessionCookieValue(cookieHeader: string | null | undefined): Promise<SessionCookieValue | "malformed" | undefined> {
  if (!cookieHeader) return undefined;
  const known = readCookies.get(cookieHeader);
  if (known) return known.value;
  const parsed: unknown = await sessionCookie.parse(cookieHeader);
  const value = parsed === null || parsed === "" ? undefined : (sessionCookieSchema.safeParse(parsed).data ?? "malformed");
  readCookies.set(cookieHeader, { value });
  return value;
}

/**
 * Session cookies whose signature has been checked, by value, each until it expires: a cookie
 * that was signed stays signed, and the check (RS256 against Google's keys) is the dearest part
 * of reading a session on every page view. Revocation is still checked on each read.
 */
const signedSessions = new LRUCache<string, DecodedIdToken>({ max: 5_000 });

async function signedClaims(value: string): Promise<DecodedIdToken> {
  const known = signedSessions.get(value);
  if (known) return known;
  const identity = settings().identity;
  const claims =
    identity.kind === "emulator" ? emulatorSessionClaims(value, identity.projectId) : await adminAuth().verifySessionCookie(value, false);
  const ttl = claims.exp * 1000 - Date.now();
  if (ttl > 0) signedSessions.set(value, claims, { ttl });
  return claims;
}

/** How sure a check must be that the session was not revoked: `fresh` asks the identity provider now. */
export type Freshness = Omit<StandingCheck, "sessionId">;

/** A session read from its cookie and checked: its person's claims and standing, and its id (a row of app/sessions). */
type VerifiedSession = { claims: DecodedIdToken; sid: string; standing: AccountStanding; keptUnder?: string };

/**
 * The request's session, checked: undefined without a cookie, "rejected" for one that is
 * expired, revoked, forged, ended, or of an older form. An outage throws. The signature and
 * expiry are checked here, with keys firebase-admin keeps; revocation as checkedStanding says;
 * the session itself (ended on this device, or from another) as isSessionLive says.
 */
async function verifiedSession(
  cookieHeader: string | null | undefined,
  freshness: Freshness = {},
): Promise<VerifiedSession | "rejected" | undefined> {
  const fresh = freshness.fresh === true;
  const value = await sessionCookieValue(cookieHeader);
  if (!value) return undefined;
  if (value === "malformed") return "rejected";
  try {
    const claims = await signedClaims(value.token);
    const { account: standing, keptUnder } = await checkedStanding(claims, { ...freshness, sessionId: value.sid });
    // Most requests: a row this instance read a moment ago, answered without a promise.
    const live = (!fresh && knownLive(value.sid, claims.uid)) || (await isSessionLive(value.sid, claims.uid, { fresh }));
    return live ? { claims, sid: value.sid, standing, keptUnder } : "rejected";
  } catch (error) {
    if (isRejectedCredential(error)) return "rejected";
    throw error;
  }
}

export type SessionState = {
  user: AccountUser | null;
  /** This browser's session, when someone is signed in: the account page's "this device". */
  sessionId?: string;
  /** The signed-in account's standing (staff, sign-in methods, verified email), from the copy the check used. */
  standing?: AccountStanding;
  /** Set when the request carried a cookie that is no longer good: send it to clear it. */
  setCookie?: string;
  /**
   * What a page kept for this session must have been made under to be sent again (decision
   * 40): the account as seen and the database's last write. Unset when that is not known for sure.
   */
  keptUnder?: string;
  /**
   * Set when the request carried a session cookie that could not be checked (the identity
   * provider or the database did not answer): why. A page for everyone shows it signed out; a
   * signed-in person's page fails with it, rather than send them to log in (requireAccount).
   */
  unchecked?: unknown;
};

/**
 * Who is signed in, from the request's session cookie. An expired, revoked, forged or ended
 * cookie counts as signed out, and the answer says to clear it.
 */
export function readSession(request: Request, freshness: Freshness = {}): Promise<SessionState> {
  return readSessionCookie(request.headers.get("Cookie"), freshness);
}

/** readSession, from the request's Cookie header alone: for the server in front of the app. */
export async function readSessionCookie(cookieHeader: string | null | undefined, freshness: Freshness = {}): Promise<SessionState> {
  try {
    const session = await verifiedSession(cookieHeader, freshness);
    if (session === "rejected") return { user: null, setCookie: await clearSessionCookie() };
    return session
      ? { user: accountUserFrom(session.claims), sessionId: session.sid, standing: session.standing, keptUnder: session.keptUnder }
      : { user: null };
  } catch (error) {
    // The identity provider or the database is unreachable: show the page signed out, but keep
    // the cookie so the visitor is still signed in once it answers again.
    console.error("Could not check the session cookie:", error);
    return { user: null, unchecked: error };
  }
}

/**
 * Logs this browser out: ends its session (the person's others go on) and clears the cookie. A
 * cookie whose token is not good belongs to nobody: clearing it is all there is to do.
 */
export async function endSession(request: Request): Promise<string> {
  const value = await sessionCookieValue(request.headers.get("Cookie"));
  if (value && value !== "malformed") {
    try {
      await endSessionsOf((await signedClaims(value.token)).uid, { only: value.sid });
    } catch (error) {
      if (!isRejectedCredential(error)) console.error("Could not end the session (its cookie is cleared all the same):", error);
    }
  }
  return clearSessionCookie();
}

/**
 * Logs a person out of every device: ends each of their sessions, and, when `revoke` allows,
 * revokes their refresh tokens too, so that no browser can get a new ID token without signing in
 * again. Returns the cookie header that clears this browser's session.
 */
export async function endEverySession(uid: string, revoke: boolean): Promise<string> {
  await endSessionsOf(uid, "all");
  if (revoke) {
    await adminAuth().revokeRefreshTokens(uid);
    await noteSessionsEnded(uid);
  }
  return clearSessionCookie();
}

/**
 * Ends some of a person's sessions (logging devices out), and returns how many it ended: at once
 * on this instance, and through Redis on the others; if Redis does not take it, they find out when
 * they next read the session's row.
 */
export async function endSessionsOf(uid: string, which: DeviceEnding): Promise<number> {
  const ended = await endDeviceSessions(uid, which);
  if (!(await noteDeviceSessionsEnded(ended))) {
    console.error(
      `Could not tell the other instances that sessions ended (Redis is unavailable); they may accept them for up to ${rowCheckMs() / 1000} s.`,
    );
  }
  return ended.length;
}
