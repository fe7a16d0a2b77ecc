import fc from "fast-check";
import { useTestRedis } from "~tests/support/test-redis";
import { rateLimit, retryAfterSeconds } from "./rate-limit.server";

describe("retryAfterSeconds", () => {
  it.each([
    [-1, 1],
    [0, 1],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [59_999, 60],
    [60_000, 60],
  ])("asks a client %d ms from the window's end to wait %d s", (msBeforeNext, seconds) => {
    expect(retryAfterSeconds(msBeforeNext)).toBe(seconds);
  });

  it("is always a whole number of seconds, at least 1, and never shorter than the wait", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 86_400_000 }), (msBeforeNext) => {
        const seconds = retryAfterSeconds(msBeforeNext);
        expect(Number.isInteger(seconds)).toBe(true);
        expect(seconds).toBeGreaterThanOrEqual(1);
        if (msBeforeNext <= 0) expect(seconds).toBe(1);
        else expect(seconds * 1000 - msBeforeNext).toSatisfy((extra: number) => extra >= 0 && extra < 1000);
      }),
    );
  });
});

describe("rateLimit in this process", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("allows the set number of requests a window from one key, then asks to wait the rest of it", async () => {
    const spend = rateLimit({ keyPrefix: "test", points: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i += 1) expect(await spend("203.0.113.7")).toEqual({ allowed: true });
    expect(await spend("203.0.113.7")).toEqual({ allowed: false, retryAfter: 60 });
    expect(await spend("203.0.113.8")).toEqual({ allowed: true });
  });

  it("asks for 1 second in the window's last millisecond, and allows again once it ends", async () => {
    vi.useFakeTimers();
    const spend = rateLimit({ keyPrefix: "test", points: 1, windowSeconds: 60 });
    expect(await spend("203.0.113.9")).toEqual({ allowed: true });
    vi.advanceTimersByTime(59_999);
    expect(await spend("203.0.113.9")).toEqual({ allowed: false, retryAfter: 1 });
    vi.advanceTimersByTime(1);
    expect(await spend("203.0.113.9")).toEqual({ allowed: true });
  });
});

// .ci/run points TEST_REDIS_URL at this machine's Redis; elsewhere these need one.
describe.runIf(process.env.TEST_REDIS_URL)("rateLimit through Redis", () => {
  const { client, namespace } = useTestRedis("rate-limit");

  it("shares the count between instances, and asks to wait the rest of the window", async () => {
    const one = rateLimit({ keyPrefix: namespace, points: 2, windowSeconds: 600, redis: client() });
    const other = rateLimit({ keyPrefix: namespace, points: 2, windowSeconds: 600, redis: client() });
    expect(await one("203.0.113.7")).toEqual({ allowed: true });
    expect(await other("203.0.113.7")).toEqual({ allowed: true });
    const refused = await one("203.0.113.7");
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect([599, 600]).toContain(refused.retryAfter);
    expect(await other("203.0.113.8")).toEqual({ allowed: true });
  });

  it("asks for 1 second, never 0, when Redis says the window ends within the millisecond", async () => {
    // PTTL answers 0 for a key in its last millisecond (about one time in ten here): the count
    // is put in that moment again and again until Redis has answered 0 many times over.
    const spend = rateLimit({ keyPrefix: namespace, points: 1, windowSeconds: 60, redis: client() });
    const key = `${namespace}:203.0.113.9`;
    const answers = new Set<string>();
    for (let i = 0; i < 300; i += 1) {
      await client().set(key, "1", { expiration: { type: "PX", value: 1 } });
      const answer = await spend("203.0.113.9");
      answers.add(JSON.stringify(answer));
    }
    // Refused in the last millisecond, asking for 1 s, or allowed once the key expired: nothing
    // else. (On a busy machine every round trip may outlast the key, and no refusal is seen.)
    const refusals = [...answers].filter((answer) => answer !== JSON.stringify({ allowed: true }));
    expect(refusals).toEqual(refusals.length > 0 ? [JSON.stringify({ allowed: false, retryAfter: 1 })] : []);
  });
});
