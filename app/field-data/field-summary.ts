import { formatCount } from "~/config/money";
import { percentile, type Percentile, type RouteHistogram, samples } from "./histogram";
import { METRIC_NAMES, METRICS, type MetricName, rate, type Rating } from "./metrics";

/** One line of field data: how a metric fares on a route, at the 75th percentile of its page loads. */
export type FieldSummary = { route: string; metric: MetricName; samples: number; p75: Percentile; rating: Rating };

/**
 * The 75th percentile of each route's metrics and its rating (what Core Web Vitals are judged
 * by), routes in order, metrics in the order of METRIC_NAMES. For `npm run vitals`, and for a
 * staff panel: it reads the same histograms from any store.
 */
export function summarise(histograms: readonly RouteHistogram[]): FieldSummary[] {
  const rows: FieldSummary[] = [];
  for (const { route, metric, counts } of histograms) {
    const p75 = percentile(metric, counts);
    if (p75) rows.push({ route, metric, samples: samples(counts), p75, rating: rate(metric, p75.value) });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route) || METRIC_NAMES.indexOf(a.metric) - METRIC_NAMES.indexOf(b.metric));
}

export const ratingWords = { good: "good", "needs-improvement": "needs improvement", poor: "poor" } as const;

/** A 75th percentile as people read it: "2,140 ms", "0.042", or "> 60,000 ms" past the last bucket. */
export function p75Text({ metric, p75 }: Pick<FieldSummary, "metric" | "p75">): string {
  const { unit, bounds } = METRICS[metric];
  const value = p75.beyondLastBound ? bounds.at(-1)! : p75.value;
  const text = unit === "ms" ? `${formatCount(Math.round(value))} ms` : value.toFixed(3);
  return p75.beyondLastBound ? `> ${text}` : text;
}
