import { createSessionLimiter } from "./session-rate-limit.server";

describe("session rate limit", () => {
  it("allows the set number of requests a minute from one address, then asks to wait", async () => {
    const spend = createSessionLimiter(3);
    for (let i = 0; i < 3; i += 1) expect(await spend("203.0.113.7")).toEqual({ allowed: true });
    const refused = await spend("203.0.113.7");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it("counts each address on its own", async () => {
    const spend = createSessionLimiter(1);
    expect(await spend("203.0.113.8")).toEqual({ allowed: true });
    expect(await spend("203.0.113.9")).toEqual({ allowed: true });
    expect((await spend("203.0.113.8")).allowed).toBe(false);
  });
});
