import type { DecodedIdToken } from "firebase-admin/auth";
import { LRUCache } from "lru-cache";
import type { AccountUser } from "~/types/account-user";
import { adminAuth } from "~/.server/firebase-admin.server";
import { settings } from "~/.server/settings.server";
import { credentialRejection, isRejectedCredential } from "./credential-errors";
import { emulatorSessionClaims } from "./emulator-session.server";
import { ensureNotRevoked, noteSessionsEnded } from "./revocation.server";
import { clearSessionCookie, SESSION_MAX_AGE_SECONDS, sessionCookie } from "./session-cookie.server";

export function accountUserFrom(claims: DecodedIdToken): AccountUser {
  return {
    uid: claims.uid,
    email: claims.email ?? null,
    // A removed name or photo can arrive as an empty string: it means none.
    displayName: typeof claims.name === "string" && claims.name !== "" ? claims.name : null,
    photoURL: typeof claims.picture === "string" && claims.picture !== "" ? claims.picture : null,
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
 * Verifies an ID token and returns the Set-Cookie header of a session for it. A token whose
 * sign-in is older than five minutes only renews the session this browser already has for the
 * same person (after a change of name, say), and never past that session's end; with under
 * five minutes of that left, the session stays as it is.
 */
export async function startSession(
  idToken: string,
  request: Request,
  now: number = Date.now(),
): Promise<{ user: AccountUser; setCookie?: string }> {
  const auth = adminAuth();
  const claims = await auth.verifyIdToken(idToken, true);
  let lifetimeSeconds = SESSION_MAX_AGE_SECONDS;
  if (now / 1000 - claims.auth_time > RECENT_SIGN_IN_SECONDS) {
    const current = await verifiedSession(request.headers.get("Cookie"), { fresh: true });
    if (current === "rejected" || current?.uid !== claims.uid)
      throw credentialRejection("auth/requires-recent-login", "The sign-in is too old to start a session");
    lifetimeSeconds = Math.floor(current.exp - now / 1000);
    if (lifetimeSeconds < RECENT_SIGN_IN_SECONDS) return { user: accountUserFrom(claims) };
  }
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: lifetimeSeconds * 1000 });
  return { user: accountUserFrom(claims), setCookie: await sessionCookie.serialize(cookie, { maxAge: lifetimeSeconds }) };
}

/** Cookie headers already read: the same browser sends the same header on every page view, and reading one decodes it whole. */
const readCookies = new LRUCache<string, { value: string | undefined }>({ max: 5_000 });

/** The session cookie in a Cookie header, if it carries one. */
async function sessionCookieValue(cookieHeader: string | null | undefined): Promise<string | undefined> {
  if (!cookieHeader) return undefined;
  const known = readCookies.get(cookieHeader);
  if (known) return known.value;
  const parsed: unknown = await sessionCookie.parse(cookieHeader);
  const value = typeof parsed === "string" && parsed !== "" ? parsed : undefined;
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
export type Freshness = { fresh?: boolean };

/**
 * The claims of the request's session, checked for revocation: undefined without a cookie,
 * "rejected" for one that is expired, revoked or forged. An outage throws. The signature and
 * expiry are checked here, with keys firebase-admin keeps; revocation as ensureNotRevoked says.
 */
async function verifiedSession(
  cookieHeader: string | null | undefined,
  { fresh = false }: Freshness = {},
): Promise<DecodedIdToken | "rejected" | undefined> {
  const value = await sessionCookieValue(cookieHeader);
  if (!value) return undefined;
  try {
    const claims = await signedClaims(value);
    await ensureNotRevoked(claims, { fresh });
    return claims;
  } catch (error) {
    if (isRejectedCredential(error)) return "rejected";
    throw error;
  }
}

export type SessionState = {
  user: AccountUser | null;
  /** Set when the request carried a cookie that is no longer good: send it to clear it. */
  setCookie?: string;
};

/**
 * Who is signed in, from the request's session cookie. An expired, revoked or forged
 * cookie counts as signed out, and the answer says to clear it.
 */
export function readSession(request: Request, freshness: Freshness = {}): Promise<SessionState> {
  return readSessionCookie(request.headers.get("Cookie"), freshness);
}

/** readSession, from the request's Cookie header alone: for the server in front of the app. */
export async function readSessionCookie(cookieHeader: string | null | undefined, freshness: Freshness = {}): Promise<SessionState> {
  try {
    const claims = await verifiedSession(cookieHeader, freshness);
    if (claims === "rejected") return { user: null, setCookie: await clearSessionCookie() };
    return { user: claims ? accountUserFrom(claims) : null };
  } catch (error) {
    // The identity provider is unreachable: show the page signed out, but keep the cookie
    // so the visitor is still signed in once it answers again.
    console.error("Could not check the session cookie:", error);
    return { user: null };
  }
}

/**
 * Ends the session: clears the cookie and, when `revoke` allows, revokes the user's refresh
 * tokens everywhere (a cookie already revoked is not revoked again).
 */
export async function endSession(request: Request, revoke: () => Promise<boolean> = async () => true): Promise<string> {
  const value = await sessionCookieValue(request.headers.get("Cookie"));
  if (value && (await revoke())) {
    try {
      const claims = await adminAuth().verifySessionCookie(value, true);
      await adminAuth().revokeRefreshTokens(claims.sub);
      await noteSessionsEnded(claims.sub);
    } catch {
      // A cookie we cannot verify belongs to nobody: clearing it is all there is to do.
    }
  }
  return clearSessionCookie();
}
