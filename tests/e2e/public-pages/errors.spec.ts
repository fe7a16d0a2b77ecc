import type { Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { createAccount, keptEmail } from "../support/auth-emulator";
import { expect, expectConsoleErrors, test } from "../support/fixtures";
import { expectSignedInBar } from "../support/account-ui";

/** Sends an empty form to `action` as a browser does, from the page that is open. */
async function postFormTo(page: Page, action: string) {
  await page.evaluate((target) => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = target;
    document.body.append(form);
    form.submit();
  }, action);
}

test.describe("error screens", () => {
  test("an unmatched URL answers 404 with the not-found page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/this/page/does-not-exist?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole("main")).toContainText("/this/page/does-not-exist");
    await expect(page).toHaveTitle("Page not found | Brightline Digital");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "See our services" })).toHaveAttribute("href", "/#services");
    await expect(main.getByRole("link", { name: "Browse the portfolio" })).toHaveAttribute("href", "/projects");
    // The site's own navigation stays available on the error page.
    await expect(page.getByRole("banner")).toBeVisible();
    expectConsoleErrors(consoleErrors, /404/);
  });

  test("a thrown error shows the friendly 500 screen with the request reference, and no stack", async ({ page, consoleErrors }) => {
    const response = await page.goto("/error-drill?kind=crash");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    await expect(page).toHaveTitle("Something went wrong | Brightline Digital");
    await expect(page.getByRole("main").getByRole("link", { name: "Reload" })).toHaveAttribute("href", "/error-drill?kind=crash");
    await expect(page.getByRole("main").getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    const requestId = response!.headers()["x-request-id"];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByTestId("request-id")).toHaveText(requestId!);
    const html = await response!.text();
    expect(html).not.toContain("Error drill");
    expect(html).not.toMatch(/at [\w.]+ \(.*:\d+:\d+\)/);
    expectConsoleErrors(consoleErrors, /500/);
  });

  test("Reload on the error screen reloads the page", async ({ page, consoleErrors }) => {
    const first = await page.goto("/error-drill?kind=crash");
    const firstId = first!.headers()["x-request-id"];
    // A full document request for the same address, answered by the server again.
    const reloaded = page.waitForResponse((response) => response.request().resourceType() === "document");
    await page.getByRole("main").getByRole("link", { name: "Reload" }).click();
    const second = await reloaded;
    expect(new URL(second.url()).pathname + new URL(second.url()).search).toBe("/error-drill?kind=crash");
    expect(second.headers()["x-request-id"]).not.toBe(firstId);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    expectConsoleErrors(consoleErrors, /500/);
  });

  test("a 400 response shows its own message", async ({ page, consoleErrors }) => {
    const response = await page.goto("/error-drill?kind=bad-request");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("That request didn't make sense to us");
    await expect(page.getByRole("main")).toContainText("Error 400");
    expectConsoleErrors(consoleErrors, /400/);
  });

  test("a form post to a page without an action shows the 405 message", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await postFormTo(page, "/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("That action isn't allowed here");
    await expect(page.getByRole("main")).toContainText("Error 405");
    // Nothing of the framework's own explanation reaches the page or its data.
    expect(await page.content()).not.toMatch(/did not provide an `?action/);
    expectConsoleErrors(consoleErrors, /405/);
  });

  test("a signed-in visitor's 405 page keeps their account corner", async ({ page, consoleErrors }) => {
    const account = { email: keptEmail("refused"), password: "correct-horse-9", displayName: "Refused Rosalind" };
    const { idToken } = await createAccount(account);
    const session = await page.request.post("/auth/session", { headers: { Authorization: `Bearer ${idToken}`, Origin: baseURL } });
    expect(session.status(), await session.text()).toBe(200);
    await page.goto("/");
    await postFormTo(page, "/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("That action isn't allowed here");
    await expectSignedInBar(page, account.displayName);
    expectConsoleErrors(consoleErrors, /405/);
  });
});
