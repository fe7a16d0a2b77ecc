import type { DecodedIdToken } from "firebase-admin/auth";
import { z } from "zod";
import { adminAuth } from "~/.server/firebase-admin.server";
import { expiringStore } from "~/.server/expiring-store.server";
import { settings } from "~/.server/settings.server";
import { credentialRejection } from "./credential-errors";

/** What decides whether a person's sessions still count: when they were last revoked, and whether the account is disabled. */
const standingSchema = z.object({ validSinceMs: z.number(), disabled: z.boolean() });
type Standing = z.infer<typeof standingSchema>;

/** Shared by every instance through Redis when REDIS_URL is set: one instance's check spares the others theirs. */
const standings = expiringStore({ namespace: "session-standing", schema: standingSchema, maxEntries: 50_000 });

async function lookUp(uid: string): Promise<Standing> {
  const user = await adminAuth().getUser(uid);
  const standing = { validSinceMs: user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0, disabled: user.disabled };
  const seconds = settings().revocationCheckSeconds;
  if (seconds > 0) await standings.set(uid, standing, seconds);
  return standing;
}

/**
 * Throws firebase-admin's own error when the session's person has been signed out everywhere
 * since it began, disabled or deleted, as `verifySessionCookie(cookie, true)` would; but asks
 * the identity provider at most once per REVOCATION_CHECK_SECONDS per person (a network round
 * trip in production), unless `fresh`, which anything sensitive asks for.
 */
export async function ensureNotRevoked(claims: DecodedIdToken, { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
  const standing =
    (!fresh && settings().revocationCheckSeconds > 0 ? await standings.get(claims.uid) : undefined) ?? (await lookUp(claims.uid));
  if (standing.disabled) throw credentialRejection("auth/user-disabled", "The account is disabled");
  if (claims.auth_time * 1000 < standing.validSinceMs) throw credentialRejection("auth/session-cookie-revoked", "The session was revoked");
}

/** After this server revoked someone's sessions: every instance knows at once, without waiting for its next check. */
export async function noteRevoked(uid: string): Promise<void> {
  await lookUp(uid);
}
