import { rateLimit, type RateLimit } from "~/platform/rate-limit.server";
import { settings } from "~/platform/settings.server";

/** A limit of `perMinute` session requests a minute from one address, counted in this process. */
export const createSessionLimiter = (perMinute: number, keyPrefix = "session"): RateLimit =>
  rateLimit({ keyPrefix, points: perMinute, windowSeconds: 60 });

let requests: RateLimit | undefined;
let revocations: RateLimit | undefined;

/**
 * The site's limit, SESSION_RATE_LIMIT a minute (20 by default; the browser tests, which all
 * come from one address, raise it).
 */
export function spendSessionRequest(address: string): ReturnType<RateLimit> {
  requests ??= createSessionLimiter(settings().sessionRateLimit);
  return requests(address);
}

/**
 * Logging out is never refused, but each logout revokes the person's tokens through the Admin
 * API, which has a quota: past SESSION_RATE_LIMIT a minute from one address, the cookie is
 * still cleared and the revocation skipped.
 */
export function spendRevocation(address: string): ReturnType<RateLimit> {
  revocations ??= createSessionLimiter(settings().sessionRateLimit, "revocation");
  return revocations(address);
}
