import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";

/**
 * The content in German (issue 42, decision 49): German documents on German pages, search
 * engines told of each language's page, and the studio's translations side by side.
 */

/** A post the repository translated last (issue 65): every post is in German now. An untranslated document's page is app/components/page/content-article.test.tsx's. */
const lastTranslatedPost = "/blog/sanitising-user-and-cms-content";

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

  test("German listings show German documents only, and the feed is German", async ({ page, request }) => {
    await page.goto("/de/blog");
    const links = await page.locator("main article h2 a").evaluateAll((found) => found.map((link) => link.getAttribute("href")));
    expect(links).toEqual(expect.arrayContaining(["/de/blog/how-we-run-a-discovery-week", "/de/blog/accessible-forms-and-error-messages"]));
    expect(links).toContain(`/de${lastTranslatedPost}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The tags and their filter are the blog's words in German too.
    await expect(
      page.getByRole("navigation", { name: "Artikel nach Schlagwort filtern" }).getByRole("link", { name: "Alle Artikel" }),
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
    expect(xml).toContain("Nutzer- und CMS-Inhalte bereinigen");
    expect(await (await request.get("/blog/rss.xml")).text()).not.toContain("Nutzer- und CMS-Inhalte bereinigen");
  });

  test("the sitemap lists each page in the languages it is in, with the others as alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const entry = (path: string) =>
      new RegExp(`<url>\\s*<loc>https?://[^<]+${path.replaceAll("/", "\\/")}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1]?.trim();
    expect(entry("/de/services/chart-design")).toMatch(/hreflang="en-GB" href="https?:\/\/[^"]+\/services\/chart-design"/);
    expect(entry("/de/services/chart-design")).toMatch(/hreflang="x-default"/);
    // Translated since (issue 65): both languages, each the other's alternate.
    expect(entry(`/de${lastTranslatedPost}`)).toMatch(/hreflang="en-GB"/);
    expect(entry(lastTranslatedPost)).toMatch(/hreflang="de"/);
  });
});
