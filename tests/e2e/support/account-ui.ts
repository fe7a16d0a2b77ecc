import type { Locator, Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { expect, waitForHydration } from "./fixtures";

/**
 * Signing up, in and out through the site's own pages, as a visitor does; shared by the specs
 * that sign in (accounts, and the site behind nginx).
 */

export function loginForm(page: Page) {
  return page.getByRole("form", { name: "Log in" });
}

export function passwordBox(scope: Page | Locator, label = "Password") {
  return scope.getByLabel(label, { exact: true });
}

/** Fills in and sends the login form of the page that is open. */
export async function submitLogin(page: Page, email: string, password: string) {
  await waitForHydration(page);
  const form = loginForm(page);
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await passwordBox(form).fill(password);
  await form.getByRole("button", { name: "Log in", exact: true }).click();
}

/** Fills in and sends the registration form of the page that is open. */
export async function submitRegistration(page: Page, account: { displayName: string; email: string; password: string }) {
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByRole("textbox", { name: "Your name" }).fill(account.displayName);
  await form.getByRole("textbox", { name: "Email" }).fill(account.email);
  await passwordBox(form).fill(account.password);
  await form.getByRole("button", { name: "Create account" }).click();
}

export function accountLink(page: Page, name: string) {
  return page.getByRole("banner").getByRole("link", { name: `Your account: ${name}`, exact: true });
}

/** Whether the page is as wide as a phone, where the bar's account corner is a menu of its own. */
const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/** The phone's account menu, opened. */
export async function openAccountMenu(page: Page, name: string) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: `Your account menu: ${name}`, exact: true })
    .click();
  const menu = page.getByRole("navigation", { name: "Your account" });
  await expect(menu).toBeVisible();
  return menu;
}

export async function expectSignedInBar(page: Page, name: string) {
  const banner = page.getByRole("banner");
  if (onPhone(page)) {
    await expect(banner.getByRole("button", { name: `Your account menu: ${name}`, exact: true })).toBeVisible();
    // No Log out a tap away beside the site's menu: it is in the person's own menu.
    await expect(banner.getByRole("button", { name: "Log out" })).toHaveCount(0);
  } else {
    await expect(accountLink(page, name)).toHaveAttribute("href", "/account");
    await expect(accountLink(page, name).getByTestId("account-name")).toHaveText(name);
    await expect(banner.getByRole("button", { name: "Log out" })).toBeVisible();
  }
  await expect(banner.getByRole("link", { name: "Log in", exact: true })).toHaveCount(0);
}

export async function expectSignedOutBar(page: Page) {
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute("href", "/login");
  await expect(banner.getByRole("button", { name: "Log out" })).toHaveCount(0);
  await expect(banner.getByRole("link", { name: /^Your account:/ })).toHaveCount(0);
  await expect(banner.getByRole("button", { name: /^Your account menu:/ })).toHaveCount(0);
}

/** Presses Log out (in the account menu on a phone) and expects to be signed out on the home page of `origin`. */
export async function logOut(page: Page, origin = baseURL) {
  if (onPhone(page)) {
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Your account menu:/ })
      .click();
  }
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await expectSignedOutBar(page);
  await expect(page).toHaveURL(`${origin}/`);
}

/** The server-rendered HTML of a page, fetched with the browser context's cookies. */
export async function serverHTML(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.text();
}
