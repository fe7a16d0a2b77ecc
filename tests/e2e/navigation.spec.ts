import { expect, test, waitForHydration } from "./fixtures";

const sections = [
  { name: "Courses", path: "/courses" },
  { name: "About", path: "/about-us" },
  { name: "Blog", path: "/blog" },
  { name: "FAQ", path: "/faq" },
  { name: "Contact", path: "/contact" },
  { name: "Home", path: "/" },
];

test.describe("navigation bar", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("every link leads to its page and marks it as current", async ({ page }) => {
    await page.goto("/projects");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const section of sections) {
      await nav.getByRole("link", { name: section.name, exact: true }).click();
      await expect(page).toHaveURL(section.path);
      await expect(nav.getByRole("link", { name: section.name, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("the logo goes home and Login is a button-styled link", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("link", { name: "Brightline Digital, home" }).first().click();
    await expect(page).toHaveURL("/");
    const login = page.getByRole("banner").getByRole("link", { name: "Login" });
    await expect(login).toHaveAttribute("href", "/login");
    await expect(login).toHaveClass(/btn/);
    await login.click();
    await expect(page).toHaveURL("/login");
  });

  test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the footer links to every section, the contact email and the social profiles", async ({ page }) => {
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

  test("works from the keyboard alone", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await button.focus();
    await page.keyboard.press("Enter");
    const menuButton = page.getByRole("button", { name: "Close menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const panelId = await menuButton.getAttribute("aria-controls");
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    // The panel follows the button in the tab order: Home, then Courses.
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Courses" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/courses");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("opens by tap and closes on a tap outside", async ({ page }) => {
    await page.goto("/about-us");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    // A tap well below the dropdown, on the page itself.
    await page.mouse.click(20, 700);
    await expect(nav).toBeHidden();
  });
});
