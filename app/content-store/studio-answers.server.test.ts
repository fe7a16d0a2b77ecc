import { onStudioClock } from "./studio-answers.server";

describe("a time to publish at, on the studio's clock (UK time)", () => {
  it("is read in summer time in summer and in Greenwich time in winter", () => {
    expect(onStudioClock("2026-07-01T09:00").toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(onStudioClock("2026-12-01T09:00").toISOString()).toBe("2026-12-01T09:00:00.000Z");
  });

  it("takes the hour after the clocks go forward, which a clock in London never shows, as the hour it becomes", () => {
    // 29 March 2026, 01:30 does not exist in London: the clocks jump from 01:00 to 02:00.
    expect(onStudioClock("2026-03-29T01:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });
});
