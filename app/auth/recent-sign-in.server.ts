import { adminAuth } from "~/.server/firebase-admin.server";
import { isRejectedCredential } from "./credential-errors";
import { RECENT_SIGN_IN_SECONDS, readSession } from "./session.server";

/**
 * The uid of the session's own person when `idToken` is theirs and comes from a sign-in of the
 * last five minutes (the page asked for the password again, or for Google): what a change that
 * could lock them out, or let someone else in, asks first. Null for any other token, or none; an
 * outage of the identity provider throws.
 */
export async function recentSignInOf(request: Request, idToken: string): Promise<string | null> {
  try {
    const claims = await adminAuth().verifyIdToken(idToken, true);
    const { user } = await readSession(request, { fresh: true });
    const recent = Date.now() / 1000 - claims.auth_time <= RECENT_SIGN_IN_SECONDS;
    return user && user.uid === claims.uid && recent ? claims.uid : null;
  } catch (error) {
    if (isRejectedCredential(error)) return null;
    throw error;
  }
}
