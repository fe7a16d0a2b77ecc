import { expect, expectConsoleErrors, test } from "../support/fixtures";
import { expectSignedInBar, expectSignedOutBar, openAccountMenu } from "../support/account-ui";
import { signedInAccount } from "../support/staff";

// Decision 24: every public page works as HTML. These tests run with JavaScript turned off in
// the browser, which blocks every script, the site's and any other.
test.describe("with every script blocked", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("search in the header, on a phone and on a wide screen: the field opens, takes what is typed and finds it (issue 68)", async ({
    page,
  }) => {
    // On a phone, the field is the menu's first item.
    await page.goto("/de/blog");
    await page.getByRole("button", { name: "Menü", exact: true }).click();
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("searchbox", { name: "Suchbegriff" }).fill("Formular");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/de/search?q=Formular");
    await expect(page.getByRole("status")).toHaveText(/^\d+ Ergebnisse? für „Formular“$/);
    await expect(page.getByRole("list", { name: "Suchergebnisse" }).locator("mark").first()).toBeVisible();

    // From 640 px, a button in the bar opens it, focused; Escape closes it again.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/faq");
    const field = page.getByRole("searchbox", { name: "Search for" }).first();
    await expect(field).toBeHidden();
    await page.getByRole("button", { name: "Search the site" }).click();
    await expect(field).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(field).toBeHidden();
    await page.getByRole("button", { name: "Search the site" }).click();
    await page.keyboard.type("dark mode");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/search?q=dark+mode");
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link").first()).toContainText(/dark/i);
    // The page's own field holds the query, to change it.
    await expect(page.getByRole("main").getByRole("searchbox", { name: "Search for" })).toHaveValue("dark mode");
  });

  test("a signed-in visitor opens the mobile menu, follows a link, sends the contact form and logs out", async ({ page }) => {
    await signedInAccount(page.request, "no-script", { displayName: "Nadia Script" });
    await page.goto("/");
    await expectSignedInBar(page, "Nadia Script");

    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.mouse.click(20, 700);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await menu.getByRole("link", { name: "Start a project" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByLabel("Your name").fill("Nadia Script");
    await page.getByLabel("Email").fill(`nadia-${Date.now()}@example.com`);
    await page.getByLabel("What can we help with?").selectOption("web-development");
    await page.getByLabel("Budget").selectOption("10k-25k");
    await page.getByLabel("When would you like to start?").selectOption("1-3-months");
    await page.getByLabel("Your message").fill("A site for our bakery that takes orders for collection, without any scripts.");
    await page.getByLabel(/You may contact me/).check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, your message is with us" })).toBeFocused();

    // On a phone, Log out is in the person's own menu, with their account and courses.
    const account = await openAccountMenu(page, "Nadia Script");
    await expect(account.getByRole("link", { name: "My courses" })).toHaveAttribute("href", "/account#my-courses");
    await account.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await expectSignedOutBar(page);
  });

  test("the filters are links, and a link to a question opens it", async ({ page }) => {
    await page.goto("/projects");
    const filters = page.getByRole("navigation", { name: "Filter projects by service" });
    await filters.getByRole("link", { name: "E-commerce" }).click();
    await expect(page).toHaveURL("/projects?service=e-commerce");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-commerce projects");
    await expect(filters.getByRole("link", { name: "E-commerce" })).toHaveAttribute("aria-current", "page");

    await page.goto("/faq#how-do-i-reset-my-password");
    await expect(page.locator("details", { has: page.locator("#how-do-i-reset-my-password") })).toHaveAttribute("open", "");
  });

  test("the contact form's empty send is answered by the site, every problem at once in its own words (issue 35, point 8)", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/contact");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await answer).status()).toBe(400);
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveCount(7);
    await expect(page.getByLabel("Your name")).toHaveAccessibleDescription("Please tell us your name.");
    expectConsoleErrors(consoleErrors, /status of 400/);
  });
});
