import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";

/**
 * The content in German (issue 42, decision 49): German documents on German pages, English ones
 * marked and noted where there is no translation yet, search engines told only of what exists,
 * and the studio's translations side by side.
 */

/** A post the repository has no German for, which no test here translates. */
const untranslatedPost = "/blog/sanitising-user-and-cms-content";

/** The page's alternates and canonical, as paths. */
async function addresses(page: Page) {
  const paths = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]));
  return { alternates: await paths('head link[rel="alternate"][hreflang]'), canonical: await paths('head link[rel="canonical"]') };
}

test.describe("German content, with every script blocked", () => {
  test.use({ javaScriptEnabled: false });

  test("a translated page is German through and through, and says so to search engines", async ({ page }) => {
    await page.goto("/de/services/chart-design");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenvisualisierung");
    await expect(page.locator("main > article")).not.toHaveAttribute("lang");
    await expect(page.getByText("Diese Seite gibt es noch nicht auf Deutsch")).toHaveCount(0);
    expect(await addresses(page)).toEqual({
      alternates: [
        ["en-GB", "/services/chart-design"],
        ["de", "/de/services/chart-design"],
        ["x-default", "/services/chart-design"],
      ],
      canonical: [[null, "/de/services/chart-design"]],
    });
    // Everything around it is German content too: the case studies made with it, the other services.
    await expect(page.getByRole("navigation", { name: "Weitere Leistungen" })).toContainText("Grafikdesign");
  });

  test("an untranslated page shows the English, says so in German, and leaves search engines to the English page", async ({ page }) => {
    const response = await page.goto(`/de${untranslatedPost}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const article = page.locator("main > article");
    await expect(article).toHaveAttribute("lang", "en-GB");
    const note = article.getByRole("status");
    await expect(note).toHaveText("Diese Seite gibt es noch nicht auf Deutsch. Sie lesen die englische Fassung.");
    await expect(note.locator('[lang="de"]')).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/sanitis/i);
    // The frame stays German: the address decides everything but the document.
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
    expect(await addresses(page)).toEqual({ alternates: [], canonical: [[null, untranslatedPost]] });
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
  });

  test("German listings show German documents only, and the feed is German", async ({ page, request }) => {
    await page.goto("/de/blog");
    const links = await page.locator("main article h2 a").evaluateAll((found) => found.map((link) => link.getAttribute("href")));
    expect(links).toEqual(expect.arrayContaining(["/de/blog/how-we-run-a-discovery-week", "/de/blog/dark-mode-that-follows-the-system"]));
    expect(links).not.toContain(`/de${untranslatedPost}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The tags and their filter are the blog's words in German too.
    await expect(
      page.getByRole("navigation", { name: "Beiträge nach Thema filtern" }).getByRole("link", { name: "Alle Beiträge" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Aus dem Studio" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Studio life" })).toHaveCount(0);

    // The FAQ's groups are German headings.
    await page.goto("/de/faq");
    await expect(page.getByRole("heading", { level: 2 })).toContainText(["Leistungen", "Preise", "Kurse", "Konto und Anmeldung"]);

    const feed = await request.get("/de/blog/rss.xml");
    const xml = await feed.text();
    expect(xml).toContain("<language>de</language>");
    expect(xml).toMatch(/<link>https?:\/\/[^<]+\/de\/blog\/how-we-run-a-discovery-week<\/link>/);
    expect(xml).not.toContain("sanitising-user-and-cms-content");
    expect(await (await request.get("/blog/rss.xml")).text()).toContain("sanitising-user-and-cms-content");
  });

  test("the sitemap lists each page in the languages it is in, with the others as alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const entry = (path: string) =>
      new RegExp(`<url>\\s*<loc>https?://[^<]+${path.replaceAll("/", "\\/")}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1]?.trim();
    expect(entry("/de/services/chart-design")).toMatch(/hreflang="en-GB" href="https?:\/\/[^"]+\/services\/chart-design"/);
    expect(entry("/de/services/chart-design")).toMatch(/hreflang="x-default"/);
    // In English only: no alternates.
    expect(entry(untranslatedPost)).toMatch(/^(<lastmod>[^<]+<\/lastmod>)?$/);
    expect(entry(`/de${untranslatedPost}`)).toBeUndefined();
  });
});
