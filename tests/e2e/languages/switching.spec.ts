import { expect, expectConsoleErrors, test } from "../support/fixtures";
import { signedInAccount } from "../support/staff";

/** A page of each kind, by its English address: the German one is the same under /de (decision 48). */
const pageKinds = [
  "/",
  "/projects",
  "/projects/northwind-mobile-banking",
  "/services",
  "/services/ux-ui",
  "/courses",
  "/courses/react-router-full-stack-apps",
  "/about-us",
  "/blog",
  "/faq",
  "/contact",
  "/privacy",
  "/login",
  "/register",
];

const german = (path: string) => (path === "/" ? "/de" : `/de${path}`);

// The language link is a plain link: it works with every script blocked, on every page kind.
test.describe("the language link, with every script blocked", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("goes from each page to the same page in German and back", async ({ page }) => {
    // 28 page loads in one test: on a busy machine that is more than the default 30 seconds.
    test.slow();
    for (const path of pageKinds) {
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "en-GB");
      // The bar has room for the language's code only: its name follows for screen readers.
      const toGerman = page.getByRole("banner").getByRole("link", { name: "DE Deutsch", exact: true });
      await expect(toGerman).toHaveText("DE Deutsch");
      await expect(toGerman).toHaveAttribute("hreflang", "de");
      await expect(toGerman).toHaveAttribute("lang", "de");
      await toGerman.click();
      await expect(page).toHaveURL(german(path));
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
      // Back through the footer's link this time.
      await page.getByRole("contentinfo").getByRole("link", { name: "English", exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    }
  });

  test("leaves a filter behind: the other language's page starts unfiltered", async ({ page }) => {
    await page.goto("/courses?level=beginner");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Deutsch", exact: true })).toHaveAttribute("href", "/de/courses");
  });
});

test.describe("a German page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("has a German frame whose links stay in German", async ({ page }) => {
    await page.goto("/de/courses");
    await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toHaveAttribute("href", "#main");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(nav.getByRole("link", { name: "Kurse", exact: true })).toHaveAttribute("aria-current", "page");
    for (const href of await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
      expect(href).toMatch(/^\/de(\/|$)/);
    await page.getByRole("banner").getByRole("link", { name: "Projekt anfragen" }).click();
    await expect(page).toHaveURL("/de/contact");
    await expect(page.getByRole("contentinfo")).toContainText("Alle Rechte vorbehalten.");
  });

  test("tells search engines about both languages", async ({ page }) => {
    await page.goto("/de/faq");
    // Absolute addresses from SITE_URL: their paths are what this test is about.
    const paths = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]));
    expect(await paths('head link[rel="alternate"][hreflang]')).toEqual([
      ["en-GB", "/faq"],
      ["de", "/de/faq"],
      ["x-default", "/faq"],
    ]);
    expect(await paths('head link[rel="canonical"]')).toEqual([[null, "/de/faq"]]);
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
  });

  test("that does not exist is a not-found page in German", async ({ page, consoleErrors }) => {
    const response = await page.goto("/de/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite haben wir nicht gefunden");
    await expect(page).toHaveTitle("Seite nicht gefunden | Brightline Digital");
    await expect(page.getByRole("main").getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
    expectConsoleErrors(consoleErrors, /404/);
  });
});

test.describe("German words are long", () => {
  for (const width of [320, 1280]) {
    test(`no German page is wider than a ${width} px screen, signed out or in`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width, height: 900 });
      const pages = ["/de", "/de/courses", "/de/contact", "/de/login", "/de/faq", "/de/no-such-page"];
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      for (const path of pages) {
        await page.goto(path);
        expect(await fits(), `${path} at ${width} px`).toBe(true);
      }
      await signedInAccount(page.request, "long-german", { displayName: "Alexandra Montgomery-Smythe" });
      for (const path of [...pages, "/de/account"]) {
        await page.goto(path);
        expect(await fits(), `${path} at ${width} px, signed in`).toBe(true);
      }
      // The not-found page's own status.
      expectConsoleErrors(consoleErrors, /404/);
    });
  }

  test("a signed-in visitor's corner is German on a German page, from the page cache too", async ({ page }) => {
    await signedInAccount(page.request, "german-corner", { displayName: "Jana Schulz" });
    for (const visit of [1, 2]) {
      await page.goto("/de/faq");
      const bar = page.getByRole("banner");
      await expect(bar.getByRole("button", { name: "Abmelden" }), `visit ${visit}`).toBeVisible();
      await expect(bar.getByRole("link", { name: /Ihr Konto/ })).toHaveAttribute("href", "/de/account");
    }
  });
});

test.describe("browsing in German", () => {
  test("the listings speak German, and every link on them leads to a German page", async ({ page }) => {
    await page.goto("/de/courses?level=beginner");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kurse: Einsteigende");
    await expect(page.getByRole("navigation", { name: "Kurse nach Niveau filtern" })).toBeVisible();
    await expect(page.getByText(/^\d+ Kurse?$/)).toBeVisible();
    await expect(page.locator("main article").first()).toContainText(/Lektion/);

    for (const path of ["/de", "/de/courses", "/de/projects", "/de/services", "/de/blog", "/de/faq"]) {
      await page.goto(path);
      const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      expect(hrefs.length, path).toBeGreaterThan(0);
      // Files and feeds are no page: everything else is under /de.
      expect(
        hrefs.filter((href) => !/^\/de(\/|$|\?|#)/.test(href) && !href.startsWith("/images/")),
        path,
      ).toEqual([]);
    }
    await page.goto("/de/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Arbeiten, auf die wir stolz sind");
    await page.goto("/de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Websites & Apps, die begeistern");
  });

  test("a course page and a post speak German around their content, and book in German", async ({ page }) => {
    await page.goto("/de/courses/react-router-full-stack-apps");
    const main = page.getByRole("main");
    for (const heading of ["Über den Kurs", "Das lernen Sie", "Lehrplan", "Fragen zu diesem Kurs", "Ihre Kursleitung"])
      await expect(main.getByRole("heading", { name: heading })).toBeVisible();
    await expect(main.getByRole("link", { name: "Alle Kurse" })).toHaveAttribute("href", "/de/courses");
    const book = main.locator('a[href*="/book/"]').first();
    await expect(book).toHaveAttribute("href", /^\/de\/courses\/react-router-full-stack-apps\/book\//);

    await page.goto("/de/blog");
    await page.locator("main article a").first().click();
    await expect(page).toHaveURL(/^.*\/de\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole("main").getByRole("link", { name: "Alle Artikel" })).toHaveAttribute("href", "/de/blog");
    await expect(page.getByRole("main")).toContainText("Min. Lesezeit");
  });
});

test.describe("a course's dates in German, with every script blocked", () => {
  test.use({ javaScriptEnabled: false });

  test("the date alert page speaks German, and its checks too", async ({ page, consoleErrors }) => {
    await page.goto("/de/courses/react-router-full-stack-apps/dates");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Termine für /);
    await page.getByRole("button", { name: "Termine per E-Mail erhalten" }).click();
    await expect(page).toHaveURL("/de/courses/react-router-full-stack-apps/dates");
    await expect(page.getByRole("main")).toContainText("Bitte geben Sie Ihre E-Mail-Adresse ein.");
    await expect(page.getByRole("main")).toContainText("Bitte setzen Sie das Häkchen");
    // The refused send's own status.
    expectConsoleErrors(consoleErrors, /400/);
  });
});
