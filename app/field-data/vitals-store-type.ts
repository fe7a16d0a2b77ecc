import type { RouteHistogram } from "./histogram";
import type { MetricName } from "./metrics";

export type MetricValue = { name: MetricName; value: number };

/**
 * Where field data is counted: per route and metric, a histogram of fixed buckets. What it
 * holds grows with the number of routes, never with the number of reports.
 */
export type VitalsStore = {
  /** Counts the values of one report; never fails (a store that cannot count them drops them). */
  record(route: string, values: readonly MetricValue[]): Promise<void>;
  read(): Promise<RouteHistogram[]>;
};
