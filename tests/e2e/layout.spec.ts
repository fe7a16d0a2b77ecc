import { expect, expectConsoleErrors, test } from "./fixtures";
import { describeOverflow, findOverflow } from "./support/overflow";
import { builtSitemapPaths, sitemapLocPaths } from "./support/sitemap";

/** Every page a visitor can reach: the sitemap, the sign-in pages and a page that is not there. */
const sitemapPaths = builtSitemapPaths();
const otherPages = ["/login", "/register", "/forgot-password"];
const missingPage = "/this-page-does-not-exist";

test("the pages checked here are the ones the running site's sitemap lists", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(sitemapLocPaths(await response.text())).toEqual(sitemapPaths);
  expect(sitemapPaths.length).toBeGreaterThanOrEqual(40);
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`at 320 px in the ${colorScheme} theme, nothing is wider than the screen`, () => {
    test.use({ viewport: { width: 320, height: 640 }, colorScheme });

    for (const path of [...sitemapPaths, ...otherPages, missingPage]) {
      test(path, async ({ page, consoleErrors }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(path === missingPage ? 404 : 200);
        if (path === missingPage) expectConsoleErrors(consoleErrors, /status of 404/);
        // Measured in the site's own typefaces, as every visitor sees it once they arrive.
        expect(await page.evaluate(async () => (await document.fonts.load('1rem "Geist"')).length)).toBe(1);
        await page.evaluate(() => document.fonts.ready);
        expect(describeOverflow(await findOverflow(page)), `what is wider than the screen on ${path}`).toEqual([]);
      });
    }
  });
}
