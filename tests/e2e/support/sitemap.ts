import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** The `<loc>` addresses of a sitemap, as paths (with their query) on whichever server serves it. */
export function sitemapLocPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
}

// Read once per run: the runner lists the tests first, and its workers inherit its environment.
const cacheKey = "E2E_BUILT_SITEMAP_PATHS";

/**
 * The paths in the production build's sitemap, known while tests are being listed (before any
 * server starts), so that each page can be a test of its own. A test in `layout.spec.ts`
 * checks that the running server's /sitemap.xml lists the same paths.
 */
export function builtSitemapPaths(): string[] {
  const cached = process.env[cacheKey];
  if (cached) return JSON.parse(cached) as string[];
  if (!existsSync(path.resolve("build/server/index.js"))) {
    throw new Error("No production build in build/: run `npm run build` before the browser tests (npm run test:e2e does).");
  }
  const xml = execFileSync(process.execPath, [path.resolve("tests/e2e/support/print-sitemap.mjs")], { encoding: "utf8" });
  const paths = sitemapLocPaths(xml);
  process.env[cacheKey] = JSON.stringify(paths);
  return paths;
}
