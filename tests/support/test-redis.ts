import { randomUUID } from "node:crypto";
import { createClient } from "redis";
import { afterAll, beforeAll } from "vitest";
import type { RedisClient } from "~/platform/redis.server";

/**
 * For a describe block that runs against TEST_REDIS_URL (.ci/run points it at this machine's
 * Redis): a connected client, and a namespace of this run's own whose keys are deleted after.
 */
export function useTestRedis(prefix: string): { client: () => RedisClient; namespace: string } {
  let client: RedisClient | undefined;
  const namespace = `${prefix}-${randomUUID()}`;
  beforeAll(async () => {
    client = createClient({ url: process.env.TEST_REDIS_URL });
    await client.connect();
  });
  afterAll(async () => {
    if (!client) return;
    const keys = await client.keys(`${namespace}:*`);
    if (keys.length) await client.del(keys);
    await client.close();
  });
  return {
    client: () => {
      if (!client) throw new Error("The test Redis client is used before it connected");
      return client;
    },
    namespace,
  };
}

/** A client of a Redis that is not there: for what the site does while Redis is down. */
export function unreachableRedis(): RedisClient {
  const down = createClient({ url: "redis://127.0.0.1:1", disableOfflineQueue: true, socket: { reconnectStrategy: false } });
  down.on("error", () => {});
  return down;
}
