import { createVitalsLimiter } from "./vitals-rate-limit.server";

describe("the field-data rate limit", () => {
  it("allows the set number of reports a minute from one address, then asks to wait", async () => {
    const spend = createVitalsLimiter(3);
    for (let i = 0; i < 3; i += 1) expect(await spend("203.0.113.7")).toEqual({ allowed: true });
    const refused = await spend("203.0.113.7");
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect(refused.retryAfter).toBeGreaterThan(0);
    expect(await spend("203.0.113.8")).toEqual({ allowed: true });
  });
});
