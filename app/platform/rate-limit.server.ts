import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RedisClient } from "./redis.server";

export type RateLimitAnswer = { allowed: true } | { allowed: false; retryAfter: number };

/** Spends one request of `key` (a client address): allowed, or how many seconds to wait. */
export type RateLimit = (key: string) => Promise<RateLimitAnswer>;

type RateLimitOptions = {
  /** Names the count, so that two limits on one address never share it. */
  keyPrefix: string;
  /** Requests allowed in each window. */
  points: number;
  windowSeconds: number;
  /**
   * Shares the count with every instance through Redis. While Redis is down each instance
   * counts on its own rather than refuse everyone. Without it, the count is this process's.
   */
  redis?: RedisClient;
};

/**
 * The Retry-After for a refusal: whole seconds, rounded up, and never 0. A store can answer
 * 0 ms or less in the window's last moment (Redis's PTTL does), and "Retry-After: 0" asks the
 * client to come straight back, into another refusal.
 */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/** A limit of `points` requests a window from one key. */
export function rateLimit({ keyPrefix, points, windowSeconds, redis }: RateLimitOptions): RateLimit {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        keyPrefix,
        points,
        duration: windowSeconds,
        insuranceLimiter: memory,
      })
    : memory;
  return async (key) => {
    try {
      await limiter.consume(key);
      return { allowed: true };
    } catch (rejection) {
      // The library rejects with its answer when the limit is spent, and with an Error when
      // it could not count at all (Redis and the in-memory fallback both failed).
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, retryAfter: retryAfterSeconds(rejection.msBeforeNext) };
    }
  };
}
