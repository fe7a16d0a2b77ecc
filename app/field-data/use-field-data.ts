import { useEffect } from "react";
import type { PageVitals } from "./vitals-report";

let started = false;

/**
 * Once the page has hydrated and the browser is idle, loads the reporter (its own chunk, with
 * web-vitals) for the route this page load began on. A page load is reported under that route
 * even after the visitor follows links within the site: the metrics are the page load's.
 */
export function useFieldData(vitals: PageVitals | null | undefined): void {
  const route = vitals?.route;
  useEffect(() => {
    if (!route || started) return;
    started = true;
    whenIdle(() => {
      import("./report-vitals.client").then(
        ({ reportVitals }) => reportVitals(route),
        () => {
          // Field data is never worth a broken page: a reporter that fails to load costs this
          // page load's report, and nothing else.
        },
      );
    });
  }, [route]);
}

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: a second after hydration, the page's own work is done.
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 10_000 });
  else setTimeout(run, 1_000);
}
