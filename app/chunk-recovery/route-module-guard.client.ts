import { RETRY_MARKER_KEY } from "./retry-marker";

type RouteModules = Record<string, unknown>;
type Manifest = { routes: Record<string, { module: string } | undefined> };
type NavigationState = { navigation: { location?: { pathname: string; search: string; hash: string } } };

type RouterWindow = Pick<Window, "sessionStorage"> & {
  location: Pick<Location, "pathname" | "search" | "hash" | "assign">;
  __reactRouterRouteModules?: RouteModules;
  __reactRouterManifest?: Manifest;
  __reactRouterDataRouter?: { state: NavigationState };
};

/**
 * React Router loads a route's chunk on first client navigation. When that download fails,
 * its default is to reload the page the visitor is leaving, which takes them back to where
 * they were instead of where they asked to go. We load the chunk ourselves and, when it
 * fails, load the destination as a full page once; the document guard takes it from there.
 *
 * This wraps React Router's route-module cache (window.__reactRouterRouteModules), which is
 * not a public API: tests/e2e/public-pages/chunk-recovery.spec.ts fails if an upgrade changes it.
 */
export function guardRouteModuleLoading(win: RouterWindow = window as unknown as RouterWindow): void {
  const cache = win.__reactRouterRouteModules;
  const manifest = win.__reactRouterManifest;
  if (!cache || !manifest) return;
  const pending = new Map<string, Promise<unknown>>();

  /** Where the visitor is going, or where they are when no navigation is under way. */
  function destination(): string {
    const location = win.__reactRouterDataRouter?.state.navigation.location ?? win.location;
    return location.pathname + location.search + location.hash;
  }

  function load(id: string, url: string): Promise<unknown> {
    const promise = import(/* @vite-ignore */ url).then(
      (module: unknown) => {
        cache![id] = module;
        pending.delete(id);
        return module;
      },
      (error: unknown) => {
        pending.delete(id);
        // React Router keeps this promise for the route, so settling it with an error would
        // leave the route broken until a reload anyway: load the page fully, once.
        const target = destination();
        console.warn(`Could not load the code for ${target}; loading it as a full page.`, error);
        try {
          win.sessionStorage.setItem(RETRY_MARKER_KEY, target.replace(/#.*$/, ""));
        } catch {
          // The document guard treats missing storage as "already retried": no loop.
        }
        win.location.assign(target);
        return new Promise(() => {});
      },
    );
    pending.set(id, promise);
    return promise;
  }

  win.__reactRouterRouteModules = new Proxy(cache, {
    has(target, id) {
      if (typeof id !== "string" || id in target) return id in target;
      const url = manifest.routes[id]?.module;
      if (!url) return false;
      if (!pending.has(id)) load(id, url);
      return true;
    },
    get(target, id) {
      if (typeof id === "string" && !(id in target) && pending.has(id)) return pending.get(id);
      return Reflect.get(target, id);
    },
  });
}
