import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, publicPages, test } from "./fixtures";

const KB = 1024;
const clientDir = path.resolve("build/client");

/**
 * The scripts and stylesheets a page fetched before its load event, as paths into the client
 * build: what it needs to render and hydrate. Anything fetched later (the sign-in SDK, when
 * the browser is idle) is in `later`.
 */
async function assetsLoaded(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const assets = performance
      .getEntriesByType("resource")
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((entry) => entry.path.startsWith("/assets/"));
    const loadStart = navigation!.loadEventStart;
    return {
      first: assets.filter((entry) => entry.start <= loadStart).map((entry) => entry.path),
      later: assets.filter((entry) => entry.start > loadStart).map((entry) => entry.path),
    };
  });
}

/** The module scripts a page's HTML asks for: its entry, routes and their static imports. */
async function scriptsInHTML(page: Page, url: string) {
  const html = await (await page.request.get(url)).text();
  return [...html.matchAll(/(?:href|from|import\()\s*"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
}

const isFirebaseSDK = (asset: string) => /\/assets\/firebase-auth\.client-[\w-]+\.js$/.test(asset);

/** Gzip size of the built file: deterministic, unlike timings or transfer sizes. */
function gzipBytes(assetPath: string) {
  return gzipSync(readFileSync(path.join(clientDir, assetPath)), { level: 9 }).length;
}

function total(assets: string[], extension: string) {
  return assets.filter((asset) => asset.endsWith(extension)).reduce((sum, asset) => sum + gzipBytes(asset), 0);
}

test.describe("budgets before any interaction", () => {
  test("the home page loads at most 120 KB gzip of JavaScript and 15 KB gzip of CSS", async ({ page }) => {
    const { first, later } = await assetsLoaded(page, "/");
    const js = total(first, ".js");
    const css = total(first, ".css");
    console.log(
      `home page: ${(js / KB).toFixed(1)} KB gzip JavaScript, ${(css / KB).toFixed(1)} KB gzip CSS; ` +
        `then ${(total(later, ".js") / KB).toFixed(1)} KB of sign-in code when idle`,
    );
    expect(first.filter(isFirebaseSDK)).toEqual([]);
    expect(js).toBeGreaterThan(0);
    expect(js).toBeLessThanOrEqual(120 * KB);
    expect(css).toBeGreaterThan(0);
    expect(css).toBeLessThanOrEqual(15 * KB);
  });

  test("no page's first load carries the Firebase SDK: sign-in pages fetch it at once, others when idle", async ({ page }) => {
    for (const url of [...publicPages, "/register", "/forgot-password"]) {
      const scripts = await scriptsInHTML(page, url);
      expect(scripts.length, `${url}: scripts in the HTML`).toBeGreaterThan(0);
      expect(scripts.filter(isFirebaseSDK), `${url}: scripts in the HTML`).toEqual([]);
      const { first, later } = await assetsLoaded(page, url);
      expect(first.length, `${url}: scripts of the first load`).toBeGreaterThan(0);
      const eager = ["/login", "/register", "/forgot-password"].includes(url);
      if (!eager) expect(first.filter(isFirebaseSDK), `${url}: first load`).toEqual([]);
      // Fetched all the same: at once on sign-in pages, after the load event on the others.
      expect([...first, ...later].filter(isFirebaseSDK), `${url}: fetched in the end`).toHaveLength(1);
    }
  });

  for (const width of [375, 1280]) {
    for (const url of publicPages) {
      test(`images and fonts cause no layout shift on ${url} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url);
        await page.waitForLoadState("networkidle");
        // Scroll through so lazy images load in view, then read every shift recorded.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 30));
          }
        });
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let sum = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                  if (!entry.hadRecentInput) sum += entry.value;
                }
              }).observe({ type: "layout-shift", buffered: true });
              setTimeout(() => resolve(sum), 200);
            }),
        );
        expect(shift, `cumulative layout shift on ${url}`).toBeLessThan(0.01);
        const unsized = await page.$$eval("img", (images) =>
          images.filter((image) => !image.getAttribute("width") || !image.getAttribute("height")).map((image) => image.src),
        );
        expect(unsized, `images without width and height on ${url}`).toEqual([]);
      });
    }
  }
});
