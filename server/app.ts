import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import { clientAddressContext, requestIdContext } from "~/.server/request-context";
import { assignRequestId } from "./request-id";
import { loadSiteBuild } from "./site-build";

/** The client build sits beside this bundle: build/server/index.js and build/client/. */
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

export function createApp(): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(assignRequestId);

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });

  // Hashed file names change with their content, so they can be cached for good.
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  // Everything else in public/ keeps its name across deploys: cache briefly.
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));

  app.use(
    createRequestHandler({
      build: loadSiteBuild,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(requestIdContext, String(res.locals.requestId));
        context.set(clientAddressContext, req.ip ?? "unknown");
        return context;
      },
    }),
  );
  return app;
}
