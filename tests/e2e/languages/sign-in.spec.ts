import type { Page } from "@playwright/test";
import { expect, expectConsoleErrors, test, waitForHydration } from "../support/fixtures";
import { createAccount, emulatorOrigin, keptEmail, namedAccount, oobCodesFor } from "../support/auth-emulator";

/**
 * Signing up and in from the German pages (issue 42): the pages, the form's checks and the
 * identity provider's refusals in German, with scripts and without, and back to the German site.
 */

/** What Chromium logs for a 400 answer: the identity provider's refusals, and the page's action's without scripts. */
const HTTP_400 = /Failed to load resource: the server responded with a status of 400/;

const germanRegisterForm = (page: Page) => page.getByRole("form", { name: "Konto anlegen" });
const germanLoginForm = (page: Page) => page.getByRole("form", { name: "Anmelden" });

test.describe("the sign-in pages in German", () => {
  test("an account made at /de/register: German checks, then the German home page, signed in", async ({ page }) => {
    const email = keptEmail("neues-konto");
    await page.goto("/de/register");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle(/^Konto anlegen/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Konto anlegen");
    await expect(page.getByText("Ein Konto für alle unsere Kurse. Das dauert nur eine Minute.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Anmelden", exact: true })).toHaveAttribute("href", "/de/login");
    await expect(page.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/de/privacy");

    const form = germanRegisterForm(page);
    await form.getByRole("textbox", { name: "Ihr Name" }).fill("Jonas Becker");
    await form.getByRole("textbox", { name: "E-Mail" }).fill(email);
    await form.getByLabel("Passwort", { exact: true }).fill("kurz");
    await form.getByRole("button", { name: "Konto anlegen" }).click();
    // The form's own checks, in the page's language.
    await expect(form.getByText("Mindestens 8 Zeichen, bitte.")).toBeVisible();
    await form.getByRole("button", { name: "Passwort anzeigen" }).click();
    await expect(form.getByRole("button", { name: "Passwort verbergen" })).toHaveAttribute("aria-pressed", "true");

    await form.getByLabel("Passwort", { exact: true }).fill("ein langes deutsches passwort");
    await form.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Ihr Konto: Jonas Becker" })).toBeVisible();
  });

  test("a wrong password at /de/login is refused in German; the right one signs in and goes back to the German page", async ({
    page,
    consoleErrors,
  }) => {
    const email = keptEmail("anmeldung");
    await createAccount({ email, password: "richtiges passwort 1", displayName: "Lea Wagner" });

    // A German page that needs an account sends the visitor to the German login page, and back.
    await page.goto("/de/account");
    await expect(page).toHaveURL(/\/de\/login\?redirectTo=%2Fde%2Faccount$/);
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Passwort vergessen?" })).toHaveAttribute(
      "href",
      "/de/forgot-password?redirectTo=%2Fde%2Faccount",
    );

    const form = germanLoginForm(page);
    await form.getByRole("textbox", { name: "E-Mail" }).fill(email);
    await form.getByLabel("Passwort", { exact: true }).fill("falsches passwort 1");
    await form.getByRole("button", { name: "Anmelden", exact: true }).click();
    // The identity provider's refusal, from the German catalogue.
    await expect(form.getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort ist falsch.");
    expectConsoleErrors(consoleErrors, HTTP_400);

    await form.getByLabel("Passwort", { exact: true }).fill("richtiges passwort 1");
    await form.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/de\/account$/);
  });

  test("/de/forgot-password answers in German, whether or not the email has an account", async ({ page, consoleErrors }) => {
    await page.goto("/de/forgot-password");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Passwort zurücksetzen");
    const form = page.getByRole("form", { name: "Passwort zurücksetzen" });
    await form.getByRole("textbox", { name: "E-Mail" }).fill("niemand@example.com");
    await form.getByRole("button", { name: "Link anfordern" }).click();
    await expect(form.getByRole("status")).toContainText("Falls ein Konto diese E-Mail-Adresse nutzt");
    expectConsoleErrors(consoleErrors, HTTP_400);
  });

  test("on the way to booking a course, the German login page names the course in German", async ({ page }) => {
    await page.goto(`/de/login?redirectTo=${encodeURIComponent("/de/courses/accessible-forms-and-components/book/x")}`);
    await expect(
      page.getByText(/^Melden Sie sich an, um Ihren Platz im Kurs Barrierefreie Webformulare und Komponenten zu buchen\./),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Konto anlegen" })).toHaveAttribute(
      "href",
      `/de/register?redirectTo=${encodeURIComponent("/de/courses/accessible-forms-and-components/book/x")}`,
    );
  });
});

test.describe("the German sign-in pages with every script blocked", () => {
  test.use({ javaScriptEnabled: false });

  test("say what works without scripts, refuse in German, and sign in to the German home page", async ({ page, consoleErrors }) => {
    const email = keptEmail("ohne-skripte");
    await createAccount({ email, password: "richtiges passwort 2", displayName: "Mia Koch" });
    await page.goto("/de/login");
    await expect(page.getByText(/^JavaScript ist in diesem Browser ausgeschaltet: Sie können sich unten mit E-Mail-Adresse/)).toBeVisible();

    const form = germanLoginForm(page);
    await form.getByRole("textbox", { name: "E-Mail" }).fill(email);
    await form.getByLabel("Passwort", { exact: true }).fill("falsches passwort 2");
    await form.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByRole("form", { name: "Anmelden" }).getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort ist falsch.");
    // What was typed is kept, but the password.
    await expect(page.getByRole("textbox", { name: "E-Mail" })).toHaveValue(email);

    await page.getByRole("button", { name: "Weiter mit Google" }).click();
    await expect(page.getByRole("form", { name: "Weiter mit Google" }).getByRole("alert")).toHaveText(
      "Dieses Formular braucht JavaScript, das offenbar ausgeschaltet oder blockiert ist. Schalten Sie es ein und versuchen Sie es noch einmal.",
    );

    await germanLoginForm(page).getByRole("textbox", { name: "E-Mail" }).fill(email);
    await germanLoginForm(page).getByLabel("Passwort", { exact: true }).fill("richtiges passwort 2");
    await germanLoginForm(page).getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Ihr Konto: Mia Koch" })).toBeVisible();
    // The page's action answers each refused form with 400.
    expectConsoleErrors(consoleErrors, HTTP_400);
  });

  test("a German registration with a short password gets the German check from the server", async ({ page, consoleErrors }) => {
    await page.goto("/de/register");
    const form = germanRegisterForm(page);
    await form.getByRole("textbox", { name: "Ihr Name" }).fill("Paul Neumann");
    await form.getByRole("textbox", { name: "E-Mail" }).fill("kein-at-zeichen");
    await form.getByLabel("Passwort", { exact: true }).fill("kurz");
    await form.getByRole("button", { name: "Konto anlegen" }).click();
    const answered = germanRegisterForm(page);
    await expect(answered.getByText("Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@example.com.")).toBeVisible();
    await expect(answered.getByText("Mindestens 8 Zeichen, bitte.")).toBeVisible();
    await expect(answered.getByRole("textbox", { name: "Ihr Name" })).toHaveValue("Paul Neumann");
    expectConsoleErrors(consoleErrors, HTTP_400);
  });
});

test.describe("the identity provider's German mail", () => {
  test("its link opens the step at the German address, which answers in German", async ({ page, consoleErrors }) => {
    const account = await namedAccount("Emma Schmitt", "altes passwort 123");
    const sent = await fetch(`${emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ requestType: "PASSWORD_RESET", email: account.email }),
    });
    expect(sent.ok).toBe(true);
    const code = (await oobCodesFor(account.email, "PASSWORD_RESET")).at(-1)!.oobCode;

    // The provider's link names the mail's language (Firebase's languageCode): the same step, in German.
    await page.goto(`/account/action?mode=resetPassword&oobCode=${encodeURIComponent(code)}&lang=de`);
    await expect(page).toHaveURL(/\/de\/account\/action\?mode=resetPassword&oobCode=.+&lang=de$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neues Passwort wählen");
    const form = page.getByRole("form", { name: "Neues Passwort wählen" });
    await form.getByLabel("Neues Passwort").fill("kurz");
    await form.getByLabel("Neues Passwort").evaluate((input: HTMLInputElement) => input.removeAttribute("minlength"));
    await form.getByRole("button", { name: "Neues Passwort speichern" }).click();
    await expect(page.getByRole("form", { name: "Neues Passwort wählen" }).getByLabel("Neues Passwort")).toHaveAccessibleDescription(
      /Wählen Sie ein neues Passwort mit mindestens 8 Zeichen\./,
    );
    await page.getByRole("form", { name: "Neues Passwort wählen" }).getByLabel("Neues Passwort").fill("neues passwort 456");
    await page.getByRole("button", { name: "Neues Passwort speichern" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Passwort ist geändert");
    await expect(page.getByRole("main").getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/de/login");
    // The short password's answer was a 400.
    expectConsoleErrors(consoleErrors, HTTP_400);
  });
});
