import { rateLimit, type RateLimit } from "~/platform/rate-limit.server";
import { redisClient } from "~/platform/redis.server";
import { settings } from "~/platform/settings.server";

let limiter: RateLimit | undefined;

/**
 * The site's limit: CONTACT_RATE_LIMIT messages in ten minutes from one address (5 by default),
 * counted in Redis with REDIS_URL, so that a visitor cannot spread messages over the instances.
 */
export function spendContactMessage(address: string): ReturnType<RateLimit> {
  limiter ??= rateLimit({ keyPrefix: "contact", points: settings().contactRateLimit, windowSeconds: 600, redis: redisClient() });
  return limiter(address);
}
