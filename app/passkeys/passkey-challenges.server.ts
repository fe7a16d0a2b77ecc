import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { passkeyChallenges, type PasskeyCeremony } from "~/database/schema.server";

/** How long the browser has to answer a challenge: WebAuthn's own timeout, with a margin for the round trip. */
export const CHALLENGE_SECONDS = 5 * 60;
export const CEREMONY_TIMEOUT_MS = (CHALLENGE_SECONDS - 30) * 1000;

/**
 * Keeps a challenge the server is about to hand out, for the account that asked (a registration)
 * or for anyone (a sign-in). Challenges nobody answered are swept on the way.
 */
export async function keepChallenge(
  db: Database,
  challenge: string,
  ceremony: PasskeyCeremony,
  accountId: string | null,
  now = new Date(),
) {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values({
    challenge,
    ceremony,
    accountId,
    expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
  });
}

/**
 * Takes a challenge back, once: true when it was handed out for this ceremony (and this account),
 * and has not expired. The row goes in the same statement, so an answer replayed, or sent twice at
 * once, finds nothing the second time.
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  ceremony: PasskeyCeremony,
  accountId: string | null,
  now = new Date(),
) {
  const taken = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.ceremony, ceremony),
        accountId === null ? isNull(passkeyChallenges.accountId) : eq(passkeyChallenges.accountId, accountId),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return taken.length === 1;
}
