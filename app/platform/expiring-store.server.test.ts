import { unreachableRedis, useTestRedis } from "~tests/support/test-redis";
import { z } from "zod";
import { expiringStore } from "./expiring-store.server";

const schema = z.object({ validSinceMs: z.number() });

describe("expiringStore in memory (no REDIS_URL)", () => {
  it("keeps a value for its time to live", async () => {
    const clock = { ms: 1_000, now: () => clock.ms };
    const store = expiringStore({ namespace: "test", schema, maxEntries: 10, redis: () => undefined, clock });
    await store.set("ada", { validSinceMs: 1 }, 60);
    clock.ms += 59_999;
    expect(await store.get("ada")).toEqual({ validSinceMs: 1 });
    clock.ms += 2;
    expect(await store.get("ada")).toBeUndefined();
  });

  it("reads several values at once, in the order asked", async () => {
    const store = expiringStore({ namespace: "test", schema, maxEntries: 10, redis: () => undefined });
    await store.set("b", { validSinceMs: 2 }, 60);
    expect(await store.getMany(["a", "b"])).toEqual([undefined, { validSinceMs: 2 }]);
  });

  it("holds at most maxEntries values", async () => {
    const store = expiringStore({ namespace: "test", schema, maxEntries: 2, redis: () => undefined });
    for (const key of ["a", "b", "c"]) await store.set(key, { validSinceMs: 1 }, 60);
    expect(await store.get("a")).toBeUndefined();
    expect(await store.get("c")).toEqual({ validSinceMs: 1 });
  });
});

// .ci/run points TEST_REDIS_URL at this machine's Redis; elsewhere these need one.
describe.runIf(process.env.TEST_REDIS_URL)("expiringStore through Redis (REDIS_URL)", () => {
  const { client, namespace } = useTestRedis("test");

  it("shares values between instances, with their time to live", async () => {
    const one = expiringStore({ namespace, schema, maxEntries: 10, redis: client });
    const other = expiringStore({ namespace, schema, maxEntries: 10, redis: client });
    expect(await one.set("ada", { validSinceMs: 42 }, 300)).toBe(true);
    expect(await other.get("ada")).toEqual({ validSinceMs: 42 });
    expect(await other.getMany(["nobody", "ada"])).toEqual([undefined, { validSinceMs: 42 }]);
    const ttl = await client().ttl(`${namespace}:ada`);
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);
  });

  it("counts a value that is not what the store keeps as missing", async () => {
    await client().set(`${namespace}:grace`, JSON.stringify({ validSinceMs: "yesterday" }));
    await client().set(`${namespace}:alan`, "{not json");
    const store = expiringStore({ namespace, schema, maxEntries: 10, redis: client });
    expect(await store.get("grace")).toBeUndefined();
    expect(await store.get("alan")).toBeUndefined();
    expect(await store.getMany(["grace", "alan"])).toEqual([undefined, undefined]);
  });

  it("does without Redis while it is down: nothing is found, nothing fails", async () => {
    const down = unreachableRedis();
    const store = expiringStore({ namespace, schema, maxEntries: 10, redis: () => down });
    await expect(store.set("ada", { validSinceMs: 1 }, 60)).resolves.toBe(false);
    await expect(store.get("ada")).resolves.toBeUndefined();
    await expect(store.getMany(["ada"])).resolves.toEqual([undefined]);
  });
});
