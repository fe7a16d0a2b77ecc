import type { Page } from "@playwright/test";
import { expect, publicPages, test } from "./fixtures";

/** The sitemap's addresses, as paths on the server under test. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  await page.goto("/");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      root: doc.documentElement.namespaceURI + " " + doc.documentElement.localName,
      locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? ""),
    };
  }, await response.text());
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9 urlset");
  return parsed.locs.map((loc) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
}

/** Every JSON-LD block on the page, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test.describe("search engines", () => {
  test("every address in the sitemap answers 200 with a page heading", async ({ page }) => {
    const paths = await sitemapPaths(page);
    expect(paths.length).toBeGreaterThanOrEqual(40);
    for (const path of paths) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toMatch(/<h1[ >]/);
    }
  });

  test("every public page the tests visit is in the sitemap, or has it as its canonical page", async ({ page }) => {
    const paths = new Set(await sitemapPaths(page));
    for (const path of publicPages) {
      if (path === "/login") continue;
      await page.goto(path);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      const canonicalPath = new URL(canonical!).pathname + new URL(canonical!).search;
      expect(paths.has(canonicalPath), `${path}: canonical ${canonicalPath} in the sitemap`).toBe(true);
    }
  });

  test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  test("every page has a canonical URL and Open Graph and Twitter cards with an image", async ({ page }) => {
    for (const path of publicPages.filter((candidate) => candidate !== "/login")) {
      await page.goto(path);
      const content = (selector: string) => page.locator(selector).getAttribute("content");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href"), path).toMatch(/^https?:\/\/[^/]+\//);
      for (const property of ["og:title", "og:description", "og:image", "og:url", "og:type"]) {
        expect(await content(`meta[property="${property}"]`), `${path} ${property}`).toBeTruthy();
      }
      for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
        expect(await content(`meta[name="${name}"]`), `${path} ${name}`).toBeTruthy();
      }
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    }
  });

  test("the sign-in and account pages carry noindex and stay out of the sitemap", async ({ page }) => {
    const paths = await sitemapPaths(page);
    for (const path of ["/login", "/register", "/forgot-password"]) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      expect(paths).not.toContain(path);
    }
    // /account sends signed-out visitors to log in; its own HTML is for signed-in people only.
    expect(paths).not.toContain("/account");
  });

  const expectedTypes: [path: string, types: string[]][] = [
    ["/", ["Organization"]],
    ["/courses/react-router-full-stack-apps", ["Course", "BreadcrumbList"]],
    ["/blog/keeping-pages-under-a-javascript-budget", ["BlogPosting", "BreadcrumbList"]],
    ["/faq", ["FAQPage"]],
    ["/services/ux-ui", ["BreadcrumbList"]],
    ["/projects/northwind-mobile-banking", ["BreadcrumbList"]],
  ];

  for (const [path, types] of expectedTypes) {
    test(`${path} carries valid JSON-LD: ${types.join(", ")}`, async ({ page }) => {
      await page.goto(path);
      const blocks = await structuredData(page);
      expect(blocks.map((block) => block["@type"])).toEqual(types);
      for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
    });
  }

  test("the JSON-LD says what the page says", async ({ page }) => {
    await page.goto("/courses/react-router-full-stack-apps");
    const [course, trail] = await structuredData(page);
    expect(course).toMatchObject({
      name: await page.getByRole("heading", { level: 1 }).textContent(),
      provider: { name: "Brightline Digital" },
      offers: { priceCurrency: "GBP", price: 690, category: "Paid" },
      hasCourseInstance: { courseMode: "Online", instructor: { name: "Tom Lindqvist" } },
    });
    expect((trail!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(["Home", "Courses", "Full-stack Apps with React Router 7"]);

    await page.goto("/blog/keeping-pages-under-a-javascript-budget");
    const [post] = await structuredData(page);
    expect(post).toMatchObject({ headline: "How we keep every page under 120 KB of JavaScript", datePublished: "2026-10-28", author: { name: "Tom Lindqvist" } });

    await page.goto("/faq");
    const [faq] = await structuredData(page);
    const questions = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.length).toBe(await page.locator("main details").count());
    expect(questions[0]!.name).toBe(await page.locator("main details summary").first().textContent());
  });
});
