import { expect, expectConsoleErrors, publicPages, test } from "../support/fixtures";
import AxeBuilder from "@axe-core/playwright";
import { type AxeResult as Result, axeOf, axeViolations, colourSchemes, violationsInBothThemes } from "../support/axe";
import { openSiteSpeedWithTable, staffTab, type StaffPagePath, staffPagePaths, staffPeople } from "../support/signed-in-pages";

const wcagAA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const seriousOrCritical = (violation: Result) => violation.impact === "serious" || violation.impact === "critical";

test.describe("accessibility in the light and the dark theme", () => {
  for (const path of publicPages) {
    test(`${path} has no serious or critical axe violations`, async ({ visitorTab: page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await violationsInBothThemes(page, wcagAA, seriousOrCritical)).toEqual([]);
    });
  }

  test("the not-found page has no serious or critical axe violations", async ({ visitorTab: page, consoleErrors }) => {
    await page.goto("/no-such-page");
    expect(await violationsInBothThemes(page, [], seriousOrCritical)).toEqual([]);
    expectConsoleErrors(consoleErrors, /404/);
  });
});

test("the axe check finds what axe's own default finds, in each theme, a transition's end included", async ({ page }) => {
  await page.goto("/faq");
  await page.evaluate(() => {
    const image = Object.assign(document.createElement("img"), { id: "planted-image", src: "/favicon.svg", width: 16, height: 16 });
    const text = Object.assign(document.createElement("p"), { id: "planted-text", textContent: "Hard to read in the dark" });
    document.querySelector("main")!.prepend(image, text);
    // Through CSSOM: the site's CSP refuses style elements and attributes written as markup.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      "#planted-text { color: #111; background: #fff; transition: color 20s, background-color 20s }" +
        "@media (prefers-color-scheme: dark) { #planted-text { color: #333; background: #222 } }",
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  // The dark theme changes only colours: the image without a name is found once, in the light.
  const found = await violationsInBothThemes(page, [], () => true);
  expect(found).toEqual(["light: image-alt: #planted-image", "dark: color-contrast: #planted-text"]);
  // The cheaper runs (axe put in the page once, and axeOf) and AxeBuilder's default agree on the
  // page as it is now, in the dark.
  const targets = (violations: Result[]) =>
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`);
  const cheap = targets(await axeViolations(page, []));
  expect(cheap).toEqual(targets((await new AxeBuilder({ page }).analyze()).violations));
  expect(targets((await axeOf(page).analyze()).violations)).toEqual(cheap);
  expect(cheap).toContain("color-contrast: #planted-text");
});

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
const staffPageName = (path: StaffPagePath) => (path === "lead" ? "a lead's page" : path.startsWith("/") ? path : `a ${path}`);

test.describe("signed in as staff: the whole page, in both themes, at 375 and 1280 px", () => {
  for (const path of staffPagePaths) {
    test(`${staffPageName(path)} has no axe violations`, async ({ signedInTab }) => {
      const { page, at } = await staffTab(signedInTab, staffPeople.longName);
      await page.setViewportSize({ width: 375, height: 800 });
      if (path === "/admin/site-speed") await openSiteSpeedWithTable(page);
      else await page.goto(at(path));
      // The form's Markdown editor comes in its own file once the page has hydrated: checked once it is there.
      if (path === "content form") await expect(page.getByRole("group", { name: "Formatting" }).first()).toBeVisible();
      // On a phone the corner is the person's own menu: opened, so that it is checked too.
      const accountMenu = page.getByRole("banner").getByRole("button", { name: `Your account menu: ${staffPeople.longName.displayName}` });
      await expect(accountMenu).toBeVisible();
      const found: string[] = [];
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        if (width === 375) {
          await accountMenu.click();
          await expect(page.getByRole("navigation", { name: "Your account" })).toBeVisible();
        }
        // Every violation, not only the serious ones, with label-in-name (an experimental rule
        // of axe's) on: a control's visible words must be part of its accessible name.
        const violations = await violationsInBothThemes(page, [...wcagAA, "wcag22aa", "experimental"], () => true);
        found.push(...violations.map((violation) => `${width} px, ${violation}`));
      }
      expect(found).toEqual([]);
    });
  }
});
