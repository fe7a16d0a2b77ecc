import type { RouteHandle } from "~/types/route-handle";

type Match = { handle?: unknown };

/** Whether the page these routes make loads the framework's scripts. */
export function pageHydrates(matches: readonly Match[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
