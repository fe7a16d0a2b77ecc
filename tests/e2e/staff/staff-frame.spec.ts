import { expect, expectConsoleErrors, test } from "../support/fixtures";
import { signedInAccount, staffSession } from "../support/staff";

/**
 * The staff pages sit in a frame of their own, not in the marketing site's header and footer:
 * the staff tools as the navigation, the way back to the site, and who is signed in.
 */
test.describe("the staff frame", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px, staff pages have their own navigation and none of the marketing site's`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const email = await staffSession(page.request);
      await page.goto("/admin/cohorts");
      const banner = page.getByRole("banner");
      const staffNav = banner.getByRole("navigation", { name: "Staff" });
      await expect(staffNav).toBeVisible();
      for (const tool of ["Leads", "Cohorts", "Site speed"]) await expect(staffNav.getByRole("link", { name: tool })).toBeVisible();
      await expect(staffNav.getByRole("link", { name: "Cohorts" })).toHaveAttribute("aria-current", "page");
      await expect(banner.getByText("Staff", { exact: true })).toBeVisible();
      // Log out is at hand at every width: on a phone, in the account's menu (issue 64, item 14).
      if (width < 640) await banner.getByRole("button", { name: /^Your account menu: / }).click();
      await expect(banner.getByRole("button", { name: "Log out", exact: true })).toBeVisible();
      if (width < 640) await page.keyboard.press("Escape");

      // None of the marketing site: its sections, its call to action, its menu, its footer.
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Start a project" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Services" })).toHaveCount(0);

      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(`Signed in to the staff pages as ${email}`);
      await footer.getByRole("link", { name: "View the site" }).click();
      await expect(page).toHaveURL(/\/$/);
      // Back on the public site, its own frame again.
      await expect(page.getByRole("banner").getByRole("navigation", { name: "Staff" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Services" }).first()).toBeAttached();
    });
  }

  test("the frame's tabs lead between the tools and mark the one a page is in", async ({ page }) => {
    await staffSession(page.request);
    await page.goto("/admin/cohorts/new");
    const staffNav = page.getByRole("navigation", { name: "Staff" });
    await expect(staffNav.getByRole("link", { name: "Cohorts" })).toHaveAttribute("aria-current", "true");
    await staffNav.getByRole("link", { name: "Leads" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
    await expect(staffNav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
    await expect(staffNav.getByRole("link", { name: "Cohorts" })).not.toHaveAttribute("aria-current");
  });

  test("a staff page's error, a lead that is not there, is shown in the staff frame", async ({ page, consoleErrors }) => {
    await staffSession(page.request);
    const response = await page.goto(`/admin/leads/${crypto.randomUUID()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Staff" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    expectConsoleErrors(consoleErrors, /status of 404/);
  });

  test("a signed-in person who is not staff is refused in the site's own frame, which shows no staff tools", async ({
    page,
    consoleErrors,
  }) => {
    await signedInAccount(page.request, "not-staff");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "This page isn't open to you" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
    expectConsoleErrors(consoleErrors, /status of 403/);
  });
});
