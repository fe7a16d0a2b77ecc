import type { Page } from "@playwright/test";
import { violationsInBothThemes } from "../support/axe";
import { cohortWithGermanBooking } from "../support/cohorts";
import { expect, test, waitForHydration } from "../support/fixtures";
import { describeOverflow, findOverflow } from "../support/overflow";
import { openSiteSpeedWithTable, staffTab, staffPagePaths, staffPeople } from "../support/signed-in-pages";
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

/**
 * Every kind of page a member of staff sees, in German, at the narrowest phone: German's long
 * words and the longest display name in the bar, in both themes. layout.spec.ts walks the same
 * pages in English at 320 to 414 px.
 */
test.describe("German pages signed in as staff with a long name, at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  const person = staffPeople.longName;
  for (const path of staffPagePaths) {
    test(path, async ({ signedInTab }) => {
      const { page, at } = await staffTab(signedInTab, person);
      let german = `/de${at(path) === "/" ? "" : at(path)}`;
      if (path.startsWith("content ")) {
        // The German version of the studio's course, whose own words are German too (a German
        // address of the English document previews it in English, as it should).
        await page.goto(`/de${at("content document")}`);
        const translation = page.getByRole("region", { name: "Sprachen" }).locator('p[lang="de"] a');
        const germanDocument = (await translation.getAttribute("href"))!;
        german = at(path).replace(at("content document"), germanDocument);
      }
      if (path === "/admin/site-speed") await openSiteSpeedWithTable(page, "de");
      else await page.goto(german);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      if ((await page.locator('script[type="module"]').count()) > 0) await waitForHydration(page);
      // The Markdown editor comes in its own file once the form has hydrated: measured once it is there.
      if (path === "content form") await expect(page.getByRole("group", { name: "Formatierung" }).first()).toBeVisible();
      await expect(page.getByRole("banner").getByRole("button", { name: `Menü Ihres Kontos: ${person.displayName}` })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        expect(describeOverflow(await findOverflow(page)), `${german}, ${colorScheme} theme`).toEqual([]);
      }
      expect(await violationsInBothThemes(page, wcag, () => true), german).toEqual([]);
    });
  }
});
