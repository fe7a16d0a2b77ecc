import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { fontsCameAfterFirstPaint, lateFontShift, layoutShift, noteWhenFontsArrive } from "../support/layout-shift";

/** The downloaded faces that have arrived (the local fallbacks are faces too, but not files). */
async function loadedFaces(page: Page) {
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "loaded" && !face.family.includes("Fallback"))
      .map((face) => face.family.replaceAll('"', "")),
  );
  return faces.sort();
}

test.describe("the site's typefaces", () => {
  test("both faces, and nothing else, are preloaded: the files the CSS declares, which every first paint uses", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const preloads = page.locator('head link[rel="preload"][as="font"]');
    await expect(preloads).toHaveCount(2);
    const stylesheet = await page.locator('head link[rel="stylesheet"]').first().getAttribute("href");
    const css = await (await request.get(stylesheet!)).text();
    const hrefs: string[] = [];
    for (const preload of await preloads.all()) {
      await expect(preload).toHaveAttribute("type", "font/woff2");
      await expect(preload).toHaveAttribute("crossorigin", "anonymous");
      const href = (await preload.getAttribute("href"))!;
      expect(css).toContain(`url(${href})`);
      hrefs.push(href);
    }
    expect(hrefs.sort()).toEqual([
      expect.stringMatching(/^\/assets\/bricolage-grotesque-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/geist-latin-wght-normal-[\w-]+\.woff2$/),
    ]);
    // Text shows at once in the fallback, then swaps: never invisible while a font loads.
    expect(css.match(/font-display:\s*swap/g)).toHaveLength(2);
  });

  test("headings are set in the display face and text in the body face", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    const family = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(await family("h1")).toMatch(/^"Bricolage Grotesque", "Bricolage Grotesque Fallback: Arial"/);
    expect(await family("main p")).toMatch(/^Geist, "Geist Fallback: Arial"/);
    expect(await loadedFaces(page)).toEqual(["Bricolage Grotesque", "Geist"]);
  });

  // The fallbacks are sized to the real faces, so text laid out before a font arrives keeps its
  // lines when the font swaps in. With plain fallbacks the home page shifts by about 0.15.
  for (const path of ["/", "/faq", "/about-us"]) {
    for (const width of [375, 1280]) {
      test(`a font that arrives a second late barely moves ${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        // A second after the page is first drawn, however long a busy machine takes to draw it.
        let drawn!: () => void;
        const firstPaint = new Promise<void>((resolve) => (drawn = resolve));
        await page.route(/\.woff2$/, async (route) => {
          await firstPaint;
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        });
        await page.addInitScript(noteWhenFontsArrive);
        await page.goto(path, { waitUntil: "commit" });
        await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
        drawn();
        await page.waitForLoadState("load");
        await page.evaluate(() => document.fonts.ready);
        expect(await loadedFaces(page)).toEqual(["Bricolage Grotesque", "Geist"]);
        // What budgets.spec.ts's layout-shift test tells apart: these fonts came after the first paint.
        expect(await fontsCameAfterFirstPaint(page)).toBe(true);
        expect(await layoutShift(page), `cumulative layout shift on ${path}`).toBeLessThan(lateFontShift);
      });
    }
  }
});
