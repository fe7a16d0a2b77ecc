import { expect, expectConsoleErrors, test, waitForHydration } from "../support/fixtures";
import { violationsInBothThemes } from "../support/axe";
import { bookByPost, confirmationPath, staffMadeCohort } from "../support/cohorts";
import { describeOverflow, findOverflow } from "../support/overflow";
import { isStaffFramed, openSiteSpeedWithTable, staffTab, staffPagePaths, staffPeople } from "../support/signed-in-pages";
import { builtSitemapPaths } from "../support/sitemap";
import { signedInLearner } from "../support/staff";

/**
 * Every page a visitor can reach: the sitemap (seo.spec.ts checks the running site serves the
 * same list), the sign-in pages and a page that is not there.
 */
const sitemapPaths = builtSitemapPaths();
// Search's results in each language, and its answer when nothing is found (issue 68): noindex, so not in the sitemap.
const otherPages = [
  "/login",
  "/register",
  "/forgot-password",
  "/search?q=accessible+forms",
  "/de/search?q=Formular",
  "/search?q=accesibility",
];
const missingPage = "/this-page-does-not-exist";
const wcag22AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.describe("at 320 px, in the light and the dark theme, nothing is wider than the screen", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of [...sitemapPaths, ...otherPages, missingPage]) {
    test(path, async ({ visitorTab: page, consoleErrors }) => {
      await page.emulateMedia({ colorScheme: "light" });
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === missingPage ? 404 : 200);
      if (path === missingPage) expectConsoleErrors(consoleErrors, /status of 404/);
      // Measured in the site's own typefaces, as every visitor sees it once they arrive.
      expect(await page.evaluate(async () => (await document.fonts.load('1rem "Geist"')).length)).toBe(1);
      await page.evaluate(() => document.fonts.ready);
      expect(describeOverflow(await findOverflow(page)), "light theme").toEqual([]);
      // The dark theme is CSS only (decision 2): the same page, restyled, is the dark page.
      await page.emulateMedia({ colorScheme: "dark" });
      expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(true);
      expect(describeOverflow(await findOverflow(page)), "dark theme").toEqual([]);
      // And at this width axe finds nothing, in either theme (issue 36's "Done when").
      expect(await violationsInBothThemes(page, wcag22AA, () => true)).toEqual([]);
    });
  }
});

test.describe("the visitor tab the worker's read-only page tests share", () => {
  // One worker, in this order: the second test takes the tab the first one left.
  test.describe.configure({ mode: "serial" });
  test.use({ viewport: { width: 320, height: 640 }, colorScheme: "dark" });

  test("a test leaves cookies, storage, another size and the light theme behind", async ({ visitorTab: page }) => {
    await page.goto("/faq");
    await page.context().addCookies([{ name: "left-behind", value: "1", url: page.url() }]);
    await page.evaluate(() => {
      localStorage.setItem("left-behind", "1");
      sessionStorage.setItem("left-behind", "1");
    });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  });

  test("the next starts with none of it, at its own size and theme", async ({ visitorTab: page }) => {
    // The same tab: it still shows the page the last test left.
    expect(new URL(page.url()).pathname).toBe("/faq");
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect(page.viewportSize()).toEqual({ width: 320, height: 640 });
    expect(
      await page.evaluate(() => [
        matchMedia("(prefers-color-scheme: dark)").matches,
        matchMedia("(prefers-reduced-motion: reduce)").matches,
      ]),
    ).toEqual([true, false]);
  });
});

test("the check names what sticks out and what is cut off, so a wide page cannot pass it", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/faq");
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const wide = Object.assign(document.createElement("p"), { id: "too-wide", textContent: "x".repeat(80) });
    wide.style.cssText = "white-space: nowrap; font-family: monospace";
    const clipped = document.createElement("div");
    clipped.style.cssText = "overflow: hidden; width: 100px";
    const cutOff = Object.assign(document.createElement("span"), { id: "cut-off", textContent: "hello@brightline.digital" });
    // Through the style object: the site's CSP refuses style attributes written as markup.
    cutOff.style.whiteSpace = "nowrap";
    clipped.append(cutOff);
    main.prepend(wide, clipped);
  });
  const problems = describeOverflow(await findOverflow(page));
  expect(problems).toEqual([
    expect.stringMatching(/^<p#too-wide> "x+" sticks out of the screen \(from \d+ to \d+ px\)$/),
    expect.stringMatching(/^<span#cut-off> "hello@brightline\.digital" is cut off/),
  ]);
});

test("signed in as a learner with a long name, at 320 px, the account and booking pages fit and pass axe in both themes", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  const cohort = await staffMadeCohort({
    course: "accessible-forms-and-components",
    capacity: 4,
    format: "in-person",
    address: "The Engine Shed Annexe, Station Approach, Temple Meads, Bristol BS1 6QH",
  });
  await signedInLearner(page.request, "long-name", { displayName: staffPeople.longName.displayName });
  /** The page at `path` fits 320 px in both themes and passes axe in both. */
  async function checkPage(path: string) {
    await page.goto(path);
    // axe's run does not survive the page's scripts taking over the document midway; a page
    // that ships no script has nothing to wait for.
    if ((await page.locator('script[type="module"]').count()) > 0) await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await page.evaluate(() => document.fonts.ready);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(describeOverflow(await findOverflow(page)), `${path}, ${colorScheme} theme`).toEqual([]);
    }
    const violations = await violationsInBothThemes(page, wcag22AA, () => true);
    expect(violations.map((violation) => `${path}: ${violation}`)).toEqual([]);
  }
  // The step before booking: once booked, it leads to the booking's page.
  await checkPage(`${confirmationPath(cohort)}?shown=2`);
  const booking = await bookByPost(page.request, cohort);
  for (const path of [booking, `${booking}/cancel`, "/account"]) await checkPage(path);
});

test.describe("signed in as staff, at 320, 360, 375 and 414 px, nothing is wider than the screen", () => {
  const widths = [320, 360, 375, 414];
  for (const person of Object.values(staffPeople)) {
    for (const path of staffPagePaths) {
      test(`${path === "lead" ? "a lead's page" : path.startsWith("/") ? path : `a ${path}`}, with ${person.label}`, async ({
        signedInTab,
      }) => {
        const { page, at } = await staffTab(signedInTab, person);
        await page.setViewportSize({ width: widths[0]!, height: 640 });
        if (path === "/admin/site-speed") await openSiteSpeedWithTable(page);
        else await page.goto(at(path));
        // The form's Markdown editor comes in its own file once the page has hydrated: measured once it is there.
        if (path === "content form") await expect(page.getByRole("group", { name: "Formatting" }).first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const banner = page.getByRole("banner");
        // On a phone the corner is the person's picture (their own menu) and, on the site's
        // pages, the site's menu: no one-tap Log out. The staff pages' tools are tabs below.
        const corner = [
          banner.getByRole("button", { name: `Your account menu: ${person.displayName}` }),
          ...(isStaffFramed(path) ? [] : [banner.getByRole("button", { name: "Menu", exact: true })]),
        ];
        if (person.photoUrl) {
          // The picture the phone shows: the one on the account menu's button.
          const photo = corner[0]!.getByTestId("avatar-photo");
          await expect(photo).toHaveJSProperty("complete", true);
          expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        }
        for (const width of widths) {
          await page.setViewportSize({ width, height: 640 });
          expect(describeOverflow(await findOverflow(page)), `${width} px`).toEqual([]);
          // The bar's corner: the account and the menu side by side, neither over the other.
          const boxes = await Promise.all(corner.map(async (part) => (await part.boundingBox())!));
          const last = boxes.at(-1)!;
          if (boxes.length > 1) expect(boxes[0]!.x + boxes[0]!.width, `${width} px: the bar's corner overlaps`).toBeLessThanOrEqual(last.x);
          expect(last.x + last.width, `${width} px: the bar's last button is off the screen`).toBeLessThanOrEqual(width);
          await expect(banner.getByRole("button", { name: "Log out" })).toHaveCount(0);
          if (width === widths[0]) expect(await violationsInBothThemes(page, wcag22AA, () => true), `${width} px`).toEqual([]);
        }
      });
    }
  }
});
