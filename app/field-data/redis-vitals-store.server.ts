import { type RedisClient, redisClient } from "~/platform/redis.server";
import { bucketOf, emptyHistogram, type RouteHistogram } from "./histogram";
import { METRIC_NAMES, type MetricName } from "./metrics";
import type { VitalsStore } from "./vitals-store-type";

type Options = {
  /** Prefixes every key. `v1` is the version of the buckets' bounds: other bounds need other keys. */
  namespace?: string;
  redis?: () => RedisClient | undefined;
};

const isMetric = (name: string): name is MetricName => (METRIC_NAMES as readonly string[]).includes(name);

/**
 * Field data shared by every instance: one hash per metric and route (`<namespace>:LCP:/blog/:slug`),
 * a count per bucket, added to with HINCRBY. While Redis is down, reports are dropped.
 */
export function redisVitalsStore({ namespace = "vitals:v1", redis = redisClient }: Options = {}): VitalsStore {
  const prefix = `${namespace}:`;
  return {
    async record(route, values) {
      const client = redis();
      if (!client?.isReady) return;
      try {
        const counting = client.multi();
        for (const { name, value } of values) counting.hIncrBy(`${prefix}${name}:${route}`, String(bucketOf(name, value)), 1);
        await counting.exec();
      } catch {
        // Lost: field data is a sample, and the next report is counted as usual.
      }
    },
    async read() {
      const client = redis();
      if (!client) return [];
      const keys: string[] = [];
      for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 200 })) keys.push(...batch);
      const histograms: RouteHistogram[] = [];
      for (const key of keys) {
        // The metric has no colon; the route (a pattern such as /blog/:slug) is all that follows it.
        const rest = key.slice(prefix.length);
        const metric = rest.slice(0, rest.indexOf(":"));
        if (!isMetric(metric)) continue;
        const counts = emptyHistogram(metric);
        for (const [bucket, count] of Object.entries(await client.hGetAll(key))) {
          const index = Number(bucket);
          if (Number.isInteger(index) && index >= 0 && index < counts.length) counts[index] = Number(count) || 0;
        }
        histograms.push({ route: rest.slice(metric.length + 1), metric, counts });
      }
      return histograms;
    },
  };
}
