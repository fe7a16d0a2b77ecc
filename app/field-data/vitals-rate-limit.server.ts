import { rateLimit, type RateLimit } from "~/platform/rate-limit.server";
import { settings } from "~/platform/settings.server";

/** A limit of `perMinute` reports a minute from one address, counted in this process. */
export const createVitalsLimiter = (perMinute: number): RateLimit =>
  rateLimit({ keyPrefix: "vitals", points: perMinute, windowSeconds: 60 });

let limiter: RateLimit | undefined;

/** The site's limit on field-data reports: VITALS_RATE_LIMIT a minute (the browser tests raise it). */
export function spendVitalsReport(address: string): ReturnType<RateLimit> {
  limiter ??= createVitalsLimiter(settings().vitalsRateLimit);
  return limiter(address);
}
