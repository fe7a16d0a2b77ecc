import type { Page } from "@playwright/test";
import fc from "fast-check";
import { baseURL } from "../../../playwright.config";
import { markEmailVerified, namedAccount, signInWithPassword } from "../support/auth-emulator";
import { expect, expectConsoleErrors, test, waitForHydration } from "../support/fixtures";
import { expectSignedInBar, logOut, passwordBox, submitLogin } from "../support/account-ui";
import { violationsInBothThemes } from "../support/axe";
import { addVirtualAuthenticator } from "../support/virtual-authenticator";

/*
 * Passkeys with Chromium's virtual authenticator. WebAuthn refuses IP addresses, so these pages
 * are opened at localhost, which the site answers as its own (without SITE_URL).
 */
const origin = baseURL.replace("127.0.0.1", "localhost");
const password = "correct horse battery staple";

/** An account whose address is verified: only such an account may add a passkey. */
async function newAccount(name: string) {
  const account = await namedAccount(name, password);
  await markEmailVerified(account.uid);
  return account;
}

async function logIn(page: Page, email: string, to = "/account") {
  await page.goto(`${origin}/login?redirectTo=${to}`);
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(`${origin}${to}`);
}

function passkeysPanel(page: Page) {
  return page.getByRole("region", { name: "Passkeys" });
}

function addForm(page: Page) {
  return passkeysPanel(page).getByRole("form", { name: "Add a passkey" });
}

async function addPasskey(page: Page, name: string) {
  await waitForHydration(page);
  const panel = passkeysPanel(page);
  await panel.getByRole("textbox", { name: "Name for the new passkey" }).fill(name);
  await passwordBox(panel, "Your password, to confirm").fill(password);
  await panel.getByRole("button", { name: "Add a passkey" }).click();
  await expect(panel.getByRole("status")).toContainText(`Passkey “${name}” added`);
}

/**
 * Chromium's virtual authenticator answers a waiting autofill request by itself, as if the person
 * had picked the passkey among the email box's suggestions at once. Tests of the button turn
 * autofill off, as a browser without it has it.
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
}

async function signInWithPasskey(page: Page, to = "/account") {
  await page.goto(`${origin}/login?redirectTo=${to}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
}

test.describe("passkeys", () => {
  test("added on the account page, listed, then signing in from the login page's button", async ({ page, consoleErrors }) => {
    const ada = await newAccount("Ada Passkey");
    await withoutAutofill(page);
    const authenticator = await addVirtualAuthenticator(page);
    await logIn(page, ada.email);
    await expect(passkeysPanel(page).getByText("You have no passkeys yet.")).toBeVisible();

    await addPasskey(page, "Work laptop");
    const list = passkeysPanel(page).getByRole("list", { name: "Your passkeys" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem").first()).toContainText("Work laptop");
    await expect(list.getByRole("listitem").first()).toContainText("not used yet");
    const [credential] = await authenticator.credentials();
    expect(credential?.isResidentCredential, "a discoverable passkey").toBe(true);

    // A passkey is a new way in: without the password again, none is added.
    await passkeysPanel(page).getByRole("textbox", { name: "Name for the new passkey" }).fill("Again");
    await passwordBox(addForm(page), "Your password, to confirm").fill("not the password");
    await passkeysPanel(page).getByRole("button", { name: "Add a passkey" }).click();
    await expect(passkeysPanel(page).getByText("That isn't your password.", { exact: false })).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    const unconfirmed = await page.request.post(`${origin}/auth/passkeys/options`, { headers: { Origin: origin } });
    expect(unconfirmed.status(), "a challenge to add a passkey, with the session alone").toBe(401);
    expect((await unconfirmed.json()).error).toContain("Confirm it's you");

    // The same device again: the browser says it already holds one, and nothing is added.
    await passwordBox(addForm(page), "Your password, to confirm").fill(password);
    await passkeysPanel(page).getByRole("button", { name: "Add a passkey" }).click();
    await expect(passkeysPanel(page).getByRole("alert")).toContainText("already holds a passkey");
    await expect(list.getByRole("listitem")).toHaveCount(1);

    await logOut(page, origin);
    await signInWithPasskey(page);
    await expect(page).toHaveURL(`${origin}/account`);
    await expectSignedInBar(page, ada.name);
    await expect(list.getByRole("listitem").first()).toContainText("last used");
    // The identity provider's answer to the wrong password.
    expectConsoleErrors(consoleErrors, /status of 400/);
  });

  test("renamed and removed from the list; a removed passkey signs no one in", async ({ page, consoleErrors }) => {
    const grace = await newAccount("Grace Passkey");
    await withoutAutofill(page);
    await addVirtualAuthenticator(page);
    await logIn(page, grace.email);
    await addPasskey(page, "Phone");
    const item = passkeysPanel(page).getByRole("listitem").first();

    await item.getByText("Rename").click();
    await item.getByRole("textbox", { name: "New name" }).fill("  ");
    await item.getByRole("button", { name: "Save name" }).click();
    await expect(item.getByRole("textbox", { name: "New name" })).toHaveAccessibleDescription(/Give the passkey a name/);
    await item.getByRole("textbox", { name: "New name" }).fill("Grace's phone");
    await item.getByRole("button", { name: "Save name" }).click();
    await expect(item.getByRole("status")).toContainText("Renamed to “Grace's phone”");
    await expect(item.getByRole("paragraph").first()).toHaveText("Grace's phone");

    // Removing one weakens the account: the password again first. A wrong one removes nothing.
    await item.locator("summary", { hasText: "Remove" }).click();
    const removal = item.getByRole("form", { name: "Remove: Grace's phone" });
    await passwordBox(removal, "Your password, to confirm").fill("not the password");
    await removal.getByRole("button", { name: "Remove this passkey" }).click();
    await expect(removal.getByText("That isn't your password.", { exact: false })).toBeVisible();
    await passwordBox(removal, "Your password, to confirm").fill(password);
    await removal.getByRole("button", { name: "Remove this passkey" }).click();
    await expect(passkeysPanel(page).getByRole("status").first()).toContainText("Passkey “Grace's phone” removed.");
    await expect(passkeysPanel(page).getByText("You have no passkeys yet.")).toBeVisible();

    await logOut(page, origin);
    await signInWithPasskey(page);
    await expect(page.getByRole("form", { name: "Sign in with a passkey" }).getByRole("alert")).toContainText("not on any account here");
    await expect(page).toHaveURL(/\/login/);
    // The blank name's refusal, then the removed passkey's.
    expectConsoleErrors(consoleErrors, /status of 400/);
    expectConsoleErrors(consoleErrors, /status of 401/);
  });

  test("an answer sent twice, and a counter that goes back, are refused", async ({ page, consoleErrors }) => {
    const alan = await newAccount("Alan Passkey");
    await withoutAutofill(page);
    const authenticator = await addVirtualAuthenticator(page);
    await logIn(page, alan.email);
    await addPasskey(page, "Laptop");
    await logOut(page, origin);

    // Keep the browser's answer as it goes to the server, then send it again.
    let answer: string | undefined;
    await page.route("**/auth/passkey-sign-in", async (route) => {
      answer = route.request().postData() ?? undefined;
      await route.continue();
    });
    await signInWithPasskey(page);
    await expect(page).toHaveURL(`${origin}/account`);
    expect(answer).toBeDefined();
    const replay = await page.request.post(`${origin}/auth/passkey-sign-in`, {
      headers: { Origin: origin, "Content-Type": "application/json" },
      data: answer,
    });
    expect(replay.status()).toBe(400);
    expect((await replay.json()).error).toContain("expired or was already used");

    // A copy of the passkey from before its last use (a cloned authenticator) counts from lower down.
    const [used] = await authenticator.credentials();
    expect(used!.signCount).toBeGreaterThan(1);
    await logOut(page, origin);
    await authenticator.putCredential({ ...used!, signCount: 0 });
    await signInWithPasskey(page);
    await expect(page.getByRole("form", { name: "Sign in with a passkey" }).getByRole("alert")).toContainText("could not be confirmed");
    expectConsoleErrors(consoleErrors, /status of 401/);
  });

  test("the email box offers passkeys among its suggestions, and picking one signs in", async ({ page }) => {
    const barbara = await newAccount("Barbara Passkey");
    await addVirtualAuthenticator(page);
    await logIn(page, barbara.email);
    await addPasskey(page, "Desktop");
    await logOut(page, origin);

    // The email box asks for passkeys among its suggestions. Read from the page as sent: in the
    // browser the sign-in below may be over before a look at the box (a busy CI run saw /courses).
    const login = await (await page.request.get(`${origin}/login?redirectTo=/courses`)).text();
    expect(login).toMatch(/<input[^>]*autocomplete="username webauthn"/i);
    // The virtual authenticator picks the suggestion as soon as the page asks: no button pressed.
    await page.goto(`${origin}/login?redirectTo=/courses`);
    await expect(page).toHaveURL(`${origin}/courses`);
    await expectSignedInBar(page, barbara.name);
  });

  test("a passkey request the person cancels says so, and signs no one in", async ({ page }) => {
    const edsger = await newAccount("Edsger Passkey");
    await withoutAutofill(page);
    const authenticator = await addVirtualAuthenticator(page);
    await logIn(page, edsger.email);
    await addPasskey(page, "Tablet");
    await logOut(page, origin);

    // The fingerprint is not recognised, or the dialog closed: the browser's NotAllowedError.
    await authenticator.setUserVerified(false);
    await signInWithPasskey(page);
    await expect(page.getByRole("form", { name: "Sign in with a passkey" }).getByRole("alert")).toContainText("cancelled or timed out");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
    await expect(page).toHaveURL(/\/login/);
  });

  test("an account whose address is not verified adds none: the panel says why, and the API refuses", async ({ page }) => {
    // Until it is verified, the account may be a stranger's claim on someone's address, which
    // its real owner takes over by resetting the password: the stranger's passkey must not outlive that.
    const claim = await namedAccount("Unverified Passkey", password);
    await logIn(page, claim.email);
    const panel = passkeysPanel(page);
    await expect(panel).toContainText("Verify your email address first (above): a passkey is a new way into your account");
    await expect(panel.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
    // Asked directly, with a sign-in of a moment ago, the API refuses too, and hands out no challenge.
    const { idToken } = await signInWithPassword({ email: claim.email, password });
    const asked = await page.request.post(`${origin}/auth/passkeys/options`, {
      headers: { Origin: origin, Referer: `${origin}/de/account`, Authorization: `Bearer ${idToken}` },
    });
    expect(asked.status()).toBe(403);
    expect(await asked.json()).toEqual({
      error:
        "Bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link, den wir Ihnen geschickt haben, und fügen Sie den Passkey dann hinzu.",
    });
  });

  test("at a bare IP address, the button explains that passkeys need the site's name", async ({ page }) => {
    await addVirtualAuthenticator(page);
    await page.goto(`${baseURL}/login`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("form", { name: "Sign in with a passkey" }).getByRole("alert")).toContainText("not at a bare IP address");
  });

  test("whatever is sent as a passkey's answer, the endpoints refuse it with a 4xx and keep nothing", async ({ request }) => {
    const b64 = fc.string({ unit: fc.constantFrom(..."ABCabc012-_+/=%<>"), maxLength: 80 });
    const credential = fc.record(
      {
        id: b64,
        rawId: b64,
        type: fc.constantFrom("public-key", "password", ""),
        response: fc.record(
          {
            clientDataJSON: fc.oneof(
              b64,
              fc.json().map((text) => Buffer.from(text).toString("base64url")),
            ),
            authenticatorData: b64,
            attestationObject: b64,
            signature: b64,
            userHandle: b64,
          },
          { requiredKeys: [] },
        ),
        clientExtensionResults: fc.oneof(fc.constant({}), fc.object()),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      credential.map((each) => ({ credential: each })),
      credential.map((each) => ({ name: "Laptop", credential: each })),
      fc.jsonValue(),
    );
    const endpoints = ["/auth/passkey-sign-in", "/auth/passkeys"];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), body, async (endpoint, data) => {
        const response = await request.post(`${origin}${endpoint}`, {
          headers: { Origin: origin, "Content-Type": "application/json" },
          data: JSON.stringify(data),
        });
        expect([400, 401], `${endpoint} answered ${response.status()}`).toContain(response.status());
        expect((await response.json()).error).toMatch(/\w/);
      }),
      { numRuns: 150 },
    );
    // A foreign page, a GET, a form: each refused before anything is read.
    const foreign = await request.post(`${origin}/auth/passkey-sign-in/options`, { headers: { Origin: "https://elsewhere.example" } });
    expect(foreign.status()).toBe(403);
    expect((await request.get(`${origin}/auth/passkey-sign-in`)).status()).toBe(405);
    const form = await request.post(`${origin}/auth/passkeys/options`, { headers: { Origin: origin }, form: { name: "x" } });
    expect(form.status()).toBe(401);
  });
});

test.describe("passkey screens for everyone", () => {
  for (const width of [375, 1280]) {
    test(`pass a whole-page accessibility check in both themes at ${width} px, and fit the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const lin = await newAccount("Lin Passkey With A Rather Long Name For Narrow Phones");
      await withoutAutofill(page);
      await addVirtualAuthenticator(page);
      await logIn(page, lin.email);
      await addPasskey(page, "A passkey on a laptop, with a long name to wrap on phones");
      const item = passkeysPanel(page).getByRole("listitem").first();
      await item.locator("summary", { hasText: "Rename" }).click();
      await item.locator("summary", { hasText: "Remove" }).click();
      const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await violationsInBothThemes(page, tags, () => true)).toEqual([]);
      expect(await fits(), `/account fits ${width} px`).toBe(true);

      await logOut(page, origin);
      await page.goto(`${origin}/login`);
      await waitForHydration(page);
      expect(await violationsInBothThemes(page, tags, () => true)).toEqual([]);
      expect(await fits(), `/login fits ${width} px`).toBe(true);
    });
  }
});

test.describe("passkeys without JavaScript", () => {
  test("a passkey is renamed by a plain form; adding, removing and signing in with one say they need JavaScript", async ({
    page,
    browser,
  }) => {
    const noor = await newAccount("Noor Passkey");
    await withoutAutofill(page);
    await addVirtualAuthenticator(page);
    await logIn(page, noor.email);
    await addPasskey(page, "Laptop");

    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await context.newPage();
    try {
      await plain.goto(`${origin}/account`);
      const item = passkeysPanel(plain).getByRole("listitem").first();
      await item.locator("summary", { hasText: "Rename" }).click();
      await item.getByRole("textbox", { name: "New name" }).fill("Noor's laptop");
      await item.getByRole("button", { name: "Save name" }).click();
      await expect(item.getByRole("status")).toContainText("Renamed to “Noor's laptop”");

      // The account page's buttons that post the same values are not dimmed.
      await expect(passkeysPanel(plain).getByRole("button", { name: "Add a passkey" })).toHaveCSS("opacity", "1");
      await passkeysPanel(plain).getByRole("button", { name: "Add a passkey" }).click();
      await expect(passkeysPanel(plain).getByRole("form", { name: "Add a passkey" }).getByRole("alert")).toContainText("needs JavaScript");

      // Removing one asks for a fresh sign-in, which needs the identity provider's script.
      await passkeysPanel(plain).getByRole("listitem").first().locator("summary", { hasText: "Remove" }).click();
      const removal = passkeysPanel(plain).getByRole("form", { name: "Remove: Noor's laptop" });
      await passwordBox(removal, "Your password, to confirm").fill(password);
      await removal.getByRole("button", { name: "Remove this passkey" }).click();
      await expect(passkeysPanel(plain).getByRole("form", { name: "Remove: Noor's laptop" }).getByRole("alert")).toContainText(
        "needs JavaScript",
      );
      await expect(passkeysPanel(plain).getByRole("listitem")).toHaveCount(1);

      await context.clearCookies();
      await plain.goto(`${origin}/login`);
      // Dimmed on the sign-in page, as it cannot work there without scripts (issue 64, item 16).
      await expect(plain.getByRole("button", { name: "Sign in with a passkey" })).toHaveCSS("opacity", "0.7");
      await plain.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect(plain.getByRole("form", { name: "Sign in with a passkey" }).getByRole("alert")).toContainText("needs JavaScript");
    } finally {
      await context.close();
    }
  });
});
