import type { DecodedIdToken } from "firebase-admin/auth";
import { errors, UnsecuredJWT } from "jose";
import { z } from "zod";
import { credentialRejection } from "./credential-errors";

const subject = z.string().min(1).max(128);

/**
 * The claims of a session cookie the Firebase Auth emulator minted, checked as firebase-admin
 * checks them in emulator mode (issuer, audience, subject, expiry; the emulator signs nothing).
 * firebase-admin would also ask the emulator about revocation on every call, whatever it is
 * told, which a real project never does: checking here keeps emulator mode's cost per page view
 * what production's is, a local check, with revocation as ensureNotRevoked decides.
 */
export function emulatorSessionClaims(cookie: string, projectId: string): DecodedIdToken {
  try {
    const { payload } = UnsecuredJWT.decode(cookie, { issuer: `https://session.firebase.google.com/${projectId}`, audience: projectId });
    const uid = subject.parse(payload.sub);
    if (typeof payload.auth_time !== "number" || typeof payload.iat !== "number") throw new Error("The cookie has no sign-in time");
    return { ...payload, uid } as unknown as DecodedIdToken;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw credentialRejection("auth/session-cookie-expired", "The session cookie has expired");
    throw credentialRejection("auth/argument-error", `The session cookie is not valid: ${(error as Error).message}`);
  }
}
