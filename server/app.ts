import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import {
  clientAddressContext,
  cspNonceContext,
  logServerError,
  pageRoutePatterns,
  pageRoutePatternsContext,
  refusedStatusContext,
  requestIdContext,
  type Settings,
  pageKindContext,
  upstreamRequestIdContext,
} from "~/entry.server";
import type { AccountCorners } from "./account-corner";
import { cornerForVisitor } from "./account-corner";
import { capturePages } from "./page-capture";
import { boundRenders } from "./render-bounds";
import { RENDERED_PAGE_BROTLI } from "./rendered-page-brotli";
import type { PageCache } from "./page-cache";
import { assignRequestId } from "./request-id";
import { rateLimitKey } from "./client-address";
import { listPublicFiles } from "./public-files";
import { requestGate } from "./request-gate";
import { securityHeaders } from "./security-headers";
import { loadSiteBuild } from "./site-build";

/** The client build sits beside this bundle: build/server/index.js and build/client/. */
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

/** The one Express app of production and development; in development Vite serves the assets. */
export function createApp({
  vite,
  settings,
  pageCache,
  corners,
}: {
  vite?: ViteDevServer;
  settings: Settings;
  pageCache?: PageCache;
  /** Puts a signed-in visitor's account corner into a shared page (decision 24). */
  corners: AccountCorners;
}): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Only then do the client's address, protocol and host come from X-Forwarded-* headers.
  app.set("trust proxy", settings.trustProxy);
  app.use(compression({ brotli: { params: RENDERED_PAGE_BROTLI } }));
  app.use(assignRequestId);
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

  // In development every request gets the route modules as they are now.
  const build = vite ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild> : loadSiteBuild;
  app.use(requestGate(build, settings.allowedOrigins));
  // The corner goes into what the capture has kept: registered first, it writes after it.
  app.use(cornerForVisitor(corners));
  if (pageCache) app.use(capturePages(pageCache));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // A request the gate refused goes on only to be shown the 405 page, never a file.
    const files =
      (serve: express.RequestHandler): express.RequestHandler =>
      (req, res, next) =>
        res.locals.refusedStatus ? next() : serve(req, res, next);
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
  app.use(boundRenders());
  app.use(
    createRequestHandler({
      build,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(requestIdContext, String(res.locals.requestId));
        context.set(upstreamRequestIdContext, res.locals.upstreamRequestId as string | undefined);
        context.set(cspNonceContext, res.locals.cspNonce as string);
        context.set(refusedStatusContext, res.locals.refusedStatus as number | undefined);
        context.set(clientAddressContext, rateLimitKey(req.ip));
        context.set(pageRoutePatternsContext, async () => pageRoutePatterns((await build()).routes));
        // The kind of page the request gate matched: a shared page may not read the session.
        context.set(pageKindContext, (res.locals.pageKind as "shared" | "personal" | undefined) ?? null);
        return context;
      },
    }),
  );
  // The last word on anything that went wrong outside React Router: logged once, with the
  // request id, and a plain answer that shows nothing of the server.
  app.use(((error, req, res, _next) => {
    logServerError(error, {
      requestId: String(res.locals.requestId),
      upstreamRequestId: res.locals.upstreamRequestId as string | undefined,
      method: req.method,
      url: req.path,
    });
    if (res.headersSent) return void res.destroy();
    res
      .status(500)
      .type("text/plain; charset=utf-8")
      .send(`Something went wrong on our side. Request id: ${String(res.locals.requestId)}\n`);
  }) satisfies express.ErrorRequestHandler);
  return app;
}
