import { expect, test, waitForHydration } from "../support/fixtures";
import { accessibleExpanded } from "../support/accessibility-tree";
import { asSlowPhone } from "../support/slow-phone";

const sections = [
  { name: "Work", path: "/projects" },
  { name: "Services", path: "/services" },
  { name: "Courses", path: "/courses" },
  { name: "About", path: "/about-us" },
  { name: "Blog", path: "/blog" },
  { name: "FAQ", path: "/faq" },
  { name: "Home", path: "/" },
];

test.describe("navigation bar", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("every link leads to its page and marks it as current", async ({ visitorTab: page }) => {
    await page.goto("/faq");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const section of sections) {
      await nav.getByRole("link", { name: section.name, exact: true }).click();
      await expect(page).toHaveURL(section.path);
      await expect(nav.getByRole("link", { name: section.name, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("a case study marks Work, a service page marks Services, and Start a project leads to the contact form", async ({
    visitorTab: page,
  }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [path, current] of [
      ["/projects/northwind-mobile-banking", "/projects"],
      ["/services/ux-ui", "/services"],
      ["/courses/react-router-full-stack-apps", "/courses"],
    ] as const) {
      await page.goto(path);
      await expect(nav.locator("a.bg-primary\\/10, a[aria-current]").first(), path).toHaveAttribute("href", current);
      await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveCount(0);
    }
    const start = page.getByRole("banner").getByRole("link", { name: "Start a project" });
    await expect(start).toBeVisible();
    await start.click();
    await expect(page).toHaveURL("/contact");
  });

  test("the logo goes home and Log in is a button-styled link, worded as the page it opens", async ({ visitorTab: page }) => {
    await page.goto("/faq");
    await page.getByRole("link", { name: "Brightline Digital, home" }).first().click();
    await expect(page).toHaveURL("/");
    const login = page.getByRole("banner").getByRole("link", { name: "Log in", exact: true });
    await expect(login).toHaveAttribute("href", "/login");
    await expect(login).toHaveClass(/btn/);
    await login.click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
  });

  test("the skip link is the first stop and moves focus to the content", async ({ visitorTab: page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the footer links to every section, the contact email and the social profiles", async ({ visitorTab: page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const path of ["/", "/courses", "/about-us", "/blog", "/faq", "/projects"]) {
      await expect(footer.locator(`a[href="${path}"]`).first()).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "hello@brightline.digital" })).toHaveAttribute("href", "mailto:hello@brightline.digital");
    await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", /^https:\/\//);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Brightline Digital`);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("works from the keyboard alone, and tells screen readers whether it is open", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    const panel = page.getByRole("navigation", { name: "Main" });
    await expect(panel).toBeHidden();
    expect(await accessibleExpanded(page, button)).toBe(false);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAccessibleName("Main");
    expect(await accessibleExpanded(page, button)).toBe(true);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    expect(await accessibleExpanded(page, button)).toBe(false);

    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    // The panel follows the button in the tab order: on a phone search first (issue 68), then
    // Home, then Work, and last Start a project and the language.
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("searchbox", { name: "Search for" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: "Search" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Work" })).toBeFocused();
    await expect(panel.getByRole("link").nth(-2)).toHaveText("Start a project");
    await expect(panel.getByRole("link").last()).toHaveText("Deutsch");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/projects");
    await expect(panel).toBeHidden();
    await expect(page.locator('#site-menu a[aria-current="page"]')).toHaveAttribute("href", "/projects");
  });

  test("opens by tap and closes on a tap outside", async ({ page }) => {
    await page.goto("/about-us");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    // A tap well below the dropdown, on the page itself.
    await page.mouse.click(20, 700);
    await expect(nav).toBeHidden();
  });

  test("is the same popover on a page that hydrates, and its links load pages without scripts", async ({ page }) => {
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    // A page load, not client routing: the blog page runs no framework code.
    await expect(page.locator("script[type=module], script[src]")).toHaveCount(0);
    await expect(nav).toBeHidden();
  });
});

test.describe("the mobile menu on a slow phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  // The time it takes is npm run bench:feel's to print (docs/performance/measuring.md); this holds that it
  // needs nothing but the HTML and the stylesheet.
  test("opens from a tap before any script has loaded, with the CPU 4x slower over 1.6 Mbit/s and 150 ms", async ({ page }) => {
    const cdp = await asSlowPhone(page);
    await page.goto("/", { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await button.tap();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => /\.js$/.test(new URL(name).pathname)),
    );
    // The field-data reporter is fetched once the page has loaded and the browser is idle, which
    // can come before Playwright's tap on a throttled page; it has nothing to do with the menu.
    expect(
      scripts.filter((name) => !/\/vitals-[\w-]+\.js$/.test(name)),
      "scripts loaded by the time the menu opened",
    ).toEqual([]);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });
});
