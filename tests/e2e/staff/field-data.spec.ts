import type { Page } from "@playwright/test";
import { readFieldData } from "../../../app/field-data/read-field-data.server";
import { expect, expectConsoleErrors, test } from "../support/fixtures";

/** The reporter, a module of its own with web-vitals in it, by its path under /assets/. */
const reporterChunk = /\/assets\/vitals-[\w-]+\.js$/;

/** Page loads of `route` the server has counted, per metric: what `npm run vitals` reads. */
async function countedFor(route: string): Promise<Record<string, number>> {
  const { rows } = await readFieldData();
  return Object.fromEntries(rows.filter((row) => row.route === route).map((row) => [row.metric, row.samples]));
}

/**
 * Resolves once the page has fetched the reporter, the browser has been idle after it, and the
 * page's paints have been handed to an observer made after the reporter's. web-vitals hears of
 * FCP and LCP from its own observers, whose callbacks are tasks of their own: on a busy machine
 * the page was once left before they ran, and then it reported TTFB alone (issue 63). Observers'
 * callbacks run in the order they were made, so the reporter's have run when this one has.
 */
async function reporterRunning(page: Page) {
  await page.waitForFunction(
    (source) => performance.getEntriesByType("resource").some((entry) => new RegExp(source).test(new URL(entry.name).pathname)),
    reporterChunk.source,
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve))));
  await page.evaluate(() =>
    Promise.all(
      (["paint", "largest-contentful-paint"] as const).map(
        (type) =>
          new Promise<void>((resolve) =>
            new PerformanceObserver((_list, observer) => {
              observer.disconnect();
              resolve();
            }).observe({ type, buffered: true }),
          ),
      ),
    ),
  );
}

test.describe("field data", () => {
  // A page without scripts and one that hydrates load the same reporter the same way.
  for (const { path, route } of [
    { path: "/courses/react-router-full-stack-apps", route: "/courses/:slug" },
    { path: "/login", route: "/login" },
  ]) {
    test(`${path} reports its Core Web Vitals under ${route} when the visitor leaves it, and the server counts them`, async ({ page }) => {
      const before = await countedFor(route);
      await page.goto(path);
      await reporterRunning(page);
      // Leaving hides the page: web-vitals settles LCP and CLS, and the reporter sends its beacon.
      await page.goto("/faq");
      // Other tests may report the same route meanwhile: each metric must have grown by this visit at least.
      const notCounted = async () => {
        const after = await countedFor(route);
        return ["LCP", "CLS", "FCP", "TTFB"].filter((metric) => (after[metric] ?? 0) <= (before[metric] ?? 0));
      };
      // The server saves its counts a few seconds after a report.
      await expect.poll(notCounted, { timeout: 20_000, message: "metrics the server has not counted for this visit" }).toEqual([]);
    });
  }

  test("the reporter is no part of the first load, comes once the page is idle, and a failure to fetch it leaves the page working", async ({
    page,
    consoleErrors,
  }) => {
    const html = await (await page.request.get("/")).text();
    expect(html).not.toMatch(/report-vitals|web-vitals/);

    let fetches = 0;
    await page.route(
      (url) => reporterChunk.test(url.pathname),
      (route) => {
        fetches += 1;
        return route.abort("failed");
      },
    );
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents += 1;
    });
    await page.goto("/");
    await expect.poll(() => fetches).toBe(1);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200))));
    // No chunk-recovery screen, no reload: the page goes on as if nothing had happened.
    await expect(page.locator("#chunk-failure")).toHaveCount(0);
    expect(documents).toBe(1);
    await page.getByRole("link", { name: "FAQ" }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    expectConsoleErrors(consoleErrors, /ERR_FAILED|Failed to load resource/);
  });
});
