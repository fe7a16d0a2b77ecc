import { m } from "~/i18n/paraglide/messages.js";
import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { rateLimit, type RateLimit } from "~/platform/rate-limit.server";
import { redisClient } from "~/platform/redis.server";

import { settings } from "~/platform/settings.server";
import { problem } from "./api-answers.server";
import { isSameOrigin } from "~/platform/request-origin.server";
import { currentUser } from "./session-middleware.server";
import { requestFactsContext } from "~/platform/request-context.server";

/**
 * A two-step code about to be sent by SMS, or checked. Whose tries they are: the signed-in
 * account's when there is a session (turning two-step sign-in on, confirming a change), else the
 * sign-in's that the identity provider's pending credential names, which it issues only once the
 * password (or Google) was right: a stranger who knows no more than an email address has none
 * to spend. The site cannot check a credential without sending a text; a made-up one gets a
 * count of its own, which spends nobody's.
 */
export const codeAttemptSchema = z.object({
  step: z.enum(["send", "check"]),
  pendingCredential: z.string().min(16).max(8192).optional(),
  /**
   * The sign-in's own id, made by the page when its code prompt opens: the local identity
   * provider (the emulator) gives an account the same pending credential at every sign-in, where
   * Google's gives each its own, and without it five sign-ins would share one count (issue 36).
   */
  signIn: z.uuid().optional(),
});

let limits: { send: RateLimit; check: RateLimit; address: RateLimit } | undefined;

/**
 * The limits, counted in Redis with REDIS_URL so that tries cannot be spread over the instances:
 * per sign-in (its pending credential) or per signed-in account, TWO_STEP_CODE_LIMIT codes checked
 * in 15 minutes and as many sent in an hour (each SMS costs money, and a flood of them is a known
 * fraud); per address, SESSION_RATE_LIMIT a minute, as passkey attempts are.
 */
function codeLimits() {
  const perAccount = settings().twoStepCodeLimit;
  const redis = redisClient();
  limits ??= {
    send: rateLimit({ keyPrefix: "two-step-send", points: perAccount, windowSeconds: 60 * 60, redis }),
    check: rateLimit({ keyPrefix: "two-step-check", points: perAccount, windowSeconds: 15 * 60, redis }),
    address: rateLimit({ keyPrefix: "two-step-address", points: settings().sessionRateLimit, windowSeconds: 60, redis }),
  };
  return limits;
}

/** Never a credential itself as a key: a digest, the same on every instance. */
const digest = (value: string) => createHash("sha256").update(value).digest("base64url");

/**
 * POST /auth/code-attempts: the page asks before each code it sends or checks, and stops when
 * told 429. Firebase checks the codes and has limits of its own; this one is the site's, shared
 * by every instance, with the wait in words the page can show. A request that proves no first
 * step (no pending credential, no session) is refused and counted against nobody (issue 35).
 */
export async function spendCodeAttempt(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  if (request.method !== "POST") return problem(405, "Use POST before sending or checking a code.", { Allow: "POST" });
  if (!isSameOrigin(request)) return problem(403, "Codes can only be asked for from this site's own pages.");
  const asked = codeAttemptSchema.safeParse(await request.json().catch(() => undefined));
  if (!asked.success) return problem(400, m.api_not_understood());
  // Whose tries these are: the signed-in account's whenever there is one (turning two-step
  // sign-in on, or confirming a change), else the sign-in's that the credential names.
  const { pendingCredential } = asked.data;
  const user = await currentUser(context);
  if (!user && !pendingCredential) {
    return problem(401, m.api_code_sign_in_again(), {
      "Cache-Control": "no-store",
    });
  }
  const key = user ? `account:${user.uid}` : `sign-in:${digest(`${pendingCredential!} ${asked.data.signIn ?? ""}`)}`;
  const { send, check, address } = codeLimits();
  const byAddress = await address(context.get(requestFactsContext).clientAddress);
  const byAccount = byAddress.allowed ? await (asked.data.step === "send" ? send : check)(key) : byAddress;
  if (!byAccount.allowed) {
    const minutes = Math.ceil(byAccount.retryAfter / 60);
    const wait = minutes <= 1 ? "a minute" : `${minutes} minutes`;
    const what = asked.data.step === "send" ? "Too many codes sent" : "Too many tries";
    return problem(429, `${what} in a short time. Wait ${wait}, then start again.`, {
      "Retry-After": String(byAccount.retryAfter),
      "Cache-Control": "no-store",
    });
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
