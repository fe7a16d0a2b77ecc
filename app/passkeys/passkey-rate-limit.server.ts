import { rateLimit, type RateLimit } from "~/platform/rate-limit.server";
import { redisClient } from "~/platform/redis.server";
import { settings } from "~/platform/settings.server";

let limiter: RateLimit | undefined;

/**
 * Passkey requests (a challenge, an answer) from one address: SESSION_RATE_LIMIT a minute, as
 * sign-in requests are, but counted in Redis with REDIS_URL, so that guesses cannot be spread
 * over the instances.
 */
export function spendPasskeyAttempt(address: string): ReturnType<RateLimit> {
  limiter ??= rateLimit({ keyPrefix: "passkey", points: settings().sessionRateLimit, windowSeconds: 60, redis: redisClient() });
  return limiter(address);
}
