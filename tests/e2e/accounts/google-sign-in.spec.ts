import type { Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { createAccount, keptEmail, providersOf, uidOf } from "../support/auth-emulator";
import { expect, test, waitForHydration } from "../support/fixtures";
import { accountLink, expectSignedInBar, loginForm, logOut, passwordBox } from "../support/account-ui";
import { chooseGoogleAccount, type GoogleAccount } from "../support/google-account";
import { serveGoogleIframeLibrary } from "../support/google-iframe-library";

/*
 * "Continue with Google" against the emulator's own Google page: the popup (or the redirect)
 * shows the emulator's account chooser, which the test fills in as a person would. Accounts are
 * in the kept domain, so the accounts spec's clearing never removes them mid-test.
 */

test.beforeEach(async ({ context }) => {
  await serveGoogleIframeLibrary(context);
});

// Each test goes through Google's window more than once, and the SDK's own timers add seconds.
test.describe.configure({ timeout: 90_000 });

/** How long a sign-in through Google's window may take to land on the next page. */
const THROUGH_GOOGLE = { timeout: 20_000 };

/** Presses "Continue with Google" and chooses the account in the popup that opens. */
async function continueWithGoogle(page: Page, account: GoogleAccount, options?: { unverifiedEmail?: boolean }) {
  await waitForHydration(page);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await chooseGoogleAccount(await popup, account, options);
}

test.describe("Continue with Google", () => {
  test("creates an account from the register page, and signs the same account in from the login page", async ({ page }) => {
    const grace = { email: keptEmail("grace"), displayName: "Grace Hopper" };
    await page.goto("/register?redirectTo=/courses");
    await continueWithGoogle(page, grace);
    await expect(page).toHaveURL(`${baseURL}/courses`, THROUGH_GOOGLE);
    await expectSignedInBar(page, grace.displayName);
    expect(await providersOf(grace.email)).toEqual(["google.com"]);
    const uid = await uidOf(grace.email);

    // An account made with Google has no password to change, and confirms its deletion with Google.
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Password", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Confirm with Google and delete" })).toBeVisible();

    await logOut(page);
    await page.goto("/login?redirectTo=/account");
    await continueWithGoogle(page, grace);
    await expect(page).toHaveURL(`${baseURL}/account`, THROUGH_GOOGLE);
    await expectSignedInBar(page, grace.displayName);
    expect(await uidOf(grace.email)).toBe(uid);
  });

  test("deletes an account made with Google once Google confirms it is its holder", async ({ page }) => {
    const grace = { email: keptEmail("grace-leaving"), displayName: "Grace Leaving" };
    await page.goto("/login?redirectTo=/account");
    await continueWithGoogle(page, grace);
    await expect(page).toHaveURL(`${baseURL}/account`, THROUGH_GOOGLE);
    expect(await uidOf(grace.email)).toBeDefined();

    await waitForHydration(page);
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Confirm with Google and delete" }).click();
    await chooseGoogleAccount(await popup, grace);
    await expect(page).toHaveURL(/\/account\/deleted$/, THROUGH_GOOGLE);
    expect(await uidOf(grace.email)).toBeUndefined();
  });

  test("goes by redirect when the browser blocks the popup, and finishes the sign-in on return", async ({ page }) => {
    const alan = { email: keptEmail("alan"), displayName: "Alan Turing" };
    // As a popup blocker does: window.open opens nothing.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto("/login?redirectTo=/courses");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    // The emulator's Google page, in this tab.
    await page.waitForURL(/\/emulator\/auth\/handler/);
    await chooseGoogleAccount(page, alan);
    await expect(page).toHaveURL(`${baseURL}/courses`, THROUGH_GOOGLE);
    await expectSignedInBar(page, alan.displayName);
    expect(await providersOf(alan.email)).toEqual(["google.com"]);
  });

  test("says so in plain words when the Google window is closed before choosing", async ({ page }) => {
    await page.goto("/login");
    await waitForHydration(page);
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await (await popup).close();
    // The SDK gives a closed window a few seconds, in case it was only moving on.
    await expect(page.getByRole("form", { name: "Continue with Google" }).getByRole("alert")).toHaveText(
      "The sign-in window closed before you finished. Try again when you're ready.",
      THROUGH_GOOGLE,
    );
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
    // With scripts, not dimmed.
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCSS("opacity", "1");
  });

  test("names the cause when this browser cannot reach Google (issue 36, item 7)", async ({ page, context, consoleErrors }) => {
    // Offline for Google alone: its script library, as a network that cannot reach it answers.
    await context.unroute(/^https:\/\/apis\.google\.com\/js\/api\.js/);
    await context.route(/^https:\/\/apis\.google\.com\//, (route) => route.abort("internetdisconnected"));
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    const alert = page.getByRole("form", { name: "Continue with Google" }).getByRole("alert");
    await expect(alert).toHaveText(
      "We couldn't reach Google from this browser. Check your connection and try again, or log in with your email and password.",
      THROUGH_GOOGLE,
    );
    await expect(alert).not.toContainText("on our side");
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|net::/.test(error)));
  });

  test("links Google to a password account with the same email once the visitor logs in with the password", async ({ page }) => {
    const katherine = { email: keptEmail("katherine"), displayName: "Katherine Johnson", password: "orbital-mechanics" };
    await createAccount(katherine);
    const uid = await uidOf(katherine.email);

    await page.goto("/register");
    await continueWithGoogle(page, katherine, { unverifiedEmail: true });
    // Firebase refuses the sign-in until the account's own sign-in is used.
    await expect(page.getByRole("form", { name: "Continue with Google" }).getByRole("alert")).toContainText(
      "This email already has an account here, with a password.",
      THROUGH_GOOGLE,
    );
    await page.getByRole("link", { name: "Log in with your password" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("status").filter({ hasText: "your Google sign-in is added" })).toContainText(katherine.email);
    const form = loginForm(page);
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(katherine.email.toLowerCase());
    await passwordBox(form).fill(katherine.password);
    await form.getByRole("button", { name: "Log in", exact: true }).click();
    // The password sign-in, the link and the session: then the home page.
    await expect(page).toHaveURL(`${baseURL}/`, THROUGH_GOOGLE);
    await expectSignedInBar(page, katherine.displayName);
    expect(await providersOf(katherine.email)).toEqual(["google.com", "password"]);
    expect(await uidOf(katherine.email)).toBe(uid);

    // Either way in now reaches the same account.
    await logOut(page);
    await page.goto("/login");
    await continueWithGoogle(page, katherine);
    await expect(accountLink(page, katherine.displayName)).toBeVisible(THROUGH_GOOGLE);
    expect(await uidOf(katherine.email)).toBe(uid);
  });

  test("without JavaScript, the button is dimmed, and says it needs JavaScript when pressed", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    // Dimmed: it cannot sign anyone in here (issue 64, item 16). The email form is not.
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCSS("opacity", "0.7");
    await expect(page.getByRole("form", { name: "Log in" }).getByRole("button", { name: "Log in", exact: true })).toHaveCSS("opacity", "1");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByRole("form", { name: "Continue with Google" }).getByRole("alert")).toHaveText(
      "This form needs JavaScript, which seems to be turned off or blocked. Turn it on and try again.",
    );
    await context.close();
  });
});
