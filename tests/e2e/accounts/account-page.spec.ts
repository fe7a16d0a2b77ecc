import { expect, test } from "../support/fixtures";
import { describeOverflow, findOverflow } from "../support/overflow";
import { signedInAccount } from "../support/staff";

/**
 * The account page is long (courses, profile, sign-in, devices, deletion): a person finds their
 * way by its sections list, beside the panels on a wide screen and above them on a phone.
 */
const sections = ["My courses", "Newsletter", "Profile and email", "Sign-in and security", "Devices", "Delete account"];

test.describe("the account page's sections", () => {
  test("at 1280 px, a list beside the panels leads to each section, and stays in view as the page scrolls", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInAccount(page.request, "sections", { displayName: "Ada Sections" });
    await page.goto("/account");
    const list = page.getByRole("navigation", { name: "Account sections" });
    await expect(list.getByRole("link")).toHaveText(sections);
    const listBox = (await list.boundingBox())!;
    const firstPanel = (await page.getByRole("region", { name: "My courses" }).boundingBox())!;
    expect(listBox.x + listBox.width, "the list sits beside the panels").toBeLessThanOrEqual(firstPanel.x);

    await list.getByRole("link", { name: "Devices" }).click();
    await expect(page).toHaveURL(/#devices$/);
    const devices = page.getByRole("heading", { name: "Devices", level: 2 });
    await expect(devices).toBeInViewport();
    // Clear of the sticky bar, not under it.
    const bar = (await page.getByRole("banner").boundingBox())!;
    expect((await devices.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await expect(list).toBeInViewport();
  });

  test("at 375 px, the sections are links above the panels, and nothing is wider than the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signedInAccount(page.request, "sections-phone", { displayName: "Ada Sections" });
    await page.goto("/account");
    const list = page.getByRole("navigation", { name: "Account sections" });
    await expect(list.getByRole("link")).toHaveText(sections);
    for (const link of await list.getByRole("link").all()) await expect(link).toBeInViewport();
    const listBox = (await list.boundingBox())!;
    expect(listBox.y + listBox.height).toBeLessThanOrEqual((await page.getByRole("region", { name: "My courses" }).boundingBox())!.y);
    expect(describeOverflow(await findOverflow(page))).toEqual([]);
    await list.getByRole("link", { name: "Sign-in and security" }).click();
    await expect(page.getByRole("heading", { name: "Password", level: 2 })).toBeInViewport();
  });

  test("passkeys are listed once, in their own panel beside the other sign-in methods", async ({ page }) => {
    await signedInAccount(page.request, "passkeys-once");
    await page.goto("/account");
    await expect(page.getByText(/passkeys?/i).filter({ hasText: /^Passkeys$/ })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Passkeys", level: 2 })).toBeVisible();
    const methods = page.getByRole("region", { name: "Sign-in methods" });
    await expect(methods.getByRole("listitem")).toHaveCount(2);
    await expect(methods.getByRole("link", { name: /passkey/i })).toHaveCount(0);
    // Next to each other: Sign-in methods, then Passkeys.
    const regions = await page.getByRole("region").evaluateAll((all) => all.map((region) => region.getAttribute("aria-labelledby")));
    expect(regions.indexOf("passkeys-heading")).toBe(regions.indexOf("methods-heading") + 1);
  });
});
