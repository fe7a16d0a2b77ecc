import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PageKind, RouteHandle } from "~/types/route-handle";
import { sharedDataKey, sharedPageKey } from "~/page-cache/shared-page-key";

/** What the route an address matches answers, from its module and its `handle` (app/types/route-handle.ts). */
export type PageRoute = {
  methods: readonly string[];
  acceptsJson: boolean;
  uploadLimit?: number;
  jsonLimit?: number;
  formLimit?: number;
  /** Whether it renders a page (it has a component). */
  page: boolean;
  /** The kind its page is, from the deepest route along its match that declares one. */
  kind?: PageKind;
  /** The query parameters its page reads. */
  query?: readonly string[];
  /** Its shared pages are kept apart from the others (RouteHandle's keptApart). */
  keptApart?: boolean;
  /** How long a personal page may be sent again to its session, as its own route says (RouteHandle): never a parent's. */
  keptForSession?: number;
  /** The ids of the routes its address matches, outermost first: what a data request's `_routes` may name. */
  matched?: readonly string[];
};

/** What answers an address nothing of the site's matches, or React Router's own manifest. */
const NO_ROUTE: PageRoute = { methods: ["GET", "HEAD"], acceptsJson: false, page: false };

/** How the app answers a request's address: the one table the request gate and the page cache read. */
export type PageRequest = {
  route: PageRoute;
  /**
   * Where a GET or HEAD of it is rendered and kept: a shared page's address without the query
   * it does not read (`/?x=1` is `/`); the address as asked for anything else.
   */
  key: string;
  /**
   * A shared page's data request asked for under another address than its own (a made-up
   * query): the address it is answered at, which the request gate sends it to (308).
   */
  answeredAt?: string;
};

/** The build's routes as React Router matches them, each knowing what it answers. */
export function routeTable(routes: ServerBuild["routes"]): (pathname: string) => PageRoute | undefined {
  const objects = new Map<string, RouteObject>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const handle = (route.module.handle ?? {}) as RouteHandle;
    const methods = ["GET", "HEAD", ...(route.module.action ? (handle.actionMethods ?? ["POST"]) : [])];
    objects.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index as false,
      caseSensitive: route.caseSensitive,
      handle: {
        methods,
        acceptsJson: handle.acceptsJson === true,
        uploadLimit: handle.uploadLimit,
        jsonLimit: handle.jsonLimit,
        formLimit: handle.formLimit,
        page: Boolean(route.module.default),
        kind: handle.page,
        query: handle.query,
        keptApart: handle.keptApart === true,
        keptForSession: handle.keptForSession,
      } satisfies PageRoute,
    });
  }
  const top: RouteObject[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const object = objects.get(route.id)!;
    const parent = route.parentId ? objects.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(object);
    else top.push(object);
  }
  // React Router flattens and ranks every route on each match: remember the answer per path.
  const matched = new LRUCache<string, { route: PageRoute | undefined }>({ max: 2_000 });
  return (pathname) => {
    let entry = matched.get(pathname);
    if (!entry) {
      const matches = matchRoutes(top, pathname) ?? [];
      const route = matches.at(-1)?.route.handle as PageRoute | undefined;
      const kind = matches.map((match) => (match.route.handle as PageRoute).kind).findLast((declared) => declared !== undefined);
      // Only the page's own route says it may be sent again: a staff page added under /admin must say so itself.
      const keptForSession = kind === "personal" ? route?.keptForSession : undefined;
      entry = { route: route && { ...route, kind, keptForSession, matched: matches.map((match) => match.route.id!) } };
      matched.set(pathname, entry);
    }
    return entry.route;
  };
}

/**
 * The page a request is for. React Router's data requests add `.data` to it, or `_.data` to a
 * path ending in a slash (the root's is `/_.data`), as its v8_trailingSlashAwareDataRequests
 * flag, which this site uses, has it.
 */
export function pagePath(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * React Router decodes each segment of a path; one it cannot decode is the sender's mistake.
 * The decoded path is returned, not just tried: the bundler drops a call whose result is unused
 * as free of side effects, and with it the throw this relies on.
 */
export function decodedPath(path: string): string | undefined {
  try {
    return path
      .split("/")
      .map((segment) => decodeURIComponent(segment))
      .join("/");
  } catch {
    return undefined;
  }
}

/**
 * How the build answers each address: undefined for a target that is not a path on this site
 * or a path with a broken %-escape, which the request gate refuses.
 */
export function pageRequestsOf(build: ServerBuild): (url: string) => PageRequest | undefined {
  const lookup = routeTable(build.routes);
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  return (url) => {
    // Only a path: an absolute URL or `*` as the target is for proxies, not for this site.
    if (!url.startsWith("/")) return undefined;
    // The path React Router will route: a URL parser resolves dot segments, %2e%2e among them,
    // so /%2e%2e/__manifest is the manifest's address, not a page that is not there. Joined as
    // React Router's Express adapter joins it (a target of //x is a path here).
    const routed = URL.parse(`http://page.invalid${url}`)?.pathname;
    if (routed === undefined || decodedPath(routed) === undefined) return undefined;
    // React Router's route discovery answers its manifest address before any route runs.
    const route = (routed === manifestPath ? undefined : lookup(pagePath(routed))) ?? NO_ROUTE;
    if (route.kind !== "shared") return { route, key: url };
    if (!routed.endsWith(".data")) return { route, key: sharedPageKey(url, route.query) };
    // Every cache (the page cache, nginx's) keeps a data request under its one address, never
    // under a made-up query (issue 35, point 7). One slash in front, whatever the target had:
    // `//evil.example/x.data` is a path here (the not-found page's), but a browser would read
    // it in Location as another site.
    const answeredAt = sharedDataKey(url, route.query ?? [], route.matched ?? []);
    return { route, key: url, answeredAt: answeredAt === url ? undefined : answeredAt.replace(/^[/\\]+/, "/") };
  };
}
