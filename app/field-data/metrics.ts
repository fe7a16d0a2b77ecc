import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";

/** The metrics the site's pages report, in the order they are shown. */
export const METRIC_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;

export type MetricName = (typeof METRIC_NAMES)[number];

export type Rating = "good" | "needs-improvement" | "poor";

type Metric = {
  /** web-vitals' published thresholds: good up to and including [0], poor above [1]. */
  thresholds: readonly [number, number];
  unit: "ms" | "score";
  /** The largest value a report may carry: anything above it is not a measurement of a page. */
  max: number;
  /** The upper bounds of the histogram's buckets, ascending; one more bucket holds what is above the last. */
  bounds: readonly number[];
};

/**
 * Milliseconds from 1 to 60 s, each bound about 10% above the one before, with every published
 * threshold a bound of its own (in place of the step nearest it): a 75th percentile read from
 * the buckets is within a bucket of the true one, and always on the same side of a threshold.
 */
const MILLISECOND_BOUNDS = (() => {
  const thresholds = [200, 500, 800, 1800, 2500, 3000, 4000, 60_000];
  const bounds = new Set(thresholds);
  for (let step = 1; step < 60_000; step *= 1.1) {
    const bound = Math.round(step);
    if (!thresholds.some((threshold) => Math.abs(bound / threshold - 1) < 0.05)) bounds.add(bound);
  }
  return [...bounds].sort((a, b) => a - b);
})();

/**
 * Layout-shift scores: 0 alone (most pages do not shift), then hundredths to 0.5, twentieths
 * to 1 and quarters to 5. Built from whole numbers, so 0.1 and 0.25 are exactly the thresholds.
 */
const SCORE_BOUNDS = [
  0,
  ...Array.from({ length: 50 }, (_, i) => (i + 1) / 100),
  ...Array.from({ length: 10 }, (_, i) => (55 + i * 5) / 100),
  ...Array.from({ length: 16 }, (_, i) => (125 + i * 25) / 100),
];

const milliseconds = (thresholds: readonly [number, number], max: number): Metric => ({
  thresholds,
  unit: "ms",
  max,
  bounds: MILLISECOND_BOUNDS,
});

export const METRICS: Record<MetricName, Metric> = {
  // Ten minutes: a page left loading in a background tab can take that long, and is still a visit.
  LCP: milliseconds(LCPThresholds as [number, number], 600_000),
  INP: milliseconds(INPThresholds as [number, number], 600_000),
  CLS: { thresholds: CLSThresholds as [number, number], unit: "score", max: 100, bounds: SCORE_BOUNDS },
  FCP: milliseconds(FCPThresholds as [number, number], 600_000),
  TTFB: milliseconds(TTFBThresholds as [number, number], 600_000),
};

/** The rating web-vitals gives a value: good up to the first threshold, poor above the second. */
export function rate(metric: MetricName, value: number): Rating {
  const [good, poor] = METRICS[metric].thresholds;
  if (value > poor) return "poor";
  return value > good ? "needs-improvement" : "good";
}
