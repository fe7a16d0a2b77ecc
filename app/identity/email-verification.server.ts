import { z } from "zod";
import { adminAuth } from "~/platform/firebase-admin.server";
import { rateLimit, type RateLimit } from "~/platform/rate-limit.server";
import { redisClient } from "~/platform/redis.server";
import { settings } from "~/platform/settings.server";
import { postToIdentityToolkit } from "./identity-toolkit.server";

/** What came of asking for a verification link: sent, too many asked for lately (and when to try again), or the provider did not answer. */
export type VerificationSend =
  { sent: true } | { sent: false; reason: "limited"; retryAfter: number } | { sent: false; reason: "unavailable" };

/** Links an account may ask for: three an hour, on every instance (each is a mail the identity provider sends). */
const LINKS_PER_HOUR = 3;
let limit: RateLimit | undefined;

const signedIn = z.object({ idToken: z.string().min(1) });

/**
 * Has the identity provider send `uid`'s email address a new verification link, which leads back
 * to `continuePath` once followed (the booking step that asked for it). The provider sends it
 * only to an ID token's holder, so the server makes one for the account the session names: a
 * custom token, exchanged as the passkey sign-in does. From a plain form, so a page without
 * scripts can ask.
 */
export async function sendVerificationLink(uid: string, continuePath: string): Promise<VerificationSend> {
  limit ??= rateLimit({ keyPrefix: "verify-email", points: LINKS_PER_HOUR, windowSeconds: 60 * 60, redis: redisClient() });
  const allowed = await limit(uid);
  if (!allowed.allowed) return { sent: false, reason: "limited", retryAfter: allowed.retryAfter };
  try {
    const token = await adminAuth().createCustomToken(uid);
    const exchanged = await postToIdentityToolkit("accounts:signInWithCustomToken", { token, returnSecureToken: true });
    const session = exchanged.ok ? signedIn.safeParse(exchanged.body) : undefined;
    if (!session?.success) throw new Error(`the custom token was refused (${exchanged.ok ? "no ID token" : exchanged.message})`);
    const continueUrl = new URL(continuePath, settings().siteUrl).href;
    const sent = await postToIdentityToolkit("accounts:sendOobCode", {
      requestType: "VERIFY_EMAIL",
      idToken: session.data.idToken,
      continueUrl,
    });
    if (!sent.ok) throw new Error(`the link was not sent (${sent.status} ${sent.message})`);
    return { sent: true };
  } catch (error) {
    console.error("Could not send an email verification link:", error);
    return { sent: false, reason: "unavailable" };
  }
}
