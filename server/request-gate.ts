import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import typeIs from "type-is";
import { sharedDataKey, sharedPageKey } from "./shared-page-key";

/** What a route's module may say about the requests its action takes (`export const handle`). */
export type ActionHandle = {
  /** The methods its action answers; POST when it does not say. */
  actionMethods?: string[];
  /** Whether its action reads JSON as well as forms. */
  acceptsJson?: boolean;
  /** The largest multipart body its action takes, for an upload (a profile photo); forms' limit otherwise. */
  uploadLimit?: number;
};

/** The largest body each kind may have: forms carry a few fields, JSON a small report. */
export const BODY_LIMITS = { form: 64 * 1024, json: 16 * 1024 } as const;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** What a route's module says about its page (app/page-scripts/page-handle.ts). */
type PageDeclaration = { page?: "shared" | "personal"; query?: readonly string[] };

type Route = {
  methods: string[];
  acceptsJson: boolean;
  uploadLimit?: number;
  /** Whether it renders a page (it has a component). */
  page: boolean;
  /** The kind its page is, from the deepest route along its match that declares one. */
  kind?: "shared" | "personal";
  /** The query parameters its page reads. */
  query?: readonly string[];
  /** The ids of the routes its address matches, outermost first: what a data request's `_routes` may name. */
  matched?: readonly string[];
};

/** The build's routes as React Router matches them, each knowing which methods it answers. */
export function routeTable(routes: ServerBuild["routes"]): (pathname: string) => Route | undefined {
  const objects = new Map<string, RouteObject>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const handle = (route.module.handle ?? {}) as ActionHandle;
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
        page: Boolean(route.module.default),
        kind: (route.module.handle as PageDeclaration | undefined)?.page,
        query: (route.module.handle as PageDeclaration | undefined)?.query,
      } satisfies Route,
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
  const matched = new LRUCache<string, { route: Route | undefined }>({ max: 2_000 });
  return (pathname) => {
    let entry = matched.get(pathname);
    if (!entry) {
      const matches = matchRoutes(top, pathname) ?? [];
      const route = matches.at(-1)?.route.handle as Route | undefined;
      const kind = matches.map((match) => (match.route.handle as Route).kind).findLast((declared) => declared !== undefined);
      entry = { route: route && { ...route, kind, matched: matches.map((match) => match.route.id!) } };
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

/** The origin React Router's adapter gives the request: it compares a form's Origin with it. */
function requestOrigin(req: Request): string | undefined {
  const host = (req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined) ?? req.get("host");
  return URL.parse(`${req.protocol}://${host}`)?.origin;
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

/** A browser asking for a page, not React Router's data request nor a script. */
function isPageRequest(req: Request): boolean {
  return !req.path.endsWith(".data") && (req.get("accept") ?? "").includes("text/html");
}

/** A refusal in plain words, which no cache keeps: it says what was wrong with this one request. */
function refuse(res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  res
    .status(status)
    .set({ "Cache-Control": "no-store", ...headers })
    .type("text/plain; charset=utf-8")
    .send(`${message}\n`);
}

/**
 * Answers what the site cannot take before React Router reads a byte of it, in plain words:
 * a method the address does not answer (405, with Allow), a body of a kind its action does not
 * read (415), a body over the limit for its kind (413) or without a stated length (411), a
 * form from another site's page or sent to another of its host names (403), an address with
 * a broken %-escape or a target that is not a path (400).
 * OPTIONS gets the Allow list. None of these is a server error, so none is logged as one.
 */
export function requestGate(build: () => Promise<ServerBuild>, allowedOrigins: readonly string[]): RequestHandler {
  let table: { build: ServerBuild; lookup: ReturnType<typeof routeTable> } | undefined;
  return (req, res, next) => {
    void build()
      .then((current) => {
        // Only a path: an absolute URL or `*` as the target is for proxies, not for this site.
        if (!req.url.startsWith("/")) return refuse(res, 400, "Ask for a path on this site, such as /.");
        if (decodedPath(req.path) === undefined) return refuse(res, 400, "That address is not valid: it has a broken %-escape.");
        if (table?.build !== current) table = { build: current, lookup: routeTable(current.routes) };
        // The path React Router will route: a URL parser resolves dot segments, %2e%2e among
        // them, so /%2e%2e/__manifest is the manifest's address, not a page that is not there.
        // Joined as React Router's Express adapter joins it (a target of //x is a path here).
        const routed = new URL(`http://gate.invalid${req.url}`).pathname;
        // React Router's route discovery answers its manifest address before any route runs.
        const isManifest = routed === (current.routeDiscovery?.manifestPath ?? "/__manifest");
        const route = (isManifest ? undefined : table.lookup(pagePath(routed))) ?? {
          methods: ["GET", "HEAD"],
          acceptsJson: false,
          page: false,
        };
        // The app reads it (app/.server/request-context.ts): whether a page may read the session.
        res.locals.pageKind = route.kind;
        // A shared page is rendered for its address without the query it does not read: the
        // address the page cache keeps it under (server/page-keys.ts).
        if ((req.method === "GET" || req.method === "HEAD") && route.kind === "shared" && !routed.endsWith(".data")) {
          const key = sharedPageKey(req.url, route.query);
          if (key !== req.url) req.url = req.originalUrl = key;
        }
        // Its data request goes to its own key first: every cache (the page cache, nginx's) then
        // keeps it under that one address, never under a made-up query (issue 35, point 7).
        if ((req.method === "GET" || req.method === "HEAD") && route.kind === "shared" && routed.endsWith(".data")) {
          const key = sharedDataKey(req.url, route.query ?? [], route.matched ?? []);
          // One slash in front, whatever the target had: `//evil.example/x.data` is a path here
          // (the not-found page's), but a browser would read it in Location as another site.
          const location = key.replace(/^[/\\]+/, "/");
          if (key !== req.url) return void res.status(308).set({ Location: location, "Cache-Control": "no-store" }).end();
        }
        const allow = route.methods.join(", ");
        if (req.method === "OPTIONS") return void res.status(204).set("Allow", allow).end();
        if (!route.methods.includes(req.method)) {
          // A browser's form post gets the site's own error page, as a GET that renders the
          // 405 screen (root.tsx); anything else a line of text.
          if (route.page && isPageRequest(req)) {
            res.set({ Allow: allow, Connection: "close" });
            res.locals.refusedStatus = 405;
            req.method = "GET";
            return next();
          }
          return refuse(res, 405, `This address does not accept ${req.method} requests. It accepts ${allow}.`, { Allow: allow });
        }
        // A browser names the page a form or fetch came from: another site's is refused here,
        // as a request, rather than by React Router's own check, as a server error.
        const origin = req.get("origin");
        const foreign = origin !== undefined && (!allowedOrigins.includes(origin) || origin !== requestOrigin(req));
        if (req.method !== "GET" && req.method !== "HEAD" && foreign) {
          return refuse(res, 403, "Forms on this site can only be sent from its own pages, at its own address.");
        }
        // A fetch with no body still says Content-Length: 0.
        if (!typeIs.hasBody(req) || req.get("content-length") === "0") return next();

        const kind = typeIs(req, FORM_TYPES) ? "form" : route.acceptsJson && typeIs(req, ["application/json"]) ? "json" : undefined;
        if (!kind || !route.methods.includes("POST")) {
          const reads = route.acceptsJson ? "forms and JSON" : "forms";
          return refuse(res, 415, `This address reads ${reads}, not ${req.get("content-type") ?? "a body of no stated type"}.`);
        }
        const length = req.get("content-length");
        // Whatever is not read is not drained either: the connection closes after the answer.
        if (length === undefined) return refuse(res, 411, "Send the length of the body (Content-Length).", { Connection: "close" });
        const limit = kind === "form" && route.uploadLimit && typeIs(req, ["multipart/form-data"]) ? route.uploadLimit : BODY_LIMITS[kind];
        if (Number(length) > limit) {
          return refuse(res, 413, `That is more than this address accepts: at most ${limit / 1024} KB.`, {
            Connection: "close",
          });
        }
        next();
      })
      .catch(next);
  };
}
