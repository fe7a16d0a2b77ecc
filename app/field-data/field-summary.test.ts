import { bucketOf, emptyHistogram } from "./histogram";
import { type MetricName } from "./metrics";
import { summarise } from "./field-summary";

function histogram(route: string, metric: MetricName, values: number[]) {
  const counts = emptyHistogram(metric);
  for (const value of values) counts[bucketOf(metric, value)]! += 1;
  return { route, metric, counts };
}

describe("summarise", () => {
  it("gives each route's metrics with their samples, 75th percentile and rating, in a steady order", () => {
    const rows = summarise([
      histogram("/faq", "TTFB", [100, 200, 300, 2500]),
      histogram("/", "CLS", [0, 0.3, 0.3, 0.3]),
      histogram("/", "LCP", [1000, 2000, 3000, 3100]),
      histogram("/", "INP", []),
    ]);
    expect(rows.map(({ route, metric, samples, rating }) => [route, metric, samples, rating])).toEqual([
      ["/", "LCP", 4, "needs-improvement"],
      ["/", "CLS", 4, "poor"],
      ["/faq", "TTFB", 4, "good"],
    ]);
    expect(rows[0]!.p75.value).toBeGreaterThan(2726);
    expect(rows[0]!.p75.value).toBeLessThanOrEqual(3000);
  });
});
