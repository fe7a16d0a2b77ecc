import { RateLimiterMemory } from "rate-limiter-flexible";
import { settings } from "~/.server/settings.server";

export type SessionLimiter = (address: string) => Promise<{ allowed: true } | { allowed: false; retryAfter: number }>;

/** A limit of `perMinute` session requests a minute from one address. */
export function createSessionLimiter(perMinute: number, keyPrefix = "session"): SessionLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix, points: perMinute, duration: 60 });
  return (address) => spend(limiter, address);
}

let limiter: SessionLimiter | undefined;
let revocations: SessionLimiter | undefined;

/**
 * The site's limit, SESSION_RATE_LIMIT a minute (20 by default; the browser tests, which all
 * come from one address, raise it).
 */
export function spendSessionRequest(address: string): ReturnType<SessionLimiter> {
  limiter ??= createSessionLimiter(settings().sessionRateLimit);
  return limiter(address);
}

async function spend(limiter: RateLimiterMemory, address: string): ReturnType<SessionLimiter> {
  try {
    await limiter.consume(address);
    return { allowed: true };
  } catch (rejection) {
    const wait = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000;
    return { allowed: false, retryAfter: Math.ceil(wait / 1000) };
  }
}

/**
 * Logging out is never refused, but each logout revokes the person's tokens through the Admin
 * API, which has a quota: past SESSION_RATE_LIMIT a minute from one address, the cookie is
 * still cleared and the revocation skipped.
 */
export function spendRevocation(address: string): ReturnType<SessionLimiter> {
  revocations ??= createSessionLimiter(settings().sessionRateLimit, "revocation");
  return revocations(address);
}
