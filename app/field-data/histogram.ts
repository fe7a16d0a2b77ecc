import { METRICS, type MetricName } from "./metrics";

/**
 * Counts of one metric's values on one route, by bucket (metrics.ts): one count per bound,
 * then one for the values above the last. Its size depends on the metric alone, never on how
 * many values it has counted.
 */
export type Histogram = number[];

export function emptyHistogram(metric: MetricName): Histogram {
  return new Array<number>(METRICS[metric].bounds.length + 1).fill(0);
}

/** The bucket a value falls in: the first whose upper bound it does not exceed. */
export function bucketOf(metric: MetricName, value: number): number {
  const { bounds } = METRICS[metric];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

export function addTo(histogram: Histogram, other: readonly number[]): void {
  other.forEach((count, index) => {
    histogram[index] = (histogram[index] ?? 0) + count;
  });
}

export function samples(histogram: readonly number[]): number {
  return histogram.reduce((sum, count) => sum + count, 0);
}

export type Percentile = {
  value: number;
  /** True when the percentile is beyond the last bound: `value` is then that bound, a floor. */
  beyondLastBound: boolean;
};

/**
 * The `quantile` (0.75 for the 75th percentile) of the counted values, interpolated linearly
 * within the bucket it falls in, as Prometheus' histogram_quantile does; undefined with no
 * values. The first bucket starts at 0.
 */
export function percentile(metric: MetricName, histogram: readonly number[], quantile = 0.75): Percentile | undefined {
  const { bounds } = METRICS[metric];
  const total = samples(histogram);
  if (total === 0) return undefined;
  const rank = quantile * total;
  let below = 0;
  for (const [index, count] of histogram.entries()) {
    if (count > 0 && below + count >= rank) {
      if (index >= bounds.length) return { value: bounds.at(-1)!, beyondLastBound: true };
      const lower = index === 0 ? Math.min(0, bounds[0]!) : bounds[index - 1]!;
      const upper = bounds[index]!;
      return { value: lower + (upper - lower) * ((rank - below) / count), beyondLastBound: false };
    }
    below += count;
  }
  return { value: bounds.at(-1)!, beyondLastBound: true };
}

/** One route's histogram of one metric: the unit every store keeps and every reader reads. */
export type RouteHistogram = { route: string; metric: MetricName; counts: Histogram };

/** Adds up histograms of the same route and metric (from several instances, say). */
export function mergeRouteHistograms(lists: readonly (readonly RouteHistogram[])[]): RouteHistogram[] {
  const merged = new Map<string, RouteHistogram>();
  for (const { route, metric, counts } of lists.flat()) {
    const key = `${metric} ${route}`;
    let entry = merged.get(key);
    if (!entry) {
      entry = { route, metric, counts: emptyHistogram(metric) };
      merged.set(key, entry);
    }
    addTo(entry.counts, counts);
  }
  return [...merged.values()];
}
