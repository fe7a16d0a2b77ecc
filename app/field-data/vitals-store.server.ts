import { settings } from "~/.server/settings.server";
import type { RouteHistogram } from "./histogram";
import { memoryVitalsStore } from "./memory-vitals-store.server";
import type { MetricName } from "./metrics";
import { redisVitalsStore } from "./redis-vitals-store.server";
import { instanceFile } from "./vitals-files.server";

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

let store: VitalsStore | undefined;

/**
 * The site's store: Redis when REDIS_URL is set, so that instances add up; otherwise this
 * process, saved to data/vitals/instance-<PORT>.json a few seconds after each change and when
 * the process exits.
 */
export function vitalsStore(): VitalsStore {
  if (!store) {
    const { redisUrl, port } = settings();
    if (redisUrl) {
      store = redisVitalsStore();
    } else {
      const memory = memoryVitalsStore({ file: instanceFile(port) });
      process.once("exit", () => memory.save());
      store = memory;
    }
  }
  return store;
}
