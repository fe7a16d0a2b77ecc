import { type Page, request as newRequest } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { violationsInBothThemes } from "../support/axe";
import { bookByPost, confirmationPath, staffMadeCohort } from "../support/cohorts";
import { expect, test, waitForHydration } from "../support/fixtures";
import { signedInAccount, signedInLearner, staffSession } from "../support/staff";

/** A cohort with one German booking on its roster: the widest staff page. */
async function cohortWithABooking(): Promise<string> {
  const cohort = await staffMadeCohort({ course: "accessible-forms-and-components", capacity: 3, startsInDays: 85 });
  const learner = await newRequest.newContext({ baseURL });
  try {
    await signedInLearner(learner, "lernende", { displayName: "Maximiliane Schwarzenberger-Oberhollenzer" });
    await bookByPost(learner, cohort, undefined, `/de${confirmationPath(cohort)}`);
  } finally {
    await learner.dispose();
  }
  return cohort.cohort;
}

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
      const cohort = await cohortWithABooking();
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
