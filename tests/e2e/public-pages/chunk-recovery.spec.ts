import type { Page } from "@playwright/test";
import { expect, expectConsoleErrors, test, waitForHydration } from "../support/fixtures";
import { withoutPrerendering } from "../support/speculation";

type RouterWindow = Window & { __reactRouterManifest?: { routes: Record<string, { module: string }> } };

/** The URL of a route's own chunk, as the running app knows it. */
async function routeModulePath(page: Page, routeId: string): Promise<string> {
  const handle = await page.waitForFunction((id) => (window as RouterWindow).__reactRouterManifest?.routes[id]?.module, routeId);
  return (await handle.jsonValue()) as string;
}

/** Makes the chunk fail `times` times (Infinity: always), and counts the attempts. */
async function breakChunk(page: Page, path: string, times: number) {
  const state = { attempts: 0 };
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      state.attempts += 1;
      return state.attempts <= times ? route.abort("failed") : route.continue();
    },
  );
  return state;
}

function countDocumentLoads(page: Page, pathname: string) {
  const state = { loads: 0 };
  page.on("request", (request) => {
    if (request.resourceType() === "document" && new URL(request.url()).pathname === pathname) state.loads += 1;
  });
  return state;
}

const failedChunk = /ERR_FAILED|dynamically imported module|Failed to load resource/;

// Only pages that hydrate load route chunks (decision 24): the sign-in pages route between
// themselves in the browser.
test.describe("a route chunk that fails to load", () => {
  test("on navigation, loads the destination as a full page once and recovers", async ({ page, consoleErrors }) => {
    await withoutPrerendering(page);
    await page.goto("/login");
    await waitForHydration(page);
    const chunk = await routeModulePath(page, "routes/register");
    const broken = await breakChunk(page, chunk, 1);
    const documents = countDocumentLoads(page, "/register");

    await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();

    await expect(page).toHaveURL("/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
    await waitForHydration(page);
    await expect(page.getByText("This page couldn't load")).toHaveCount(0);
    expect(documents.loads).toBe(1);
    expect(broken.attempts).toBeGreaterThanOrEqual(2);
    expectConsoleErrors(consoleErrors, failedChunk);
  });

  test("when it fails again, shows a clear message with a Reload button", async ({ page, consoleErrors }) => {
    await withoutPrerendering(page);
    await page.goto("/login");
    await waitForHydration(page);
    const chunk = await routeModulePath(page, "routes/register");
    await breakChunk(page, chunk, Infinity);
    const documents = countDocumentLoads(page, "/register");

    await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "This page couldn't load" });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL("/register");
    expect(documents.loads).toBe(1);

    // Once the files are back, Reload brings the page to life.
    await page.unrouteAll();
    await alert.getByRole("button", { name: "Reload" }).click();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
    await expect(page.getByText("This page couldn't load")).toHaveCount(0);
    expectConsoleErrors(consoleErrors, failedChunk);
  });

  test("on a first visit, reloads once by itself and recovers", async ({ browser, page, consoleErrors }) => {
    // Learn the chunk's address in a context of its own, so the visit under test starts with
    // an empty cache and the chunk's first download is the one that fails.
    const probe = await browser.newContext();
    const probePage = await probe.newPage();
    await probePage.goto("/register");
    const chunk = await routeModulePath(probePage, "routes/register");
    await probe.close();

    // Every download of the chunk fails until the page reloads: both the preload and the
    // import that needs it, whichever the browser asks for first.
    const documents = countDocumentLoads(page, "/register");
    let failed = 0;
    await page.route(
      (url) => url.pathname === chunk,
      (route) => {
        if (documents.loads > 1) return route.continue();
        failed += 1;
        return route.abort("failed");
      },
    );

    await page.goto("/register");
    await expect.poll(() => documents.loads).toBe(2);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
    await expect(page.getByText("This page couldn't load")).toHaveCount(0);
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(documents.loads).toBe(2);
    expectConsoleErrors(consoleErrors, failedChunk);
  });
});
