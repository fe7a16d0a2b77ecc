import { Counter, register } from "prom-client";

const name = "brightline_page_cache_lookups_total";

/**
 * The page caches' hits and misses (issue 67): a hit is a page sent as kept; a miss, a page the
 * cache could have kept but had to have rendered (a shared page, or a personal page kept for its session).
 */
const lookups =
  (register.getSingleMetric(name) as Counter<"cache" | "outcome"> | undefined) ??
  new Counter({ name, help: "Page cache lookups by cache (shared, personal) and outcome (hit, miss)", labelNames: ["cache", "outcome"] });

export function countPageCache(cache: "shared" | "personal", outcome: "hit" | "miss"): void {
  lookups.inc({ cache, outcome });
}
