import type { DecodedIdToken } from "firebase-admin/auth";
import type { AccountUser } from "~/types/account-user";
import { adminAuth } from "~/.server/firebase-admin.server";
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

/** Verifies a fresh ID token and returns the Set-Cookie header of a new session. */
export async function startSession(idToken: string): Promise<{ user: AccountUser; setCookie: string }> {
  const auth = adminAuth();
  const claims = await auth.verifyIdToken(idToken, true);
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: SESSION_MAX_AGE_SECONDS * 1000 });
  return { user: accountUserFrom(claims), setCookie: await sessionCookie.serialize(cookie) };
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
export async function readSession(request: Request): Promise<SessionState> {
  const value: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  if (typeof value !== "string" || value === "") return { user: null };
  try {
    const claims = await adminAuth().verifySessionCookie(value, true);
    return { user: accountUserFrom(claims) };
  } catch (error) {
    if (isRejectedCredential(error)) return { user: null, setCookie: await clearSessionCookie() };
    // The identity provider is unreachable: show the page signed out, but keep the cookie
    // so the visitor is still signed in once it answers again.
    console.error("Could not check the session cookie:", error);
    return { user: null };
  }
}

/** Firebase's codes for a token or cookie that is bad in itself, not for an outage. */
const credentialCodes =
  /^auth\/(argument-error|id-token-expired|id-token-revoked|invalid-id-token|session-cookie-expired|session-cookie-revoked|invalid-session-cookie-duration|user-not-found|user-disabled)$/;

export function isRejectedCredential(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && credentialCodes.test(code);
}

/** Ends the session: revokes the user's refresh tokens everywhere and clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const value: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  if (typeof value === "string" && value !== "") {
    try {
      const claims = await adminAuth().verifySessionCookie(value);
      await adminAuth().revokeRefreshTokens(claims.sub);
    } catch {
      // A cookie we cannot verify belongs to nobody: clearing it is all there is to do.
    }
  }
  return clearSessionCookie();
}
