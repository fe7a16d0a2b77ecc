import { RateLimiterMemory } from "rate-limiter-flexible";
import { settings } from "~/.server/settings.server";

export type VitalsLimiter = (address: string) => Promise<{ allowed: true } | { allowed: false; retryAfter: number }>;

/** A limit of `perMinute` reports a minute from one address, counted in this process. */
export function createVitalsLimiter(perMinute: number): VitalsLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix: "vitals", points: perMinute, duration: 60 });
  return async (address) => {
    try {
      await limiter.consume(address);
      return { allowed: true };
    } catch (rejection) {
      const wait = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000;
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(wait / 1000)) };
    }
  };
}

let limiter: VitalsLimiter | undefined;

/** The site's limit on field-data reports: VITALS_RATE_LIMIT a minute (the browser tests raise it). */
export function spendVitalsReport(address: string): ReturnType<VitalsLimiter> {
  limiter ??= createVitalsLimiter(settings().vitalsRateLimit);
  return limiter(address);
}
