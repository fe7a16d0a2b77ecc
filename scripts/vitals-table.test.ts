import type { FieldSummary } from "../app/field-data/field-summary";
import { vitalsTable, wantsColour } from "./vitals-table";

const rows: FieldSummary[] = [
  { route: "/", metric: "LCP", samples: 1520, p75: { value: 2140.4, beyondLastBound: false }, rating: "good" },
  { route: "/", metric: "INP", samples: 310, p75: { value: 260, beyondLastBound: false }, rating: "needs-improvement" },
  { route: "/blog/:slug", metric: "CLS", samples: 88, p75: { value: 0.31, beyondLastBound: false }, rating: "poor" },
  { route: "/blog/:slug", metric: "TTFB", samples: 4, p75: { value: 60_000, beyondLastBound: true }, rating: "poor" },
];

const GREEN = "\u001b[32m";
const YELLOW = "\u001b[33m";
const RED = "\u001b[31m";

describe("npm run vitals' table", () => {
  it("lists route, metric, samples, the 75th percentile with its unit, and its rating in words", () => {
    const lines = vitalsTable(rows, { colour: false }).split("\n");
    expect(lines[0]).toMatch(/^route\s+metric\s+samples\s+p75\s+rating$/);
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(/^\/\s+LCP\s+1,520\s+2,140 ms\s+good$/),
      expect.stringMatching(/^\/\s+INP\s+310\s+260 ms\s+needs improvement$/),
      expect.stringMatching(/^\/blog\/:slug\s+CLS\s+88\s+0\.310\s+poor$/),
      expect.stringMatching(/^\/blog\/:slug\s+TTFB\s+4\s+> 60,000 ms\s+poor$/),
    ]);
    expect(vitalsTable(rows, { colour: false })).not.toContain("\u001b[");
  });

  it("colours each percentile green, amber or red by its rating", () => {
    const lines = vitalsTable(rows, { colour: true }).split("\n").slice(2);
    const painted = (colour: string, text: string) => new RegExp(`${colour.replace("[", "\\[")} *${text}`);
    expect(lines[0]).toMatch(painted(GREEN, "2,140 ms"));
    expect(lines[1]).toMatch(painted(YELLOW, "260 ms"));
    expect(lines[2]).toMatch(painted(RED, "0\\.310"));
    expect(lines[3]).toMatch(painted(RED, "> 60,000 ms"));
    expect(lines[0]).not.toContain(YELLOW);
    expect(lines[0]).not.toContain(RED);
  });

  it("is coloured only at a terminal, and never with NO_COLOR", () => {
    expect(wantsColour({ isTTY: true }, {})).toBe(true);
    expect(wantsColour({ isTTY: false }, {})).toBe(false);
    expect(wantsColour({}, {})).toBe(false);
    expect(wantsColour({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    // An empty NO_COLOR is as good as unset (https://no-color.org).
    expect(wantsColour({ isTTY: true }, { NO_COLOR: "" })).toBe(true);
  });
});
