import { adminAuth } from "~/platform/firebase-admin.server";
import { isRejectedCredential } from "./credential-errors";
import { RECENT_SIGN_IN_SECONDS, readSession } from "./session.server";

/**
 * The session's own person, this browser's session and the address they verified, when `idToken` is theirs and comes from a
 * sign-in of the last five minutes (the page asked for the password again, or for Google): what
 * a change that could lock them out, or let someone else in, asks first. Null for any other
 * token, or none; an outage of the identity provider throws.
 */
export async function recentSignIn(
  request: Request,
  idToken: string,
): Promise<{ uid: string; sessionId: string; verifiedEmail?: string } | null> {
  try {
    const claims = await adminAuth().verifyIdToken(idToken, true);
    const { user, sessionId } = await readSession(request, { fresh: true });
    const recent = Date.now() / 1000 - claims.auth_time <= RECENT_SIGN_IN_SECONDS;
    if (!user || !sessionId || user.uid !== claims.uid || !recent) return null;
    // The address the identity provider says its holder proved theirs, if any.
    return { uid: claims.uid, sessionId, verifiedEmail: claims.email_verified && claims.email ? claims.email : undefined };
  } catch (error) {
    if (isRejectedCredential(error)) return null;
    throw error;
  }
}

/** The uid of recentSignIn's person, for a change that needs no more than who they are. */
export async function recentSignInOf(request: Request, idToken: string): Promise<string | null> {
  return (await recentSignIn(request, idToken))?.uid ?? null;
}
