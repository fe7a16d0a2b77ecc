import { RateLimiterMemory } from "rate-limiter-flexible";

/** Reports a minute from one address: a person sends one or two per page; an office behind one address, many more. */
export const VITALS_REPORTS_PER_MINUTE = 120;

export type VitalsLimiter = (address: string) => Promise<{ allowed: true } | { allowed: false; retryAfter: number }>;

/** A limit of `perMinute` reports a minute from one address, counted in this process. */
export function createVitalsLimiter(perMinute = VITALS_REPORTS_PER_MINUTE): VitalsLimiter {
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

/** The site's limit on field-data reports. */
export function spendVitalsReport(address: string): ReturnType<VitalsLimiter> {
  limiter ??= createVitalsLimiter();
  return limiter(address);
}
