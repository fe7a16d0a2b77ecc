import { useEffect } from "react";
import { whenIdle } from "~/page-scripts/when-idle";
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
