import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { RunningApp } from "~/door/door.server";
import { metricsEndpoint } from "./http/metrics-endpoint";
import { listPublicFiles } from "./http/public-files";
import { boundRenders } from "./http/render-bounds";
import { factsOf, giveRequestFacts, knownFactsOf } from "./http/request-facts";
import { requestGate } from "./http/request-gate";
import { securityHeaders } from "./http/security-headers";
import { closeAfterUnreadBody } from "./http/unread-bodies";
import { type AccountCorners, cornerForVisitor } from "./page-cache/account-corner";
import type { PageCache } from "./page-cache/page-cache";
import { capturePages, capturePersonalPages } from "./page-cache/page-capture";
import type { PersonalPages } from "./page-cache/personal-pages";
import { RENDERED_PAGE_BROTLI } from "./page-cache/rendered-page-brotli";
import { loadSiteBuild } from "./site-build";
import { onceLoaded } from "./once-loaded";

/** The client build sits beside this bundle: build/server/index.js and build/client/. */
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

/** The one Express app of production and development; in development Vite serves the assets. */
export function createApp({
  vite,
  site,
  pageCache,
  personalPages,
  corners,
}: {
  vite?: ViteDevServer;
  /** The app behind its door (app/door/door.server.ts). */
  site: RunningApp;
  pageCache?: PageCache;
  /** Personal pages kept for their sessions (decision 40): the front sends them, the app's renders fill them. */
  personalPages?: PersonalPages;
  /** Puts a signed-in visitor's account corner into a shared page (decision 24). */
  corners: AccountCorners;
}): express.Express {
  const { settings } = site;
  const app = express();
  app.disable("x-powered-by");
  // Only then do the client's address, protocol and host come from X-Forwarded-* headers.
  app.set("trust proxy", settings.trustProxy);
  app.use(compression({ brotli: { params: RENDERED_PAGE_BROTLI } }));
  app.use(giveRequestFacts);
  app.use(closeAfterUnreadBody);
  app.use(securityHeaders(settings, { development: Boolean(vite) }));

  // Once a shutdown begins (start-server.ts sets app.locals.draining), every answer closes its
  // connection, and the health check tells the proxy or orchestrator to send no more.
  app.use((req, res, next) => {
    if (req.app.locals.draining) res.setHeader("Connection", "close");
    next();
  });
  app.get("/healthz", (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (req.app.locals.draining) res.status(503).json({ status: "stopping" });
    else res.json({ status: "ok" });
  });

  // The numbers an operator graphs and alerts on (issue 67): this machine's scraper, or one with the token.
  app.get("/metrics", metricsEndpoint(settings.metricsToken));

  // In development every request gets the route modules as they are now.
  const build = vite ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild> : loadSiteBuild;
  app.use(requestGate(build, settings.allowedOrigins));
  // The corner goes into what the capture has kept: registered first, it writes after it.
  app.use(cornerForVisitor(corners));
  if (pageCache) app.use(capturePages(pageCache, site));
  if (personalPages) app.use(capturePersonalPages(personalPages, site));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // A request the gate refused goes on only to be shown the 405 page, never a file.
    const files =
      (serve: express.RequestHandler): express.RequestHandler =>
      (req, res, next) =>
        factsOf(req).refusedStatus ? next() : serve(req, res, next);
    // The build wrote a brotli and a gzip copy of each text file (scripts/compress-assets.mjs):
    // the one the browser accepts is sent as it is, and compression() leaves it alone.
    const precompressed = (directory: string, options: { immutable?: boolean; maxAge: string }) =>
      expressStaticGzip(directory, {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: { ...options, index: false },
      });
    // Hashed file names change with their content, so they can be cached for good.
    app.use("/assets", files(precompressed(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" })));
    // Everything else in public/ keeps its name across deploys: cache briefly. Only the files
    // that are there go to the disk: a page's address would cost a failed stat per request.
    const publicFiles = listPublicFiles(clientDir);
    const servePublic = precompressed(clientDir, { maxAge: "1h" });
    app.use(files((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next())));
  }

  // Past this, new renders wait for a moment instead of holding up the pages already kept.
  app.use(boundRenders(settings.renderBounds));
  const pages = (served: ServerBuild | typeof build) =>
    createRequestHandler({ build: served, getLoadContext: (req) => site.requestContext(factsOf(req), build) });
  // Given a function, React Router derives its route table from the build on every request
  // (for development's changing modules): 1 to 2 ms a page. Production's build never changes.
  app.use(vite ? pages(build) : onceLoaded(build, pages));
  // The last word on anything that went wrong outside React Router: logged once, with the
  // request id, and a plain answer that shows nothing of the server.
  app.use(((error, req, res, _next) => {
    // An error before the request's facts were made (in compression) has no id of ours yet.
    const { requestId, upstreamRequestId } = knownFactsOf(req) ?? { requestId: "unknown", upstreamRequestId: undefined };
    site.logError(error, { requestId, upstreamRequestId, method: req.method, url: req.path });
    if (res.headersSent) return void res.destroy();
    res.status(500).type("text/plain; charset=utf-8").send(`Something went wrong on our side. Request id: ${requestId}\n`);
  }) satisfies express.ErrorRequestHandler);
  return app;
}
