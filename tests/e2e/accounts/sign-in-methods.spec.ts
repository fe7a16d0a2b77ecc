import type { Page } from "@playwright/test";
import fc from "fast-check";
import { baseURL } from "../../../playwright.config";
import { createAccount, keptEmail, namedAccount, providersOf, providersOfAccount, signInWithPassword } from "../support/auth-emulator";
import { expect, test, waitForHydration } from "../support/fixtures";
import { loginForm, logOut, passwordBox, submitLogin } from "../support/account-ui";
import { violationsInBothThemes } from "../support/axe";
import { chooseGoogleAccount } from "../support/google-account";
import { serveGoogleIframeLibrary } from "../support/google-iframe-library";

/*
 * The account page's Sign-in methods: the password and Google added and removed, never the last
 * of the two, each removal after a fresh sign-in; against the emulator and its Google page.
 */

test.beforeEach(async ({ context }) => {
  await serveGoogleIframeLibrary(context);
});
test.describe.configure({ timeout: 90_000 });

const password = "correct horse battery staple";
const THROUGH_GOOGLE = { timeout: 20_000 };

const newAccount = (name: string) => namedAccount(name, password);

function methodsPanel(page: Page) {
  return page.getByRole("region", { name: "Sign-in methods" });
}

function methodRow(page: Page, name: string) {
  return methodsPanel(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) });
}

function signedInLink(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Your account:/ });
}

async function logInToAccount(page: Page, email: string, withPassword = password) {
  await page.goto("/login?redirectTo=/account");
  await submitLogin(page, email, withPassword);
  await expect(page).toHaveURL(`${baseURL}/account`);
  await waitForHydration(page);
}

test.describe("sign-in methods", () => {
  test("Google is connected after the password, the password removed and added again, then Google removed", async ({ page }) => {
    const ada = await newAccount("Ada Methods");
    await logInToAccount(page, ada.email);
    await expect(methodRow(page, "Password")).toContainText("On: you log in with your email and password.");
    await expect(methodRow(page, "Password")).toContainText("only way to log in besides passkeys");
    await expect(methodRow(page, "Password").locator("summary", { hasText: "Remove" })).toHaveCount(0);
    await expect(methodRow(page, "Passkeys")).toHaveCount(0);

    // Connect Google: the password first, then Google's window.
    await methodRow(page, "Google").locator("summary", { hasText: "Connect Google" }).click();
    const connect = methodsPanel(page).getByRole("form", { name: "Connect Google" });
    await passwordBox(connect, "Your password, to confirm").fill(password);
    const popup = page.waitForEvent("popup");
    await connect.getByRole("button", { name: "Confirm and connect Google" }).click();
    await chooseGoogleAccount(await popup, ada);
    await expect(methodsPanel(page).getByRole("status").first()).toContainText("Google connected.", THROUGH_GOOGLE);
    await expect(methodRow(page, "Google")).toContainText(`On: you log in with ${ada.email.toLowerCase()}.`);
    expect(await providersOfAccount(ada.uid)).toEqual(["google.com", "password"]);

    // Remove the password, with the password.
    await methodRow(page, "Password").locator("summary", { hasText: "Remove" }).click();
    const removal = methodsPanel(page).getByRole("form", { name: "Remove: your password" });
    await passwordBox(removal, "Your password, to confirm").fill(password);
    await removal.getByRole("button", { name: "Remove my password" }).click();
    await expect(methodsPanel(page).getByRole("status").first()).toContainText("Password removed.");
    expect(await providersOfAccount(ada.uid)).toEqual(["google.com"]);
    await expect(page.getByRole("heading", { name: "Password", exact: true })).toHaveCount(0);
    await expect(methodRow(page, "Google")).toContainText("only way to log in besides passkeys");
    await expect(signInWithPassword({ email: ada.email, password })).rejects.toThrow(
      /answered 400: .*(INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND)/s,
    );

    // Add one again: Google confirms it is them.
    await methodRow(page, "Password").locator("summary", { hasText: "Add a password" }).click();
    const adding = methodsPanel(page).getByRole("form", { name: "Add a password" });
    const newPassword = "difference engine 1843";
    await passwordBox(adding, "New password").fill(newPassword);
    const confirming = page.waitForEvent("popup");
    await adding.getByRole("button", { name: "Add password" }).click();
    await chooseGoogleAccount(await confirming, ada);
    await expect(methodsPanel(page).getByRole("status").first()).toContainText("Password added.", THROUGH_GOOGLE);
    expect(await providersOfAccount(ada.uid)).toEqual(["google.com", "password"]);
    // Still logged in here. (The emulator's Google page may have replaced the name.)
    await expect(signedInLink(page)).toBeVisible();

    // Remove Google, with the new password; then the password logs in.
    await methodRow(page, "Google").locator("summary", { hasText: "Remove" }).click();
    const googleRemoval = methodsPanel(page).getByRole("form", { name: "Remove: Google" });
    await passwordBox(googleRemoval, "Your password, to confirm").fill(newPassword);
    await googleRemoval.getByRole("button", { name: "Remove Google" }).click();
    await expect(methodsPanel(page).getByRole("status").first()).toContainText("Google removed.");
    expect(await providersOfAccount(ada.uid)).toEqual(["password"]);
    await logOut(page);
    await logInToAccount(page, ada.email, newPassword);
    await expect(signedInLink(page)).toBeVisible();
  });

  test("the last of the password and Google never goes, and every removal needs a fresh sign-in", async ({ playwright }) => {
    const grace = await newAccount("Grace Methods");
    const client = await playwright.request.newContext({ baseURL });
    const { idToken } = await signInWithPassword({ email: grace.email, password });
    expect((await client.post("/auth/session", { headers: { Origin: baseURL, Authorization: `Bearer ${idToken}` } })).status()).toBe(200);
    const remove = (body: unknown, token = idToken) =>
      client.post("/auth/sign-in-methods", {
        headers: { Origin: baseURL, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        data: JSON.stringify(body),
      });

    const last = await remove({ remove: "password" });
    expect(last.status()).toBe(409);
    expect((await last.json()).error).toContain("last way to log in");
    expect(await providersOf(grace.email)).toEqual(["password"]);
    expect((await remove({ remove: "google" })).status()).toBe(404);
    expect((await remove({ remove: "twoStep" })).status()).toBe(404);
    expect((await remove({ remove: "passkey", id: "c29tZS1jcmVkZW50aWFsLWlkLXRoYXQtaXMtbm90LXRoZXJl" })).status()).toBe(404);
    // Without a token, with another person's, from another site, or by GET: refused before anything is read.
    expect((await client.post("/auth/sign-in-methods", { headers: { Origin: baseURL }, data: { remove: "password" } })).status()).toBe(401);
    const other = await createAccount({ email: keptEmail("grace-other"), password });
    expect((await remove({ remove: "password" }, other.idToken)).status()).toBe(401);
    const foreign = await client.post("/auth/sign-in-methods", {
      headers: { Origin: "https://elsewhere.example", Authorization: `Bearer ${idToken}` },
      data: { remove: "password" },
    });
    expect(foreign.status()).toBe(403);
    expect((await client.get("/auth/sign-in-methods")).status()).toBe(405);

    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          remove: fc.oneof(fc.constantFrom("password", "google", "twoStep", "passkey", "PASSWORD"), fc.string()),
          id: fc.oneof(fc.string(), fc.nat()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await remove(body);
        expect([400, 404, 409], `answered ${response.status()} to ${JSON.stringify(body)}`).toContain(response.status());
        expect((await response.json()).error).toMatch(/\w/);
      }),
      { numRuns: 120 },
    );
    expect(await providersOf(grace.email)).toEqual(["password"]);
    await client.dispose();
  });

  test("removing a method says it needs JavaScript without it, and removes nothing", async ({ page, browser }) => {
    const noor = await newAccount("Noor Methods");
    await logInToAccount(page, noor.email);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await context.newPage();
    try {
      await plain.goto("/account");
      await methodRow(plain, "Google").locator("summary", { hasText: "Connect Google" }).click();
      const connect = methodsPanel(plain).getByRole("form", { name: "Connect Google" });
      await passwordBox(connect, "Your password, to confirm").fill(password);
      await connect.getByRole("button", { name: "Confirm and connect Google" }).click();
      await expect(methodsPanel(plain).getByRole("form", { name: "Connect Google" }).getByRole("alert")).toContainText("needs JavaScript");
      expect(await providersOf(noor.email)).toEqual(["password"]);
    } finally {
      await context.close();
    }
  });
});

test.describe("the Sign-in methods panel for everyone", () => {
  for (const width of [375, 1280]) {
    test(`passes a whole-page accessibility check in both themes at ${width} px, and fits`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const long = await newAccount("Mina Methods With A Rather Long Name For Narrow Phones");
      await logInToAccount(page, long.email);
      await methodRow(page, "Google").locator("summary", { hasText: "Connect Google" }).click();
      const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
      expect(await violationsInBothThemes(page, tags, () => true)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expect(loginForm(page)).toHaveCount(0);
    });
  }
});
