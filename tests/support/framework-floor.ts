import { gzipSync } from "node:zlib";
import { build, type Plugin, type Rolldown } from "vite";

/**
 * What any React Router framework-mode page ships before a line of the site's own code: React,
 * React DOM hydrating the document, and React Router's HydratedRouter with the components of its
 * own root template (Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse).
 */
const FLOOR_ENTRY = `
import { createElement, StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
globalThis.rootTemplate = [Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse];
startTransition(() => hydrateRoot(document, createElement(StrictMode, null, createElement(HydratedRouter))));
`;

const ENTRY_ID = "\0framework-floor";

const floorEntry: Plugin = {
  name: "framework-floor",
  resolveId: (id) => (id === ENTRY_ID ? id : undefined),
  load: (id) => (id === ENTRY_ID ? FLOOR_ENTRY : undefined),
};

export type FrameworkFloor = { minifiedBytes: number; gzipBytes: number };

/**
 * Builds that page's JavaScript with the site's own Vite and packages, minified for production
 * in one file, and weighs it at gzip level 9 as the budgets weigh the site's files. Measured, not
 * written down, so the floor follows each upgrade of React or React Router.
 */
export async function measureFrameworkFloor(): Promise<FrameworkFloor> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    const result = await build({
      configFile: false,
      logLevel: "silent",
      mode: "production",
      plugins: [floorEntry],
      build: { write: false, minify: true, rollupOptions: { input: ENTRY_ID, output: { codeSplitting: false } } },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const code = outputs
      .flatMap((output) => output.output)
      .filter((file) => file.type === "chunk")
      .map((chunk) => chunk.code)
      .join("\n");
    return { minifiedBytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length };
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}
