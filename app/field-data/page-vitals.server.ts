import reporter from "virtual:vitals-beacon";
import { settings } from "~/platform/settings.server";
import { isStaffRoute, routeKey } from "./route-patterns.server";
import type { PageVitals } from "./vitals-report";

/**
 * For the root loader: the route pattern this page was loaded for, or null when reporting is
 * off. The same for every visitor of an address, so a cached page may carry it.
 */
export function pageVitals(pattern: string): PageVitals | null {
  const route = routeKey(pattern);
  return settings().vitalsReporting && !isStaffRoute(route) ? { route, reporter } : null;
}
