import type { Page } from "@playwright/test";
import { violationsInBothThemes } from "../support/axe";
import { cohortWithGermanBooking } from "../support/cohorts";
import { expect, test, waitForHydration } from "../support/fixtures";
import { signedInAccount, staffSession } from "../support/staff";

/**
 * The German sign-in, account and staff pages (issue 42) at a phone's and a desk's width, in both
 * themes: axe finds nothing, and nothing is wider than the screen. The public German pages have
 * the same checks in layout.spec.ts, from the sitemap.
 */
const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [375, 1280]) {
  test.describe(`German pages behind the sign-in at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the sign-in pages", async ({ page }) => {
      for (const path of ["/de/login", "/de/register", "/de/forgot-password"]) {
        await page.goto(path);
        await waitForHydration(page);
        expect(await violationsInBothThemes(page, wcag, () => true), path).toEqual([]);
        expect(await fits(page), path).toBe(true);
      }
    });

    test("the account page", async ({ page }) => {
      await signedInAccount(page.request, "barrierefrei", { displayName: "Maximiliane Leutheusser-Schnarrenberger" });
      await page.goto("/de/account");
      await waitForHydration(page);
      expect(await violationsInBothThemes(page, wcag, () => true)).toEqual([]);
      expect(await fits(page)).toBe(true);
    });

    test("the staff inbox and cohorts", async ({ page }) => {
      // The widest staff page: a cohort with a long-named learner on its roster.
      const { cohort } = await cohortWithGermanBooking("accessible-forms-and-components", "Maximiliane Schwarzenberger-Oberhollenzer", 85);
      await staffSession(page.request);
      for (const path of [
        "/de/admin",
        "/de/admin/cohorts",
        "/de/admin/cohorts/new",
        `/de/admin/cohorts/${cohort}`,
        "/de/admin/site-speed",
      ]) {
        await page.goto(path);
        await waitForHydration(page);
        expect(await violationsInBothThemes(page, wcag, () => true), path).toEqual([]);
        expect(await fits(page), path).toBe(true);
      }
    });
  });
}
