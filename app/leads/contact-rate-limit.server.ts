import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { redisClient } from "~/.server/redis.server";
import { settings } from "~/.server/settings.server";

export type ContactLimiter = (address: string) => Promise<{ allowed: true } | { allowed: false; retryAfter: number }>;

const WINDOW_SECONDS = 600;

/**
 * `limit` messages in ten minutes from one address. With Redis the count is shared by every
 * instance; while Redis is down each instance counts on its own rather than refuse everyone.
 */
export function createContactLimiter(limit: number, redisUrl?: string, keyPrefix = "contact"): ContactLimiter {
  const memory = new RateLimiterMemory({ keyPrefix, points: limit, duration: WINDOW_SECONDS });
  const redis = redisClient(redisUrl);
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        keyPrefix,
        points: limit,
        duration: WINDOW_SECONDS,
        insuranceLimiter: memory,
      })
    : memory;
  return async (address) => {
    try {
      await limiter.consume(address);
      return { allowed: true };
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      const wait = (rejection as { msBeforeNext?: number }).msBeforeNext ?? WINDOW_SECONDS * 1000;
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(wait / 1000)) };
    }
  };
}

let limiter: ContactLimiter | undefined;

/** The site's limit: CONTACT_RATE_LIMIT messages in ten minutes (5 by default). */
export function spendContactMessage(address: string): ReturnType<ContactLimiter> {
  limiter ??= createContactLimiter(settings().contactRateLimit, settings().redisUrl);
  return limiter(address);
}
