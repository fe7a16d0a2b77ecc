import { vitalsReportSchema } from "./vitals-report";

const schema = vitalsReportSchema(new Set(["/", "/blog/:slug"]));
const report = (override: object = {}) => ({ route: "/blog/:slug", metrics: [{ name: "LCP", value: 1834.2 }], ...override });

describe("a field-data report", () => {
  it("names a page's route and up to 20 metrics by name and value", () => {
    expect(schema.parse(report())).toEqual(report());
    const five = ["LCP", "INP", "CLS", "FCP", "TTFB"].map((name) => ({ name, value: name === "CLS" ? 0.02 : 120 }));
    expect(schema.safeParse(report({ metrics: five })).success).toBe(true);
    expect(schema.safeParse(report({ metrics: [{ name: "TTFB", value: 0 }] })).success).toBe(true);
  });

  it.each([
    ["a route that is not a page of the site", report({ route: "/wp-admin" })],
    ["an address instead of the route's pattern", report({ route: "/blog/sanitising-user-and-cms-content" })],
    ["no route", { metrics: [{ name: "LCP", value: 1 }] }],
    ["no metrics", report({ metrics: [] })],
    ["more than 20 metrics", report({ metrics: Array.from({ length: 21 }, () => ({ name: "CLS", value: 0 })) })],
    ["a metric web-vitals does not report", report({ metrics: [{ name: "FID", value: 10 }] })],
    ["a negative value", report({ metrics: [{ name: "LCP", value: -1 }] })],
    ["a value that is not a number", report({ metrics: [{ name: "LCP", value: "1200" }] })],
    ["a value larger than any real measurement", report({ metrics: [{ name: "LCP", value: 600_001 }] })],
    ["a layout shift larger than any real page's", report({ metrics: [{ name: "CLS", value: 101 }] })],
    ["fields the format does not have", report({ url: "https://example.com/" })],
    ["a metric with fields the format does not have", report({ metrics: [{ name: "LCP", value: 1, rating: "good" }] })],
    ["a list instead of an object", [report()]],
  ])("is refused with %s", (_, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });
});
