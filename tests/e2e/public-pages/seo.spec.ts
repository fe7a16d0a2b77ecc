import type { Page } from "@playwright/test";
import { z } from "zod";
import { expect, publicPages, test } from "../support/fixtures";
import { builtSitemapPaths } from "../support/sitemap";
import { servedDocument, structuredDataIn } from "../support/served-html";

/** What search engines need of a Course with instances (schema.org, and Google's course list fields). */
const offer = z.object({
  "@type": z.literal("Offer"),
  category: z.enum(["Free", "Paid"]),
  price: z.number().min(0),
  priceCurrency: z.literal("GBP"),
  availability: z.enum(["https://schema.org/InStock", "https://schema.org/SoldOut"]).optional(),
  url: z.url(),
});
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const courseStructuredData = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("Course"),
  name: z.string().min(1),
  description: z.string().min(1),
  url: z.url(),
  provider: z.object({ "@type": z.literal("Organization"), name: z.string(), url: z.url() }),
  offers: offer,
  hasCourseInstance: z
    .array(
      z.object({
        "@type": z.literal("CourseInstance"),
        courseMode: z.enum(["Online", "Onsite", "Blended"]),
        startDate: isoDate.optional(),
        endDate: isoDate.optional(),
        location: z
          .union([
            z.object({ "@type": z.literal("VirtualLocation"), url: z.url() }),
            z.object({ "@type": z.literal("Place"), name: z.string(), address: z.string().min(3) }),
          ])
          .optional(),
        courseSchedule: z.object({
          "@type": z.literal("Schedule"),
          repeatFrequency: z.string(),
          repeatCount: z.number().int().positive(),
          duration: z.string().regex(/^PT[\d.]+[HM]$/),
          byDay: z.array(z.string().startsWith("https://schema.org/")).min(1),
          startTime: z.string().regex(/^\d{2}:\d{2}$/),
          endTime: z.string().regex(/^\d{2}:\d{2}$/),
          scheduleTimezone: z.literal("Europe/London"),
        }),
        instructor: z.object({ "@type": z.literal("Person"), name: z.string() }),
        offers: offer.extend({ availability: offer.shape.availability.unwrap() }).optional(),
      }),
    )
    .min(1),
});

const builtPaths = builtSitemapPaths();
/** The pages the tests visit that search engines may index: all but the sign-in page. */
const indexablePages = publicPages.filter((path) => path !== "/login");

/** The sitemap's addresses, as paths on the server under test. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  await page.goto("/");
  const parsed = await page.evaluate(
    (text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.namespaceURI + " " + doc.documentElement.localName,
        locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? ""),
      };
    },
    await response.text(),
  );
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9 urlset");
  return parsed.locs.map((loc) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
}

/** Every JSON-LD block on the page as it is now, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

/*
 * A page's head is checked in the HTML the server sends (support/served-html.ts), as a crawler
 * reads it; the checks that compare the head with what the page shows open it in a tab.
 */

test.describe("search engines", () => {
  test("the sitemap is well-formed sitemaps.org XML listing the pages of the build", async ({ page }) => {
    const paths = await sitemapPaths(page);
    // The per-page tests below and in layout.spec.ts are made from the build's list.
    expect(paths).toEqual(builtPaths);
    expect(paths.length).toBeGreaterThanOrEqual(40);
  });

  for (const path of builtPaths) {
    test(`sitemap address ${path} answers 200 with a page heading`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/<h1[ >]/);
    });
  }

  for (const path of indexablePages) {
    test(`${path} is in the sitemap, or has a page in it as its canonical page`, async ({ request }) => {
      const { status, document } = await servedDocument(request, path);
      expect(status).toBe(200);
      const canonical = new URL(document.querySelector('link[rel="canonical"]')!.getAttribute("href")!);
      expect(builtPaths).toContain(canonical.pathname + canonical.search);
    });
  }

  test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  for (const path of indexablePages) {
    test(`${path} has a canonical URL and Open Graph and Twitter cards with an image`, async ({ request }) => {
      const { status, document } = await servedDocument(request, path);
      expect(status).toBe(200);
      const content = (selector: string) => document.querySelector(selector)?.getAttribute("content");
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/^https?:\/\/[^/]+\//);
      for (const property of ["og:title", "og:description", "og:image", "og:url", "og:type"]) {
        expect(content(`meta[property="${property}"]`), property).toBeTruthy();
      }
      for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
        expect(content(`meta[name="${name}"]`), name).toBeTruthy();
      }
      expect(document.querySelectorAll('meta[name="robots"]')).toHaveLength(0);
    });
  }

  for (const path of ["/login", "/register", "/forgot-password"]) {
    test(`${path} carries noindex, no canonical URL, and stays out of the sitemap`, async ({ request }) => {
      const { status, document } = await servedDocument(request, path);
      expect(status).toBe(200);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
      expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
      expect(builtPaths).not.toContain(path);
    });
  }

  test("/account stays out of the sitemap", () => {
    // /account sends signed-out visitors to log in; its own HTML is for signed-in people only
    // (its noindex is checked in accounts.spec.ts).
    expect(builtPaths).not.toContain("/account");
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
    test(`${path} carries valid JSON-LD: ${types.join(", ")}`, async ({ request }) => {
      const { status, document } = await servedDocument(request, path);
      expect(status).toBe(200);
      const blocks = structuredDataIn(document);
      expect(blocks.map((block) => block["@type"])).toEqual(types);
      for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
    });
  }

  test("a course's JSON-LD says what its page says, with each upcoming cohort as an instance", async ({ page }) => {
    await page.goto("/courses/react-router-full-stack-apps");
    const [course, trail] = await structuredData(page);
    const parsed = courseStructuredData.parse(course);
    expect(parsed).toMatchObject({
      name: await page.getByRole("heading", { level: 1 }).textContent(),
      provider: { name: "Brightline Digital" },
      offers: { priceCurrency: "GBP", price: 690, category: "Paid" },
    });
    // One instance a cohort the page lists, with the dates and availability the page shows.
    const listed = page.getByRole("list", { name: "Upcoming cohorts" }).getByRole("listitem");
    await expect(listed).not.toHaveCount(0);
    expect(parsed.hasCourseInstance).toHaveLength(await listed.count());
    for (const [index, instance] of parsed.hasCourseInstance.entries()) {
      const item = listed.nth(index);
      await expect(item.locator("time").first()).toHaveAttribute("datetime", instance.startDate!);
      const full = (await item.locator("[data-seats-left]").getAttribute("data-seats-left")) === "0";
      expect(instance.offers?.availability).toBe(full ? "https://schema.org/SoldOut" : "https://schema.org/InStock");
      expect(instance.instructor.name).toBe("Tom Lindqvist");
    }
    expect((trail!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      "Home",
      "Courses",
      "Full-stack Apps with React Router 7",
    ]);
  });

  test("a post's JSON-LD says what its page says", async ({ page }) => {
    await page.goto("/blog/keeping-pages-under-a-javascript-budget");
    const [post] = await structuredData(page);
    expect(post).toMatchObject({
      headline: "How we keep every page under 120 KB of JavaScript",
      datePublished: "2026-10-28",
      author: { name: "Tom Lindqvist" },
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post!.headline as string);
  });

  test("the FAQ's JSON-LD lists the questions the page shows", async ({ page }) => {
    await page.goto("/faq");
    const [faq] = await structuredData(page);
    const questions = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.length).toBe(await page.locator("main details").count());
    expect(questions[0]!.name).toBe(await page.locator("main details summary").first().textContent());
  });
});
