import { unreachableRedis, useTestRedis } from "~tests/support/test-redis";
import { bucketOf, samples } from "./histogram";
import { redisVitalsStore } from "./redis-vitals-store.server";

// .ci/run points TEST_REDIS_URL at this machine's Redis; elsewhere these need one.
describe.runIf(process.env.TEST_REDIS_URL)("field data through Redis (REDIS_URL)", () => {
  const { client, namespace } = useTestRedis("test-vitals");

  it("adds up the reports of every instance, in one hash per metric and route", async () => {
    const one = redisVitalsStore({ namespace, redis: client });
    const other = redisVitalsStore({ namespace, redis: client });
    await one.record("/blog/:slug", [
      { name: "LCP", value: 1800 },
      { name: "CLS", value: 0.05 },
    ]);
    await other.record("/blog/:slug", [{ name: "LCP", value: 4200 }]);
    await other.record("/", [{ name: "TTFB", value: 90 }]);
    const read = await one.read();
    expect(Object.fromEntries(read.map(({ route, metric, counts }) => [`${metric} ${route}`, samples(counts)]))).toEqual({
      "LCP /blog/:slug": 2,
      "CLS /blog/:slug": 1,
      "TTFB /": 1,
    });
    expect(await client().type(`${namespace}:LCP:/blog/:slug`)).toBe("hash");
    const lcp = read.find(({ metric }) => metric === "LCP")!;
    expect(lcp.counts[bucketOf("LCP", 1800)]).toBe(1);
    expect(lcp.counts[bucketOf("LCP", 4200)]).toBe(1);
  });

  it("holds no more keys and fields however many reports come", async () => {
    const store = redisVitalsStore({ namespace: `${namespace}:bounded`, redis: client });
    for (let i = 0; i < 500; i += 1) await store.record("/faq", [{ name: "INP", value: (i * 97) % 70_000 }]);
    const keys = await client().keys(`${namespace}:bounded:*`);
    expect(keys).toEqual([`${namespace}:bounded:INP:/faq`]);
    expect(await client().hLen(keys[0]!)).toBeLessThanOrEqual(102);
  });

  it("drops reports while Redis is down, without failing", async () => {
    const down = unreachableRedis();
    const store = redisVitalsStore({ namespace, redis: () => down });
    await expect(store.record("/", [{ name: "LCP", value: 1 }])).resolves.toBeUndefined();
  });
});
