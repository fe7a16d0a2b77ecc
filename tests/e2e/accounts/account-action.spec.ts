import type { Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { emulatorOrigin, findAccountByUid, namedAccount, oobCodesFor, signInWithPassword } from "../support/auth-emulator";
import { expect, test } from "../support/fixtures";
import { expectSignedInBar, submitLogin } from "../support/account-ui";
import { violationsInBothThemes } from "../support/axe";
import { signedInAccount } from "../support/staff";

/*
 * The site's own page for the links in the identity provider's emails (/account/action): a
 * password reset, an email verification. The emulator "sends" its emails to GET …/oobCodes;
 * the tests open the site's page with the code, as the email's link would once the project's
 * action URL points here.
 */

const password = "correct horse battery staple";

/** What the identity provider's "send the email" call does, as the site's pages ask for it. */
async function sendCode(body: Record<string, string>) {
  const response = await fetch(`${emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.ok, await response.text()).toBe(true);
}

async function newestCode(email: string, kind: "PASSWORD_RESET" | "VERIFY_EMAIL") {
  const codes = await oobCodesFor(email, kind);
  return codes.at(-1)!.oobCode;
}

const linkFor = (mode: string, oobCode: string) => `/account/action?mode=${mode}&oobCode=${encodeURIComponent(oobCode)}`;

test.describe("the account action page", () => {
  test("resets a password from the email's link, once; the link then says it is used", async ({ page, consoleErrors }) => {
    const ada = await namedAccount("Ada Action", password);
    await sendCode({ requestType: "PASSWORD_RESET", email: ada.email });
    const link = linkFor("resetPassword", await newestCode(ada.email, "PASSWORD_RESET"));

    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await expect(page.getByRole("main")).toContainText(ada.email.toLowerCase());
    const form = page.getByRole("form", { name: "Choose a new password" });
    // Too short: said beside the box, and the link still works.
    await form.getByLabel("New password").fill("short");
    await form.getByLabel("New password").evaluate((input: HTMLInputElement) => input.removeAttribute("minlength"));
    await form.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("form", { name: "Choose a new password" }).getByLabel("New password")).toHaveAccessibleDescription(
      /Choose a new password of at least 8 characters/,
    );
    const newPassword = "difference engine 1843";
    await page.getByRole("form", { name: "Choose a new password" }).getByLabel("New password").fill(newPassword);
    const saved = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Save new password" }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your password is changed");
    await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();

    // The old password no longer works; the new one does.
    await expect(signInWithPassword({ email: ada.email, password })).rejects.toThrow(/answered 400/);
    await page.goto("/login");
    await submitLogin(page, ada.email, newPassword);
    await expectSignedInBar(page, ada.name);

    // The same link again: used, in plain words, with the way to a new one.
    const again = await page.goto(link);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired or has already been used");
    await expect(page.getByRole("main").getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
    // The browser's word for the 400 (the short password) and the 410 (the used link).
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of (400|410)/.test(error)));
  });

  test("verifies an email address only when asked, not when the link is merely opened", async ({ page, consoleErrors }) => {
    const grace = await namedAccount("Grace Action", password);
    const { idToken } = await signInWithPassword({ email: grace.email, password });
    await sendCode({ requestType: "VERIFY_EMAIL", idToken });
    const link = linkFor("verifyEmail", await newestCode(grace.email, "VERIFY_EMAIL"));

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verify your email address");
    // A mail scanner opens links too: opening it changed nothing.
    expect((await findAccountByUid(grace.uid))?.emailVerified).toBeFalsy();
    const verified = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Verify my email address" }).click();
    // Done is a 200, though the page's loader, run again after the action, finds the code used.
    expect((await verified).status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your email address is verified");
    expect((await findAccountByUid(grace.uid))?.emailVerified).toBe(true);
    await expect(page.getByRole("link", { name: "Go to your account" })).toHaveAttribute("href", "/account");

    // A link that is no link: said plainly, nothing done.
    const made = await page.goto("/account/action?mode=deleteEverything&oobCode=x");
    expect(made?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired or has already been used");
    const forged = await page.goto(linkFor("verifyEmail", "not-a-real-code"));
    expect(forged?.status()).toBe(410);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of (400|410)/.test(error)));
  });

  test("an address verified from the link is verified on the account page at once, without signing in again (issue 36)", async ({
    page,
  }) => {
    const email = await signedInAccount(page.request, "verify-later");
    await page.goto("/account");
    const panel = page.getByRole("region", { name: "Email address" });
    await expect(panel).toContainText("isn't verified yet");
    // The email's link, followed to the site's own page: the account page's copy of the account
    // is replaced at once (decision 39), where a change made elsewhere waits for it to expire.
    const { idToken } = await signInWithPassword({ email, password: "correct-horse-9" });
    await sendCode({ requestType: "VERIFY_EMAIL", idToken });
    await page.goto(linkFor("verifyEmail", await newestCode(email, "VERIFY_EMAIL")));
    await page.getByRole("button", { name: "Verify my email address" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your email address is verified");
    await page.goto("/account");
    await expect(panel).toContainText(`${email.toLowerCase()} is verified.`);
    await expect(panel.getByRole("button", { name: "Send verification email" })).toHaveCount(0);
  });

  test("works with every script blocked, and refuses a form from another site", async ({ browser, request }) => {
    const noor = await namedAccount("Noor Action", password);
    await sendCode({ requestType: "PASSWORD_RESET", email: noor.email });
    const code = await newestCode(noor.email, "PASSWORD_RESET");
    const foreign = await request.post(linkFor("resetPassword", code), {
      headers: { Origin: "https://elsewhere.example" },
      form: { mode: "resetPassword", oobCode: code, newPassword: "taken over 1234" },
    });
    expect(foreign.status()).toBe(403);

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const plain = await context.newPage();
    try {
      await plain.goto(linkFor("resetPassword", code));
      await plain.getByRole("textbox", { name: "New password" }).fill("chosen without scripts");
      await plain.getByRole("button", { name: "Save new password" }).click();
      await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Your password is changed");
    } finally {
      await context.close();
    }
    expect((await signInWithPassword({ email: noor.email, password: "chosen without scripts" })).idToken).toBeTruthy();
  });
});

test.describe("the account action page for everyone", () => {
  for (const width of [320, 375, 1280]) {
    test(`passes a whole-page accessibility check in both themes at ${width} px, and fits`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const lin = await namedAccount("Lin Action", password);
      await sendCode({ requestType: "PASSWORD_RESET", email: lin.email });
      await page.goto(linkFor("resetPassword", await newestCode(lin.email, "PASSWORD_RESET")));
      await check(page, width);
    });
  }
});

async function check(page: Page, width: number) {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  expect(await violationsInBothThemes(page, tags, () => true)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `fits ${width} px`).toBe(true);
}
