import { LRUCache } from "lru-cache";
import type { z } from "zod";
import { type RedisClient, redisClient } from "./redis.server";

/** Values that expire, shared by every instance through Redis when there is one, kept in this process otherwise. */
export type ExpiringStore<T> = {
  get(key: string): Promise<T | undefined>;
  /** Several values at once: one round trip to Redis. */
  getMany(keys: readonly string[]): Promise<(T | undefined)[]>;
  /** True once the value is kept (in Redis when there is one); false when Redis did not take it. */
  set(key: string, value: T, ttlSeconds: number): Promise<boolean>;
};

type Options<T> = {
  /** Prefixes every key in Redis, so that stores never read each other's values. */
  namespace: string;
  /** What a value must look like: anything else read back from Redis counts as missing. */
  schema: z.ZodType<T>;
  /** The most values kept in memory without Redis, the least recently used dropped first. */
  maxEntries: number;
  redis?: () => RedisClient | undefined;
  /** What the in-memory values' time to live is measured by: a test's own clock, or the process's. */
  clock?: { now(): number };
};

/**
 * A store of expiring values. With Redis, a failed or slow command counts as "not there" (a
 * get) or is skipped (a set): what is stored here must always be something the caller can work
 * out again, only slower.
 */
export function expiringStore<T extends object>({
  namespace,
  schema,
  maxEntries,
  redis = redisClient,
  clock,
}: Options<T>): ExpiringStore<T> {
  // No resolution: lru-cache would otherwise reuse one reading of the clock for a millisecond.
  const memory = new LRUCache<string, T>({ max: maxEntries, ttlAutopurge: false, ttlResolution: 0, perf: clock });
  const read = (text: string | null): T | undefined => {
    if (text === null) return undefined;
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  };
  const getMany = async (keys: readonly string[]): Promise<(T | undefined)[]> => {
    const client = redis();
    if (!client) return keys.map((key) => memory.get(key));
    if (!client.isReady || keys.length === 0) return keys.map(() => undefined);
    try {
      return (await client.mGet(keys.map((key) => `${namespace}:${key}`))).map(read);
    } catch {
      return keys.map(() => undefined);
    }
  };
  return {
    getMany,
    async get(key) {
      return (await getMany([key]))[0];
    },
    async set(key, value, ttlSeconds) {
      const client = redis();
      if (!client) {
        memory.set(key, value, { ttl: ttlSeconds * 1000 });
        return true;
      }
      if (!client.isReady) return false;
      try {
        await client.set(`${namespace}:${key}`, JSON.stringify(value), {
          expiration: { type: "EX", value: Math.max(1, Math.ceil(ttlSeconds)) },
        });
        return true;
      } catch {
        // Not shared this time: the next get works it out again.
        return false;
      }
    },
  };
}
