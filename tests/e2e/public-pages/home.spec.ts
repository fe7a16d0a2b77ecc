import type { Locator } from "@playwright/test";
import type { Service } from "../../../app/content/schema";
import { shippedContent } from "../support/shipped-content";
import { expect, test } from "../support/fixtures";

const services = () => shippedContent<Service>("service");

test.describe("home page", () => {
  test("shows the hero, the services and the app feature, in that order", async ({ visitorTab: page }) => {
    await page.goto("/");
    const headings = await page.locator("main h1, main h2").allTextContents();
    expect(headings.slice(0, 3).map((text) => text.trim())).toEqual([
      "Build stunning websites & apps",
      "Services we can help you with",
      "Our Application Development for Android & iOS",
    ]);
  });

  test("hero has its call to action to the portfolio and a sized illustration", async ({ visitorTab: page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Build stunning websites & apps" });
    await expect(hero.getByRole("paragraph").nth(1)).toContainText("We design, build and grow");
    const cta = hero.getByRole("link", { name: "Show Project" });
    await expect(cta).toHaveAttribute("href", "/projects");
    const art = hero.getByRole("img");
    await expect(art).toHaveAttribute("width", "640");
    await expect(art).toHaveAttribute("height", "560");
    await cta.click();
    await expect(page).toHaveURL("/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work we're proud of");
  });

  test("services section lists every service with its image, description and project link", async ({ visitorTab: page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Services we can help you with" });
    await expect(section.getByText("what we can do for you")).toBeVisible();
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(services().length);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(services().map((service) => service.name));
    for (const card of await cards.all()) {
      const image = card.getByRole("img");
      expect((await image.getAttribute("alt"))?.length ?? 0).toBeGreaterThan(10);
      expect(await image.getAttribute("width")).toBeTruthy();
      const description = (await card.locator("p").first().textContent()) ?? "";
      expect(description.length).toBeGreaterThan(40);
      expect(description.trim().toLowerCase()).not.toBe("ok");
      const slug = (await card.getByRole("link", { name: /View Projects/ }).getAttribute("href"))?.match(
        /^\/projects\?service=([a-z-]+)$/,
      )?.[1];
      expect(slug, "View Projects goes to the filtered portfolio").toBeTruthy();
      // The card's title leads to the service's own page.
      await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", `/services/${slug}`);
    }
  });

  for (const width of [320, 375, 768, 1024, 1280, 1600]) {
    test(`service grid rows stay balanced at ${width} px`, async ({ visitorTab: page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const tops = await page
        .getByRole("region", { name: "Services we can help you with" })
        .getByRole("article")
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      const perRow = new Map<number, number>();
      for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
      const counts = [...perRow.values()];
      expect(new Set(counts).size, `cards per row: ${counts.join(",")}`).toBe(1);
    });
  }

  test("app feature has its demos link and two highlight stats", async ({ visitorTab: page }) => {
    await page.goto("/");
    const feature = page.getByRole("region", { name: "Our Application Development for Android & iOS" });
    await expect(feature.getByRole("link", { name: "Watch Demos" })).toHaveAttribute("href", "/projects?service=app-development");
    await expect(feature.locator("dd")).toHaveText(["100%", "30K"]);
    await expect(feature.locator("dt")).toHaveText(["Unique Kits", "Designs Downloaded"]);
  });
});

test.describe("pages that fit a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the home page is at most 5,000 px tall at 375 px: compact service tiles, the pictures kept for wider screens", async ({
    visitorTab: page,
  }) => {
    await page.goto("/");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, "the home page's height at 375 px").toBeLessThanOrEqual(5_000);
    const section = page.getByRole("region", { name: "Services we can help you with" });
    // Every service is still there, each a link to its page; its picture and summary wait for a wider screen.
    for (const service of services()) {
      await expect(section.getByRole("link", { name: service.name, exact: true })).toHaveAttribute("href", `/services/${service.slug}`);
    }
    await expect(section.getByRole("img").first()).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(section.getByRole("img").first()).toBeVisible();
  });

  test("a course's booking box comes before the syllabus, near the top, on a phone", async ({ visitorTab: page }) => {
    await page.goto("/courses/react-router-full-stack-apps");
    const booking = page.getByRole("heading", { name: "Book a place" });
    const syllabus = page.getByRole("heading", { name: "Syllabus", exact: true });
    const [bookingTop, syllabusTop] = await Promise.all([booking.boundingBox(), syllabus.boundingBox()]);
    expect(bookingTop!.y).toBeLessThan(syllabusTop!.y);
    expect(bookingTop!.y, "the booking box's top, against two screens").toBeLessThan(2 * 740);
  });
});

test.describe("balanced grids and the dark theme's illustrations", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** How many cards each row of a list holds, by where the cards' tops are. */
  async function cardsPerRow(list: Locator): Promise<number[]> {
    const tops = await list
      .locator(":scope > li")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const rows = new Map<number, number>();
    for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
    return [...rows.values()];
  }

  test("five values and five testimonials sit two then three on a wide screen, never three then a lone two", async ({
    visitorTab: page,
  }) => {
    await page.goto("/about-us");
    for (const heading of ["How we choose to work", "What our clients say"]) {
      const list = page.getByRole("region", { name: heading }).getByRole("list").first();
      expect(await cardsPerRow(list), heading).toEqual([2, 3]);
    }
  });

  test("illustrations are toned down in the dark theme, and as drawn in the light one", async ({ visitorTab: page }) => {
    const filterOf = () =>
      page
        .locator("img.illustration")
        .first()
        .evaluate((image) => getComputedStyle(image).filter);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    // The hero's own drop shadow, and no toning down.
    expect(await filterOf()).not.toMatch(/brightness/);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await filterOf()).toMatch(/brightness\(0\.8\)/);
  });
});
