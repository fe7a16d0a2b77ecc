/** The build's routes, as much of them as a route's pattern needs. */
type BuildRoutes = Record<string, { id: string; parentId?: string; path?: string; module: { default?: unknown } } | undefined>;

/**
 * A route pattern as the site names it: React Router's (`blog/:slug`, `/` for the home page,
 * `*` for any other address) with one leading slash, as addresses are written.
 */
export function routeKey(pattern: string): string {
  return `/${pattern.replace(/^\/+/, "")}`;
}

/** The staff inbox's pages: how fast they are for staff says nothing of the visitors' site. */
export function isStaffRoute(key: string): boolean {
  return key === "/admin" || key.startsWith("/admin/");
}

const patterns = new WeakMap<object, ReadonlySet<string>>();

/**
 * The patterns of every route that renders a page, as routeKey names them: what a page's field
 * data may be recorded under. Worked out once per build.
 */
export function pageRoutePatterns(routes: BuildRoutes): ReadonlySet<string> {
  let known = patterns.get(routes);
  if (!known) {
    const set = new Set<string>();
    for (const route of Object.values(routes)) {
      if (!route?.module.default) continue;
      const paths: string[] = [];
      for (let current: typeof route | undefined = route; current; current = current.parentId ? routes[current.parentId] : undefined) {
        if (current.path) paths.unshift(current.path);
      }
      const key = routeKey(paths.join("/").replace(/\/{2,}/g, "/"));
      if (!isStaffRoute(key)) set.add(key);
    }
    known = set;
    patterns.set(routes, known);
  }
  return known;
}
