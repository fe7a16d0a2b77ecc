import fc from "fast-check";
import { bucketOf, emptyHistogram, mergeRouteHistograms, percentile, samples } from "./histogram";
import { METRIC_NAMES, METRICS, type MetricName, rate } from "./metrics";

function histogramOf(metric: MetricName, values: readonly number[]) {
  const counts = emptyHistogram(metric);
  for (const value of values) counts[bucketOf(metric, value)]! += 1;
  return counts;
}

/** The 75th percentile by nearest rank: the smallest value that at least 75% of the values do not exceed. */
function exactP75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

describe("the buckets", () => {
  it.each(METRIC_NAMES)("of %s are fixed, ascending, few, and have the published thresholds among their bounds", (metric) => {
    const { bounds, thresholds } = METRICS[metric];
    expect(bounds.length).toBeLessThan(200);
    expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
    expect(new Set(bounds).size).toBe(bounds.length);
    for (const threshold of thresholds) expect(bounds).toContain(threshold);
  });

  it("are the published thresholds of web-vitals", () => {
    expect(METRICS.LCP.thresholds).toEqual([2500, 4000]);
    expect(METRICS.INP.thresholds).toEqual([200, 500]);
    expect(METRICS.CLS.thresholds).toEqual([0.1, 0.25]);
    expect(METRICS.FCP.thresholds).toEqual([1800, 3000]);
    expect(METRICS.TTFB.thresholds).toEqual([800, 1800]);
  });

  it("span milliseconds up to a minute, each 10 to 15% wider than the one before (from 100 ms)", () => {
    const { bounds } = METRICS.LCP;
    expect(bounds[0]).toBe(1);
    expect(bounds.at(-1)).toBe(60_000);
    for (let i = 1; i < bounds.length; i += 1) {
      if (bounds[i - 1]! >= 100) expect(bounds[i]! / bounds[i - 1]!).toBeLessThanOrEqual(1.15);
    }
  });

  it("take a value at a bound into that bound's bucket, and anything above the last into one more", () => {
    expect(bucketOf("LCP", 0)).toBe(0);
    expect(bucketOf("LCP", 2500)).toBe(METRICS.LCP.bounds.indexOf(2500));
    expect(bucketOf("LCP", 2500.5)).toBe(METRICS.LCP.bounds.indexOf(2500) + 1);
    expect(bucketOf("LCP", 60_001)).toBe(METRICS.LCP.bounds.length);
    expect(bucketOf("CLS", 0)).toBe(0);
    expect(bucketOf("CLS", 0.0001)).toBe(1);
    expect(bucketOf("CLS", 0.1)).toBe(METRICS.CLS.bounds.indexOf(0.1));
    expect(bucketOf("CLS", 7)).toBe(METRICS.CLS.bounds.length);
  });
});

describe("percentile", () => {
  it("is undefined without values", () => {
    expect(percentile("LCP", emptyHistogram("LCP"))).toBeUndefined();
  });

  it("interpolates within the bucket the 75th percentile falls in", () => {
    // Four values in (1800, 2000] and (2000, 2200]: the rank 3 of 4 is the first of the second bucket's two.
    const bounds = METRICS.LCP.bounds;
    const lower = bounds.find((bound) => bound > 2000)!;
    const upper = bounds[bounds.indexOf(lower) + 1]!;
    const p75 = percentile("LCP", histogramOf("LCP", [lower - 1, lower - 1, upper, upper]))!;
    expect(p75.beyondLastBound).toBe(false);
    expect(p75.value).toBeCloseTo(lower + (upper - lower) * 0.5);
  });

  it("is 0 when three quarters of the pages did not shift", () => {
    expect(percentile("CLS", histogramOf("CLS", [0, 0, 0, 0.3]))).toEqual({ value: 0, beyondLastBound: false });
  });

  it("says when it is beyond the last bound, and gives that bound", () => {
    expect(percentile("TTFB", histogramOf("TTFB", [100, 70_000, 80_000, 90_000]))).toEqual({ value: 60_000, beyondLastBound: true });
  });

  it("is within its bucket of the exact 75th percentile, and always rated as the exact one is", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...METRIC_NAMES),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 300 }),
        (metric, fractions) => {
          const { bounds } = METRICS[metric];
          // Values across the buckets' whole range, the thresholds' neighbourhoods included.
          const values = fractions.map((fraction) => fraction * bounds.at(-1)! * (metric === "CLS" ? 0.2 : 0.1));
          const exact = exactP75(values);
          const p75 = percentile(metric, histogramOf(metric, values))!;
          const bucket = bucketOf(metric, exact);
          expect(bucketOf(metric, p75.value)).toBe(bucket);
          expect(rate(metric, p75.value)).toBe(rate(metric, exact));
        },
      ),
    );
  });
});

describe("a histogram", () => {
  it("stays the same size however many values it counts", () => {
    const few = histogramOf("INP", [120, 250]);
    const many = histogramOf(
      "INP",
      Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 70_000),
    );
    expect(many.length).toBe(few.length);
    expect(samples(many)).toBe(100_000);
  });

  it("adds up with others of the same route and metric", () => {
    const one = { route: "/", metric: "LCP" as const, counts: histogramOf("LCP", [1000]) };
    const other = { route: "/", metric: "LCP" as const, counts: histogramOf("LCP", [1000, 5000]) };
    const elsewhere = { route: "/faq", metric: "LCP" as const, counts: histogramOf("LCP", [1000]) };
    const merged = mergeRouteHistograms([[one, elsewhere], [other]]);
    expect(merged.map(({ route, counts }) => [route, samples(counts)])).toEqual([
      ["/", 3],
      ["/faq", 1],
    ]);
    expect(samples(one.counts)).toBe(1);
  });
});
