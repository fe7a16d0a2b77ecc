import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import {
  clearAccounts,
  createAccount,
  emulatorOrigin,
  enrolPhone,
  findAccount,
  listAccounts,
  markEmailVerified,
  oobCodesFor,
  resetPassword,
} from "../support/auth-emulator";
import { expect, expectConsoleErrors, publicPages, test, waitForHydration } from "../support/fixtures";
import {
  accountLink,
  expectSignedInBar,
  expectSignedOutBar,
  loginForm,
  logOut,
  passwordBox,
  serverHTML,
  submitLogin,
  submitRegistration,
} from "../support/account-ui";

// One emulator for every test: they run one after another, each from no accounts at all.
test.describe.configure({ mode: "serial" });

test.beforeEach(async () => {
  await clearAccounts();
});

const INCORRECT = "Email or password is incorrect.";
const NEUTRAL_RESET = "If an account uses that email, we've sent it a link to choose a new password.";
/** What Chromium logs for the identity provider's 400 answers (wrong password and the like). */
const HTTP_400 = /Failed to load resource: the server responded with a status of 400/;

const ada = { email: "ada@example.com", password: "analytical-engine", displayName: "Ada Lovelace" };

/** The text of the messages an input's aria-describedby points at (its error and hint). */
async function describedText(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" | "),
  );
}

/** Expects the input to be marked invalid, with `message` shown under it and tied to it. */
async function expectFieldError(input: Locator, message: string | RegExp) {
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect.poll(() => describedText(input)).toMatch(typeof message === "string" ? new RegExp(escape(message)) : message);
  // The message sits in the field's own block, visible under the input.
  const errorId = (await input.getAttribute("aria-describedby"))!.split(/\s+/)[0]!;
  const error = input.page().locator(`[id="${errorId}"]`);
  await expect(error).toBeVisible();
  await expect(error).toHaveText(message);
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("accounts", () => {
  test("registering signs you in: the bar shows your name, photo and Logout, also in the server's HTML; Logout signs you out", async ({
    page,
  }) => {
    await page.route("https://images.example/**", (route) => route.fulfill({ path: "public/favicon.svg", contentType: "image/svg+xml" }));
    const photoURL = "https://images.example/ada.svg";

    await page.goto("/register");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Create an account" });
    await form.getByRole("textbox", { name: "Your name" }).fill(ada.displayName);
    await form.getByRole("textbox", { name: "Email" }).fill(ada.email);
    await passwordBox(form).fill(ada.password);
    await expect(passwordBox(form)).toHaveAccessibleDescription(/at least 8 characters/i);
    await form.getByRole("textbox", { name: "Photo link (optional)" }).fill(photoURL);
    await form.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedInBar(page, ada.displayName);
    const photo = accountLink(page, ada.displayName).getByTestId("avatar-photo");
    await expect(photo).toHaveAttribute("src", photoURL);
    await expect(photo).toHaveJSProperty("complete", true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The identity provider holds the name and photo too.
    const account = await findAccount(ada.email);
    expect(account?.displayName).toBe(ada.displayName);
    expect(account?.photoUrl).toBe(photoURL);

    // After a reload the server already knows who you are: no flash of "Log in".
    await page.reload();
    await expectSignedInBar(page, ada.displayName);
    await expect(accountLink(page, ada.displayName).getByTestId("avatar-photo")).toHaveAttribute("src", photoURL);
    const html = await serverHTML(page, "/");
    expect(html).toContain(`data-testid="account-name">${ada.displayName}<`);
    expect(html).toContain(`data-testid="avatar-photo"`);
    expect(html).toContain(photoURL);
    expect(html).not.toContain(`>Log in</a>`);

    await logOut(page);
    await page.reload();
    await expectSignedOutBar(page);
    const signedOutHTML = await serverHTML(page, "/");
    expect(signedOutHTML).not.toContain("Your account:");
    expect(signedOutHTML).not.toContain(ada.displayName);
  });

  test("a wrong password says the email or password is incorrect, keeps the email and empties the password", async ({
    page,
    consoleErrors,
  }) => {
    await createAccount(ada);
    await page.goto("/login");

    // Hold the identity provider's answer, to see the button while it works.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${emulatorOrigin}/**/accounts:signInWithPassword*`, async (route) => {
      await held;
      await route.continue();
    });

    await submitLogin(page, ada.email, "not-the-password");
    const busyButton = loginForm(page).getByRole("button", { name: "Logging in…" });
    await expect(busyButton).toHaveAttribute("aria-busy", "true");
    await expect(busyButton).toBeDisabled();
    release();

    const form = loginForm(page);
    await expect(form.getByRole("alert")).toHaveText(INCORRECT);
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(ada.email);
    await expect(passwordBox(form)).toHaveValue("");
    await expect(form.getByRole("button", { name: "Log in", exact: true })).not.toHaveAttribute("aria-busy", "true");
    await expect(page).toHaveURL(`${baseURL}/login`);
    await expectSignedOutBar(page);
    expectConsoleErrors(consoleErrors, HTTP_400);
  });

  test("an unknown email gets the same message as a wrong password", async ({ page, consoleErrors }) => {
    await createAccount(ada);
    await page.goto("/login");
    await submitLogin(page, "nobody@example.com", ada.password);

    const form = loginForm(page);
    await expect(form.getByRole("alert")).toHaveText(INCORRECT);
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue("nobody@example.com");
    await expect(passwordBox(form)).toHaveValue("");
    await expectSignedOutBar(page);
    expectConsoleErrors(consoleErrors, HTTP_400);
  });

  test("registering with an email that has an account says so under Email", async ({ page, consoleErrors }) => {
    await createAccount(ada);
    await page.goto("/register");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Create an account" });
    await form.getByRole("textbox", { name: "Your name" }).fill("Another Ada");
    await form.getByRole("textbox", { name: "Email" }).fill(ada.email);
    await passwordBox(form).fill("a-different-password");
    await form.getByRole("button", { name: "Create account" }).click();

    const email = form.getByRole("textbox", { name: "Email" });
    await expectFieldError(email, /^An account with this email already exists/);
    await expect(email).toHaveValue(ada.email);
    await expect(email).toBeFocused();
    await expect(passwordBox(form)).toHaveValue("");
    await expect(form.getByRole("alert")).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/register`);
    await expectSignedOutBar(page);
    expect(await listAccounts()).toHaveLength(1);
    expectConsoleErrors(consoleErrors, HTTP_400);
  });

  test("a 7-character password is refused under Password and no account is created", async ({ page }) => {
    await page.goto("/register");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Create an account" });
    await form.getByRole("textbox", { name: "Your name" }).fill("Short Pass");
    await form.getByRole("textbox", { name: "Email" }).fill("short@example.com");
    await passwordBox(form).fill("seven77");
    await form.getByRole("button", { name: "Create account" }).click();

    await expectFieldError(passwordBox(form), "Use at least 8 characters.");
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue("short@example.com");
    await expect(page).toHaveURL(`${baseURL}/register`);
    await expectSignedOutBar(page);
    expect(await listAccounts()).toEqual([]);
  });

  test("password reset: the same neutral answer for known and unknown emails, and the new password works", async ({
    page,
    consoleErrors,
  }) => {
    await createAccount(ada);

    await page.goto("/forgot-password");
    await waitForHydration(page);
    let form = page.getByRole("form", { name: "Reset your password" });
    await form.getByRole("textbox", { name: "Email" }).fill(ada.email);
    await form.getByRole("button", { name: "Send reset link" }).click();
    const sentStatus = form.getByRole("status");
    await expect(sentStatus).toContainText(NEUTRAL_RESET);
    const knownAnswer = await sentStatus.textContent();
    await expect(form.getByRole("alert")).toBeHidden();

    // A fresh page, so the message has to appear anew for the unknown email.
    await page.goto("/forgot-password");
    await waitForHydration(page);
    form = page.getByRole("form", { name: "Reset your password" });
    await expect(form.getByRole("status")).toBeHidden();
    await form.getByRole("textbox", { name: "Email" }).fill("nobody@example.com");
    await form.getByRole("button", { name: "Send reset link" }).click();
    await expect(form.getByRole("status")).toContainText(NEUTRAL_RESET);
    expect(await form.getByRole("status").textContent()).toBe(knownAnswer);
    await expect(form.getByRole("alert")).toBeHidden();
    // The emulator answers EMAIL_NOT_FOUND (400) for the unknown email; the page hides that.
    expectConsoleErrors(consoleErrors, HTTP_400);

    const codes = await oobCodesFor(ada.email, "PASSWORD_RESET");
    expect(codes).toHaveLength(1);
    expect(await oobCodesFor("nobody@example.com", "PASSWORD_RESET")).toEqual([]);
    const newPassword = "difference-engine";
    await resetPassword(codes[0]!.oobCode, newPassword);

    // The old password no longer works...
    await page.goto("/login");
    await submitLogin(page, ada.email, ada.password);
    await expect(loginForm(page).getByRole("alert")).toHaveText(INCORRECT);
    expectConsoleErrors(consoleErrors, HTTP_400);

    // ...and the new one does.
    await passwordBox(loginForm(page)).fill(newPassword);
    await loginForm(page).getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedInBar(page, ada.displayName);
  });

  test("the account page sends signed-out visitors to log in, and brings them back after", async ({ page }) => {
    await createAccount(ada);
    const response = await page.goto("/account");
    expect(response?.request().redirectedFrom(), "a redirect from the server").not.toBeNull();
    await expect(page).toHaveURL(`${baseURL}/login?redirectTo=%2Faccount`);
    await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();

    await submitLogin(page, ada.email, ada.password);
    await expect(page).toHaveURL(`${baseURL}/account`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ada.displayName);
    const main = page.getByRole("main");
    for (const panel of ["Profile", "Password", "Email address", "Devices"]) {
      await expect(main.getByRole("heading", { level: 2, name: panel, exact: true })).toBeVisible();
    }
    await expect(
      main.getByRole("list", { name: "Devices where you're logged in" }).getByText("This device", { exact: true }),
    ).toBeVisible();
    await expectSignedInBar(page, ada.displayName);
    // A personal page: kept out of search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await serverHTML(page, "/account")).toContain('<meta name="robots" content="noindex"/>');
  });

  test("redirectTo only goes to paths on this site", async ({ page }) => {
    await createAccount(ada);

    // Other sites in disguise are all replaced by the home page, even before logging in.
    for (const target of ["//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      await page.goto(`/login?${new URLSearchParams({ redirectTo: target })}`);
      await expect(page.locator('input[name="redirectTo"]'), target).toHaveValue("/");
      await expect(page.getByRole("link", { name: "Create an account" }), target).toHaveAttribute("href", "/register");
    }

    await page.goto("/login?redirectTo=//evil.example");
    await submitLogin(page, ada.email, ada.password);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedInBar(page, ada.displayName);
    await logOut(page);

    await page.goto("/login?redirectTo=/projects");
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register?redirectTo=%2Fprojects");
    await submitLogin(page, ada.email, ada.password);
    await expect(page).toHaveURL(`${baseURL}/projects`);
    await expectSignedInBar(page, ada.displayName);
  });

  test("when the sign-in service can't be reached, the form says so and keeps the email", async ({ page, consoleErrors }) => {
    await createAccount(ada);
    await page.goto("/login");
    await waitForHydration(page);
    await page.route(`${emulatorOrigin}/**`, (route) => route.abort());

    await submitLogin(page, ada.email, ada.password);
    const form = loginForm(page);
    await expect(form.getByRole("alert")).toContainText("couldn't reach the sign-in service");
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(ada.email);
    await expect(passwordBox(form)).toHaveValue("");
    await expect(form.getByRole("button", { name: "Log in", exact: true })).toBeEnabled();
    await expect(page).toHaveURL(`${baseURL}/login`);
    await expectSignedOutBar(page);
    expectConsoleErrors(consoleErrors, /Failed to load resource: net::ERR_FAILED/);
  });

  test("when the form's checks can't be downloaded, the form says so, keeps what was typed and sends nothing", async ({
    page,
    consoleErrors,
  }) => {
    // The checks arrive after hydration, when the browser is idle: this visit never gets them.
    await page.route(/\/assets\/auth-checks-[\w-]+\.js$/, (route) => route.abort("failed"));
    const signIns: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("accounts:signInWithPassword")) signIns.push(request.url());
    });
    await page.goto("/login");
    await waitForHydration(page);

    await submitLogin(page, ada.email, ada.password);
    const form = loginForm(page);
    await expect(form.getByRole("alert")).toContainText("Part of this page didn't download");
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(ada.email);
    await expect(passwordBox(form)).toHaveValue(ada.password);
    await expect(form.getByRole("button", { name: "Log in", exact: true })).toBeEnabled();
    expect(signIns).toEqual([]);
    await expect(page.getByText("This page couldn't load")).toHaveCount(0);
    expectConsoleErrors(consoleErrors, /Failed to load resource: net::ERR_FAILED/);
  });

  test("Show password reveals the password and Hide password hides it again", async ({ page }) => {
    await page.goto("/login");
    await waitForHydration(page);
    const form = loginForm(page);
    const password = passwordBox(form);
    await password.fill("correct horse");
    await expect(password).toHaveAttribute("type", "password");

    const show = form.getByRole("button", { name: "Show password" });
    await expect(show).toHaveAttribute("aria-pressed", "false");
    await show.click();
    await expect(password).toHaveAttribute("type", "text");
    const hide = form.getByRole("button", { name: "Hide password" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveValue("correct horse");

    await hide.click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(form.getByRole("button", { name: "Show password" })).toHaveAttribute("aria-pressed", "false");
    await expect(password).toHaveValue("correct horse");
  });

  test("Logout on a page without scripts is a form post: the session ends for good, and no script is involved", async ({ page }) => {
    await createAccount(ada);
    await page.goto("/login");
    await submitLogin(page, ada.email, ada.password);
    await expectSignedInBar(page, ada.displayName);

    const requests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/auth/") || request.resourceType() === "script") requests.push(`${request.method()} ${pathname}`);
    });
    await page.goto("/projects");
    await expectSignedInBar(page, ada.displayName);
    const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === "/auth/logout");
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    expect((await loggedOut).status()).toBe(303);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedOutBar(page);
    expect(requests.filter((request) => !request.startsWith("GET /assets/vitals-"))).toEqual(["POST /auth/logout"]);
    await page.reload();
    await expectSignedOutBar(page);
  });

  test("the logout address changes nothing when opened as a link, or when posted from another site", async ({ page }) => {
    await createAccount(ada);
    await page.goto("/login");
    await submitLogin(page, ada.email, ada.password);
    await expectSignedInBar(page, ada.displayName);
    expect((await page.request.get("/auth/logout")).status()).toBe(405);
    const foreign = await page.request.post("/auth/logout", { headers: { Origin: "https://attacker.example" }, maxRedirects: 0 });
    expect(foreign.status()).toBeGreaterThanOrEqual(400);
    expect(foreign.headers()["set-cookie"]).toBeUndefined();
    await page.reload();
    await expectSignedInBar(page, ada.displayName);
    // A form may say where to go after (an invitation's page does): a page of this site only.
    const back = { Origin: baseURL };
    const elsewhere = await page.request.post("/auth/logout", {
      headers: back,
      form: { redirectTo: "//attacker.example/" },
      maxRedirects: 0,
    });
    expect(elsewhere.headers().location).toBe("/");
    const invitation = "/de/account/invitation/5a3c0f0e-6f1d-4b8e-9a51-000000000005.x";
    const there = await page.request.post("/auth/logout", { headers: back, form: { redirectTo: invitation }, maxRedirects: 0 });
    expect(there.status()).toBe(303);
    expect(there.headers().location).toBe(invitation);
  });

  test("every page, signed out and in, keeps to the Content Security Policy; pages for a signed-in visitor are never stored", async ({
    page,
    cspViolations,
  }) => {
    const walk = async () => {
      for (const path of [...publicPages, "/register", "/forgot-password"]) {
        await page.goto(path);
        // The sign-in pages hydrate; the others run no script of the framework's.
        if (["/login", "/register", "/forgot-password"].includes(path)) await waitForHydration(page);
      }
    };
    await walk();
    // Signed out, a page is the same for everyone: browsers revalidate it, proxies may share it.
    expect((await page.request.get("/")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=10");

    await page.goto("/register");
    await submitRegistration(page, ada);
    await expectSignedInBar(page, ada.displayName);

    for (const path of ["/", "/account", "/account.data", "/courses"]) {
      expect((await page.request.get(path)).headers()["cache-control"], path).toBe("private, no-store");
    }
    await page.goto("/account");
    await waitForHydration(page);
    await logOut(page);
    await page.goto("/login");
    await submitLogin(page, ada.email, ada.password);
    await expectSignedInBar(page, ada.displayName);
    // The fixture fails the test on any violation; this says so where the walk is.
    expect(cspViolations).toEqual([]);
  });

  test("a new password is refused when it is a common one, and a wrong current one is named as that, not as an email (issue 36, item 10)", async ({
    page,
    consoleErrors,
  }) => {
    await createAccount(ada);
    await page.goto("/login?redirectTo=/account");
    await submitLogin(page, ada.email, ada.password);
    await expect(page).toHaveURL(`${baseURL}/account`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Password" });
    const current = passwordBox(form, "Current password");
    const chosen = passwordBox(form, "New password");

    await current.fill("not-my-password");
    await chosen.fill("tide-pool-lantern");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(current).toHaveAccessibleDescription(
      "That isn't your password. Try it again, or reset it from the login page if you've forgotten it.",
    );
    await expect(form).not.toContainText("Email or password");

    await current.fill(ada.password);
    for (const common of ["password123", "iloveyou", "Brightline2026"]) {
      await chosen.fill(common);
      await form.getByRole("button", { name: "Change password" }).click();
      // The error alone: the length hint would only repeat it.
      await expect(chosen).toHaveAccessibleDescription(/^That password is one of the most common/);
      await expect(form.getByText("At least 8 characters.", { exact: true })).toHaveCount(0);
    }
    await chosen.fill("short");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(chosen).toHaveAccessibleDescription("Use at least 8 characters.");
    await expect(form.getByText("At least 8 characters.", { exact: true })).toHaveCount(0);

    // The change reaches the identity provider a second after the current password confirmed
    // it: the emulator then dates the new tokens' sign-in before it revokes the old ones, which
    // once ended the session at random (signedInSincePasswordChange).
    await page.route("**/identitytoolkit.googleapis.com/v1/accounts:update?*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await route.fallback();
    });
    await chosen.fill("tide-pool-lantern");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("status")).toHaveText("Your password is changed.");
    // The identity provider refused the wrong current password.
    expectConsoleErrors(consoleErrors, /status of 400/);
  });

  test("changing your name on the account page updates the bar and the server's HTML", async ({ page }) => {
    await createAccount(ada);
    await page.goto("/login?redirectTo=/account");
    await submitLogin(page, ada.email, ada.password);
    await expect(page).toHaveURL(`${baseURL}/account`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ada.displayName);
    // The profile form saves through the identity provider from the browser: only once hydrated.
    await waitForHydration(page);

    const profile = page.getByRole("form", { name: "Profile" });
    const name = profile.getByRole("textbox", { name: "Your name" });
    await expect(name).toHaveValue(ada.displayName);
    await name.fill("Augusta Ada King");
    await profile.getByRole("button", { name: "Save profile" }).click();

    await expect(profile.getByRole("status")).toHaveText("Your profile is saved.");
    await expectSignedInBar(page, "Augusta Ada King");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Augusta Ada King");
    expect((await findAccount(ada.email))?.displayName).toBe("Augusta Ada King");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Augusta Ada King");
    await expectSignedInBar(page, "Augusta Ada King");
    const html = await serverHTML(page, "/account");
    expect(html).toContain(`data-testid="account-name">Augusta Ada King<`);
    expect(html).not.toContain(ada.displayName);
  });

  test("registering without a photo shows initials; a photo uploaded on the account page is kept without metadata, and can be removed again", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/register?redirectTo=/account");
    await submitRegistration(page, ada);

    await expect(page).toHaveURL(`${baseURL}/account`);
    await expectSignedInBar(page, ada.displayName);
    await expect(accountLink(page, ada.displayName).getByTestId("avatar-initials")).toHaveText("AL");
    expect((await findAccount(ada.email))?.photoUrl).toBeUndefined();

    // The profile form saves through the identity provider from the browser: only once hydrated.
    await waitForHydration(page);
    const profile = page.getByRole("form", { name: "Profile" });
    const picker = profile.getByLabel("Photo (optional)");
    const save = profile.getByRole("button", { name: "Save profile" });

    // Not a picture, whatever its name says: refused beside the field, nothing saved.
    await picker.setInputFiles({ name: "ada.png", mimeType: "image/png", buffer: Buffer.from("I am a text file") });
    await save.click();
    await expect(profile.getByText("That file is not a photo we can use.", { exact: false })).toBeVisible();
    await expect(picker).toHaveAttribute("aria-invalid", "true");
    expect((await findAccount(ada.email))?.photoUrl).toBeUndefined();

    // An empty file, chosen: refused as empty beside the field, never taken as no file and the profile saved (issue 61).
    await picker.setInputFiles({ name: "ada.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(0) });
    await save.click();
    await expect(profile.getByText("That file is empty (0 bytes). Choose another photo.")).toBeVisible();
    await expect(picker).toHaveAttribute("aria-invalid", "true");
    expect((await findAccount(ada.email))?.photoUrl).toBeUndefined();

    // A camera's photo, 1200 × 800, with EXIF (a camera, a place).
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 200 } } })
      .jpeg()
      .withExif({ IFD0: { Make: "Phonecam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 27/1 0/1" } })
      .toBuffer();
    await picker.setInputFiles({ name: "ada.jpg", mimeType: "image/jpeg", buffer: photo });
    await save.click();
    await expect(profile.getByRole("status")).toHaveText("Your profile is saved.");
    const shown = accountLink(page, ada.displayName).getByTestId("avatar-photo");
    await expect(shown).toHaveAttribute("src", /^\/photos\/[0-9a-f]{64}\.webp$/);
    await expect(shown).toHaveJSProperty("complete", true);
    expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
    const address = (await shown.getAttribute("src"))!;
    // The identity provider keeps the full address; the photo is served for good, as WebP, with no metadata.
    expect((await findAccount(ada.email))?.photoUrl).toMatch(new RegExp(`^https?://[^/]+${address.replace(/\./g, "\\.")}$`));
    const served = await page.request.get(address);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const kept = await sharp(await served.body()).metadata();
    expect(kept).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(kept.exif).toBeUndefined();
    // The server's page shows it too.
    expect(await serverHTML(page, "/account")).toContain(address);

    await profile.getByLabel("Remove my photo and show my initials").check();
    await save.click();
    await expect(accountLink(page, ada.displayName).getByTestId("avatar-initials")).toHaveText("AL");
    await expect(accountLink(page, ada.displayName).getByTestId("avatar-photo")).toHaveCount(0);
    await expect.poll(async () => (await findAccount(ada.email))?.photoUrl ?? "").toBe("");
    // Erased, not only unset.
    expect((await page.request.get(address)).status()).toBe(404);
    const html = await serverHTML(page, "/account");
    expect(html).toContain(`data-testid="avatar-initials"`);
    expect(html).not.toContain(address);
    // The file that was no picture and the empty one: the server's 400s, which the form put into words.
    expectConsoleErrors(consoleErrors, /status of 400/);
  });

  test("a signed-in visitor who opens /login or /register is sent on by the server", async ({ page }) => {
    await createAccount(ada);
    await page.goto("/login");
    await submitLogin(page, ada.email, ada.password);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedInBar(page, ada.displayName);

    for (const path of ["/login", "/register"]) {
      const response = await page.goto(path);
      expect(response?.request().redirectedFrom(), `${path}: a redirect from the server`).not.toBeNull();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expectSignedInBar(page, ada.displayName);
    }
    await page.goto("/login?redirectTo=/projects");
    await expect(page).toHaveURL(`${baseURL}/projects`);
  });

  test("registering asks the server for one session, and the sign-in pages keep where you were going", async ({ page }) => {
    await page.goto("/login?redirectTo=/courses");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(`${baseURL}/register?redirectTo=%2Fcourses`);
    await main.getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL(`${baseURL}/login?redirectTo=%2Fcourses`);
    await main.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(`${baseURL}/forgot-password?redirectTo=%2Fcourses`);
    await main.getByRole("link", { name: "Log in" }).click();
    await main.getByRole("link", { name: "Create an account" }).click();
    await waitForHydration(page);

    const sessionRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/auth/session") sessionRequests.push(request.method());
    });
    const form = page.getByRole("form", { name: "Create an account" });
    await form.getByRole("textbox", { name: "Your name" }).fill(ada.displayName);
    await form.getByRole("textbox", { name: "Email" }).fill(ada.email);
    await passwordBox(form).fill(ada.password);
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(`${baseURL}/courses`);
    await expectSignedInBar(page, ada.displayName);
    expect(sessionRequests).toEqual(["POST"]);

    // Signed in, the reset page sends you on too.
    const response = await page.goto("/forgot-password?redirectTo=/blog");
    expect(response?.request().redirectedFrom(), "a redirect from the server").not.toBeNull();
    await expect(page).toHaveURL(`${baseURL}/blog`);
  });
});

test.describe("account forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const needsScript = /This form needs JavaScript, which seems to be turned off or blocked/;

  /** Sends the form with JavaScript off, and expects the page to say so (a 400: nothing was done). */
  async function expectNeedsScript(page: Page, form: Locator, button: string, consoleErrors: string[]) {
    const response = page.waitForResponse((answer) => answer.request().method() === "POST");
    await form.getByRole("button", { name: button, exact: true }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: needsScript })).toBeVisible();
    expectConsoleErrors(consoleErrors, HTTP_400);
  }

  test("the login page says what works without scripts before anyone types, and logs in with a plain form (issue 36, item 4)", async ({
    page,
    consoleErrors,
  }) => {
    await createAccount(ada);
    await page.goto("/login?redirectTo=/courses");
    await expect(
      page.getByRole("status").filter({ hasText: "JavaScript is off in this browser: you can log in with your email" }),
    ).toBeVisible();
    const form = loginForm(page);
    await form.getByRole("textbox", { name: "Email" }).fill(ada.email);
    await passwordBox(form).fill("not-the-password");
    const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
    await form.getByRole("button", { name: "Log in", exact: true }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "Email or password is incorrect." })).toBeVisible();
    expectConsoleErrors(consoleErrors, HTTP_400);
    await expect(loginForm(page).getByRole("textbox", { name: "Email" })).toHaveValue(ada.email);
    await expect(passwordBox(loginForm(page))).toHaveValue("");
    await expectSignedOutBar(page);

    await passwordBox(loginForm(page)).fill(ada.password);
    await loginForm(page).getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/courses`);
    await expectSignedInBar(page, ada.displayName);
  });

  test("an account with two-step sign-in is told its code step needs scripts, and no session starts", async ({ page, consoleErrors }) => {
    const { localId } = await createAccount(ada);
    await markEmailVerified(localId);
    await enrolPhone(localId, "+447700900321");
    await page.goto("/login");
    await loginForm(page).getByRole("textbox", { name: "Email" }).fill(ada.email);
    await passwordBox(loginForm(page)).fill(ada.password);
    await loginForm(page).getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This account has two-step sign-in, which needs JavaScript" })).toBeVisible();
    expectConsoleErrors(consoleErrors, /status of 409/);
    await expectSignedOutBar(page);
  });

  test("the register form creates the account with a plain form, keeping what was typed when it is refused", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/register?redirectTo=/account");
    await expect(page.getByRole("status").filter({ hasText: "you can create your account with your email" })).toBeVisible();
    const form = page.getByRole("form", { name: "Create an account" });
    await form.getByRole("textbox", { name: "Your name" }).fill(ada.displayName);
    await form.getByRole("textbox", { name: "Email" }).fill(ada.email);
    await passwordBox(form).fill("short");
    await form.getByRole("button", { name: "Create account" }).click();
    const answered = page.getByRole("form", { name: "Create an account" });
    await expect(answered.getByText("Use at least 8 characters.")).toBeVisible();
    expectConsoleErrors(consoleErrors, HTTP_400);
    await expect(answered.getByRole("textbox", { name: "Your name" })).toHaveValue(ada.displayName);
    await expect(answered.getByRole("textbox", { name: "Email" })).toHaveValue(ada.email);
    expect(await listAccounts()).toEqual([]);

    // A common password is refused by the server as it is in the browser.
    await passwordBox(answered).fill("letmein123");
    await answered.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("form", { name: "Create an account" }).getByText(/^That password is one of the most common/)).toBeVisible();
    expect(await listAccounts()).toEqual([]);
    expectConsoleErrors(consoleErrors, HTTP_400);

    await passwordBox(page.getByRole("form", { name: "Create an account" })).fill(ada.password);
    await page.getByRole("form", { name: "Create an account" }).getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(`${baseURL}/account`);
    await expectSignedInBar(page, ada.displayName);
    expect(await findAccount(ada.email)).toMatchObject({ displayName: ada.displayName });
  });

  test("the reset form says it needs JavaScript, and sends nothing", async ({ page, consoleErrors }) => {
    await createAccount(ada);
    await page.goto("/forgot-password");
    const form = page.getByRole("form", { name: "Reset your password" });
    await form.getByRole("textbox", { name: "Email" }).fill(ada.email);
    await expectNeedsScript(page, form, "Send reset link", consoleErrors);
    expect(await oobCodesFor(ada.email, "PASSWORD_RESET")).toEqual([]);
  });

  for (const [panel, button] of [
    ["Profile", "Save profile"],
    ["Password", "Change password"],
    ["Email address", "Send verification email"],
  ] as const) {
    test(`the account page's ${panel} form says it needs JavaScript, in its own panel, and changes nothing`, async ({
      page,
      consoleErrors,
    }) => {
      const { idToken } = await createAccount(ada);
      // Signed in as the site would sign you in, minus the browser's part.
      const session = await page.request.post("/auth/session", { headers: { Authorization: `Bearer ${idToken}`, Origin: baseURL } });
      expect(session.status()).toBe(200);

      await page.goto("/account");
      const form = page.getByRole("form", { name: panel });
      if (panel === "Profile") await form.getByRole("textbox", { name: "Your name" }).fill("Augusta Ada King");
      if (panel === "Password") {
        await passwordBox(form, "Current password").fill(ada.password);
        await passwordBox(form, "New password").fill("difference-engine");
      }
      await expectNeedsScript(page, form, button, consoleErrors);
      const answered = page.getByRole("form", { name: panel });
      await expect(answered.getByRole("alert")).toHaveText(needsScript);
      await expect(page.getByRole("alert").filter({ hasText: needsScript })).toHaveCount(1);
      if (panel === "Profile") await expect(answered.getByRole("textbox", { name: "Your name" })).toHaveValue("Augusta Ada King");

      expect((await findAccount(ada.email))?.displayName).toBe(ada.displayName);
      expect(await oobCodesFor(ada.email, "VERIFY_EMAIL")).toEqual([]);
      await page.goto("/account");
      await expectSignedInBar(page, ada.displayName);
    });
  }
});
