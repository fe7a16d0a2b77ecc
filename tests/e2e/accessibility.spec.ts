import AxeBuilder from "@axe-core/playwright";
import { expect, expectConsoleErrors, publicPages, test } from "./fixtures";
import { openSiteSpeedWithTable, signInAsStaff, type StaffPagePath, staffPagePaths, staffPeople } from "./support/signed-in-pages";

const colourSchemes = ["light", "dark"] as const;

for (const colorScheme of colourSchemes) {
  test.describe(`accessibility in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of publicPages) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }

    test("the not-found page has no serious or critical axe violations", async ({ page, consoleErrors }) => {
      await page.goto("/no-such-page");
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
      expectConsoleErrors(consoleErrors, /404/);
    });
  });
}

for (const colorScheme of colourSchemes) {
  test(`the page is in the ${colorScheme} theme when the system is, before any script runs`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    // Canvas turns any CSS colour (the theme uses oklch) into sRGB bytes.
    const lightness = await page.evaluate(() => {
      const context = document.createElement("canvas").getContext("2d")!;
      context.fillStyle = getComputedStyle(document.body).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    });
    if (colorScheme === "dark") expect(lightness).toBeLessThan(0.3);
    else expect(lightness).toBeGreaterThan(0.9);
    await context.close();
  });
}

/** A staff page's name in a test title. */
const staffPageName = (path: StaffPagePath) => (path === "lead" ? "a lead's page" : path);

test.describe("signed in as staff: the whole page, in both themes, at 375 and 1280 px", () => {
  for (const path of staffPagePaths) {
    test(`${staffPageName(path)} has no axe violations`, async ({ page }) => {
      const at = await signInAsStaff(page, staffPeople.withPhoto);
      await page.setViewportSize({ width: 375, height: 800 });
      if (path === "/admin/site-speed") await openSiteSpeedWithTable(page);
      else await page.goto(at(path));
      await expect(
        page.getByRole("banner").getByRole("link", { name: `Your account: ${staffPeople.withPhoto.displayName}` }),
      ).toBeVisible();
      const found: string[] = [];
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const colorScheme of colourSchemes) {
          await page.emulateMedia({ colorScheme });
          // Links and buttons ease into the new theme's colours; axe must see where they end.
          await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
          const results = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "experimental"])
            .analyze();
          for (const violation of results.violations) {
            found.push(`${width} px, ${colorScheme}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
          }
        }
      }
      expect(found).toEqual([]);
    });
  }
});
