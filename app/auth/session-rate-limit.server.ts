import { RateLimiterMemory } from "rate-limiter-flexible";

export type SessionLimiter = (address: string) => Promise<{ allowed: true } | { allowed: false; retryAfter: number }>;

/** A limit of `perMinute` session requests a minute from one address. */
export function createSessionLimiter(perMinute: number): SessionLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix: "session", points: perMinute, duration: 60 });
  return (address) => spend(limiter, address);
}

/**
 * By default 20 a minute: plenty for a person signing in and out, too few to hammer
 * firebase-admin with tokens. SESSION_RATE_LIMIT changes it (the browser tests, which all
 * come from one address, raise it).
 */
export const spendSessionRequest = createSessionLimiter(Number(process.env.SESSION_RATE_LIMIT ?? 20) || 20);

async function spend(limiter: RateLimiterMemory, address: string): ReturnType<SessionLimiter> {
  try {
    await limiter.consume(address);
    return { allowed: true };
  } catch (rejection) {
    const wait = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000;
    return { allowed: false, retryAfter: Math.ceil(wait / 1000) };
  }
}
