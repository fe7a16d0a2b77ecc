import type { Page } from "@playwright/test";
import { violationsInBothThemes } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { staffSession } from "../support/staff";

/**
 * An owner's day in the studio (issue 64), on the suite's own site, reading only: the list of
 * everything on a phone and a wide screen, and a post's preview drawn as its published page.
 */
const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.describe("the studio's list of everything", () => {
  for (const [width, language, path, services, projects, pages, servicesPage] of [
    [320, "English", "/admin/content", "Services", "Case studies", "Pages' words", "Services page"],
    [1280, "German", "/de/admin/content", "Leistungen", "Projekte", "Seitentexte", "Seite „Services“"],
  ] as const) {
    test(`at ${width} px in ${language}, reads as kinds under their headings, each title across its row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await staffSession(page.request);
      await page.goto(path);
      // Kind by kind: a heading for each, with its count, and a line of links to each.
      const headings = page.getByRole("heading", { level: 2 });
      await expect(headings.first()).toHaveText(new RegExp(`^${services} \\(8 `));
      expect(await headings.count()).toBeGreaterThanOrEqual(7);
      const kinds = page.getByRole("navigation", { name: language === "English" ? "Parts of the list" : "Teile der Liste" });
      await kinds.getByRole("link", { name: new RegExp(`^${projects}`) }).click();
      await expect(page).toHaveURL(/#kind-project$/);
      const caseStudies = page.getByRole("region", { name: new RegExp(`^${projects}`) });
      await expect(caseStudies).toBeInViewport();

      // A title reads as words, not one letter a line: it spans most of its row on a phone too.
      const title = caseStudies.getByRole("heading", { level: 3 }).first();
      const row = caseStudies.getByRole("listitem").first();
      const [titleBox, rowBox] = [await title.boundingBox(), await row.boundingBox()];
      expect(titleBox!.width).toBeGreaterThan(rowBox!.width * 0.5);
      expect(titleBox!.height).toBeLessThan(80);
      // A page's words are named in the list's language, not half in English.
      await expect(page.getByRole("region", { name: new RegExp(`^${pages}`) }).getByRole("heading", { name: servicesPage })).toBeVisible();
      expect(await violationsInBothThemes(page, wcag, () => true)).toEqual([]);
    });
  }
});

test.describe("a post's preview", () => {
  for (const [width, language, path] of [
    [375, "English", "/admin/content?kind=post"],
    [1280, "German", "/de/admin/content?kind=post"],
  ] as const) {
    test(`at ${width} px in ${language}, is drawn as the published page: headings, bullets and links styled`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await staffSession(page.request);
      await page.goto(path);
      await page.getByRole("heading", { level: 3 }).getByRole("link").first().click();
      await page.locator("main a[href$='/preview']").first().click();
      await expect(page.getByRole("complementary").getByText(/^(Draft|Entwurf)$/)).toBeVisible();

      const previewed = await bodyStyles(page);
      // The same post on its public page: the preview draws it alike.
      const published = page
        .getByRole("complementary")
        .locator("span")
        .filter({ hasText: /\/blog\// });
      const address = (await published.textContent())!.replace(/^.*?(\/(de\/)?blog\/\S+).*$/, "$1");
      await page.goto(address);
      expect(previewed).toEqual(await bodyStyles(page));
      // And what that is: bullets, a link in the theme's colour, a heading's anchor out of sight until hovered.
      expect(previewed.bullets).toBe("disc");
      expect(previewed.link).not.toBe(previewed.text);
      expect(previewed.anchorOpacity).toBe("0");
    });
  }
});

/** How a post's body draws its parts: a list's bullets, a link's colour against the text's, a heading's anchor. */
function bodyStyles(page: Page) {
  return page.locator(".post-body").evaluate((body) => {
    const style = (selector: string) => getComputedStyle(body.querySelector(selector)!);
    return {
      bullets: style("ul").listStyleType,
      link: style("p a:not(.heading-anchor)").color,
      text: getComputedStyle(body).color,
      anchorOpacity: style(".heading-anchor").opacity,
    };
  });
}

test.describe("a document that names another", () => {
  for (const [width, language, path, author, instructor] of [
    [375, "English", "", "Author", "Instructor"],
    [1280, "German", "/de", "Verfasst von", "Kursleitung"],
  ] as const) {
    test(`at ${width} px in ${language}, offers the documents that exist by their names, not codes to type`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await staffSession(page.request);
      const editPage = async (query: string) => {
        await page.goto(`${path}/admin/content?q=${query}`);
        await page.getByRole("heading", { level: 3 }).getByRole("link").first().click();
        await page.waitForURL(/\/admin\/content\/[\da-f-]{36}$/);
        await page.goto(`${page.url()}/edit`);
      };
      await editPage("dark-mode-that-follows-the-system&kind=post");
      const byline = page.getByRole("combobox", { name: author, exact: true });
      await expect(byline.locator("option:checked")).toHaveText("Maya Okafor");
      const team = ["Daniel Osei", "Ellis Hart", "Maya Okafor", "Priya Raman", "Sofia Marques", "Tom Lindqvist"];
      expect((await byline.locator("option").allTextContents()).filter((name) => team.includes(name)).sort()).toEqual(team);

      await editPage("&kind=course");
      await expect(page.getByRole("combobox", { name: instructor, exact: true }).locator("option:checked")).toHaveText(
        /^[A-Z][a-z]+ [A-Z]/,
      );
      expect(await violationsInBothThemes(page, wcag, () => true)).toEqual([]);
    });
  }
});
