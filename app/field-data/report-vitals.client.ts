import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
// Its type only: the schema and zod stay on the server.
import type { VitalsReport } from "./vitals-report";

/**
 * Reports this page load's Core Web Vitals under `route`: each metric once, the first time the
 * page is hidden after web-vitals has it (leaving, closing the tab or switching away), all that
 * is ready in one beacon. A later, larger CLS or INP of the same page load is not sent again:
 * the server adds values up and could not tell it from another visit.
 */
export function reportVitals(route: string): void {
  const ready = new Map<string, VitalsReport["metrics"][number]>();
  const sent = new Set<string>();
  const keep = (metric: MetricType) => {
    if (!sent.has(metric.id)) ready.set(metric.id, { name: metric.name, value: metric.value });
  };
  onCLS(keep);
  onINP(keep);
  onFCP(keep);
  onLCP(keep);
  onTTFB(keep);

  // web-vitals settles CLS, INP and LCP in its own listener for this event, which runs first.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden" || ready.size === 0) return;
    // At most one value per metric: each was kept since the last time the page was hidden.
    const report: VitalsReport = { route, metrics: [...ready.values()] };
    for (const id of ready.keys()) sent.add(id);
    ready.clear();
    try {
      navigator.sendBeacon("/api/vitals", new Blob([JSON.stringify(report)], { type: "application/json" }));
    } catch {
      // A browser that refuses a JSON beacon gets no report; the page goes on as before.
    }
  });
}
