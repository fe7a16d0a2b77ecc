import type { Browser, BrowserContext, Page } from "@playwright/test";
import fc from "fast-check";
import { baseURL } from "../../../playwright.config";
import { createAccount, keptEmail, namedAccount } from "../support/auth-emulator";
import { expect, expectConsoleErrors, test, waitForHydration } from "../support/fixtures";
import { expectSignedInBar, expectSignedOutBar, passwordBox, submitLogin } from "../support/account-ui";
import { violationsInBothThemes } from "../support/axe";

/*
 * One session per device (decision 29): the account page lists each browser where the person is
 * logged in, and logs any of them out; the bar's Logout ends this browser's session only.
 */

const password = "correct horse battery staple";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

const newAccount = (name: string) => namedAccount(name, password);

async function logIn(page: Page, email: string, to = "/account") {
  await page.goto(`/login?redirectTo=${to}`);
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(`${baseURL}${to}`);
}

/** Another browser, on another device as its User-Agent tells, logged in as `email`. */
async function anotherDevice(browser: Browser, email: string, userAgent: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, userAgent });
  const page = await context.newPage();
  await logIn(page, email, "/");
  return { context, page };
}

function devicesPanel(page: Page) {
  return page.getByRole("region", { name: "Devices" });
}

function deviceList(page: Page) {
  return devicesPanel(page).getByRole("list", { name: "Devices where you're logged in" });
}

/** Opens an action of the panel (on a device's row, or the panel's own), confirms with the password, and presses its button. */
async function confirm(scope: ReturnType<typeof devicesPanel>, summary: string, button: string, withPassword = password) {
  await scope.locator("summary", { hasText: summary }).first().click();
  const form = scope.getByRole("form", { name: new RegExp(`^${summary}`) }).first();
  await passwordBox(form, "Your password, to confirm").fill(withPassword);
  await form.getByRole("button", { name: button }).click();
  return form;
}

/** Whether `page`'s browser is still logged in, by the home page's bar as the server renders it. */
async function isLoggedIn(page: Page, name: string): Promise<boolean> {
  await page.goto("/");
  return (
    (await page
      .getByRole("banner")
      .getByRole("link", { name: `Your account: ${name}`, exact: true })
      .count()) === 1
  );
}

test.describe("one session per device", () => {
  test("the list shows each device, this one marked; another is logged out on its own, after the password", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const ada = await newAccount("Ada Devices");
    const phone = await anotherDevice(browser, ada.email, IPHONE);
    const tablet = await anotherDevice(browser, ada.email, WINDOWS_FIREFOX);
    await logIn(page, ada.email);
    await waitForHydration(page);

    const items = deviceList(page).getByRole("listitem");
    await expect(items).toHaveCount(3);
    // The one seen last comes first: this browser, just now.
    await expect(items.first()).toContainText("This device");
    // Playwright's "Desktop Chrome" says it is on Windows.
    await expect(items.first()).toContainText("Chrome on Windows");
    await expect(items.filter({ has: page.getByText("This device", { exact: true }) })).toHaveCount(1);
    const phoneRow = items.filter({ hasText: "Safari on iPhone" });
    await expect(phoneRow).toHaveCount(1);
    await expect(phoneRow).toContainText(/Logged in \d{1,2} \w+ \d{4}, \d\d:\d\d UTC from this computer · last seen/);
    await expect(items.filter({ hasText: "Firefox on Windows" })).toHaveCount(1);

    // A wrong password logs nothing out.
    const form = await confirm(phoneRow, "Log out", "Log this device out", "not the password");
    await expect(form.getByText("That isn't your password.", { exact: false })).toBeVisible();
    expect(await isLoggedIn(phone.page, ada.name)).toBe(true);

    await passwordBox(form, "Your password, to confirm").fill(password);
    await form.getByRole("button", { name: "Log this device out" }).click();
    await expect(devicesPanel(page).getByRole("status").first()).toContainText("Safari on iPhone is logged out.");
    await expect(devicesPanel(page).getByRole("status").first().locator("..")).toBeFocused();
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: "Safari on iPhone" })).toHaveCount(0);

    // The phone is refused at its next request; the tablet and this browser go on.
    expect(await isLoggedIn(phone.page, ada.name)).toBe(false);
    await expectSignedOutBar(phone.page);
    await phone.page.goto("/account");
    await expect(phone.page).toHaveURL(/\/login\?redirectTo=%2Faccount/);
    expect(await isLoggedIn(tablet.page, ada.name)).toBe(true);
    await page.goto("/account");
    await expectSignedInBar(page, ada.name);
    await Promise.all([phone.context.close(), tablet.context.close()]);
    // The identity provider's answer to the wrong password.
    expectConsoleErrors(consoleErrors, /status of 400/);
  });

  test("this device comes first even when another logged in since, and each says when and from where it logged in", async ({
    page,
    browser,
  }) => {
    const ada = await newAccount("Ada Where");
    await logIn(page, ada.email);
    // Logged in after this browser, so seen after it too: it used to head the list.
    const phone = await anotherDevice(browser, ada.email, IPHONE);
    await page.reload();
    const items = deviceList(page).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("This device");
    await expect(items.nth(1)).toContainText("Safari on iPhone");
    // The suite's browsers are on this computer: a person's other devices name their network.
    for (const item of await items.all()) await expect(item).toContainText(/Logged in .+ from this computer · last seen /);
    await phone.context.close();
  });

  test("Logout ends this browser only; 'everywhere else' keeps this one; 'every device' ends them all", async ({ page, browser }) => {
    // Three browsers logging in five times: about 20 s on a quiet machine, near the usual limit on a busy one.
    test.slow();
    const grace = await newAccount("Grace Devices");
    const phone = await anotherDevice(browser, grace.email, IPHONE);
    const tablet = await anotherDevice(browser, grace.email, WINDOWS_FIREFOX);
    await logIn(page, grace.email);

    // The phone's bar Logout: the phone is out, everyone else is still in.
    await phone.page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expectSignedOutBar(phone.page);
    expect(await isLoggedIn(tablet.page, grace.name)).toBe(true);
    await page.goto("/account");
    await expect(deviceList(page).getByRole("listitem")).toHaveCount(2);

    await logIn(phone.page, grace.email, "/");
    await page.reload();
    await waitForHydration(page);
    await expect(deviceList(page).getByRole("listitem")).toHaveCount(3);
    await confirm(devicesPanel(page), "Log out everywhere else", "Log out every other device");
    await expect(devicesPanel(page).getByRole("status").first()).toContainText("Every other device is logged out.");
    await expect(deviceList(page).getByRole("listitem")).toHaveCount(1);
    await expect(devicesPanel(page).locator("summary", { hasText: "Log out everywhere else" })).toHaveCount(0);
    expect(await isLoggedIn(phone.page, grace.name)).toBe(false);
    expect(await isLoggedIn(tablet.page, grace.name)).toBe(false);
    await page.goto("/account");
    await expectSignedInBar(page, grace.name);

    await logIn(phone.page, grace.email, "/");
    await page.reload();
    await waitForHydration(page);
    await confirm(devicesPanel(page), "Log out of every device", "Log out of every device");
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedOutBar(page);
    expect(await isLoggedIn(phone.page, grace.name)).toBe(false);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login/);
    await Promise.all([phone.context.close(), tablet.context.close()]);
  });

  test("this device's row logs it out with a plain form, and the forms that need a fresh sign-in say they need JavaScript", async ({
    page,
    browser,
  }) => {
    const noor = await newAccount("Noor Devices");
    const phone = await anotherDevice(browser, noor.email, IPHONE);
    await logIn(page, noor.email);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await context.newPage();
    try {
      await plain.goto("/account");
      const phoneRow = deviceList(plain).getByRole("listitem").filter({ hasText: "Safari on iPhone" });
      const form = await confirm(phoneRow, "Log out", "Log this device out");
      await expect(devicesPanel(plain).getByRole("form", { name: "Log out: Safari on iPhone" }).getByRole("alert")).toContainText(
        "needs JavaScript",
      );
      expect(form).toBeTruthy();
      expect(await isLoggedIn(phone.page, noor.name)).toBe(true);

      await plain.goto("/account");
      const here = deviceList(plain)
        .getByRole("listitem")
        .filter({ has: plain.getByText("This device", { exact: true }) });
      await here.getByRole("button", { name: "Log out of this device" }).click();
      await expect(plain).toHaveURL(`${baseURL}/`);
      await expectSignedOutBar(plain);
      expect(await isLoggedIn(phone.page, noor.name)).toBe(true);
    } finally {
      await Promise.all([context.close(), phone.context.close()]);
    }
  });

  test("the endpoint refuses foreign pages, other methods, stale sign-ins and any malformed body with a 4xx, and ends nothing", async ({
    playwright,
  }) => {
    const lin = { email: keptEmail("lin-devices"), password };
    const { idToken } = await createAccount(lin);
    const client = await playwright.request.newContext({ baseURL });
    const session = await client.post("/auth/session", { headers: { Origin: baseURL, Authorization: `Bearer ${idToken}` } });
    expect(session.status()).toBe(200);

    const foreign = await client.post("/auth/sessions", { headers: { Origin: "https://elsewhere.example" }, data: { end: "all" } });
    expect(foreign.status()).toBe(403);
    expect((await client.get("/auth/sessions")).status()).toBe(405);
    const noToken = await client.post("/auth/sessions", { headers: { Origin: baseURL }, data: { end: "all" } });
    expect(noToken.status()).toBe(401);
    // Another person's fresh sign-in is not this session's person's.
    const { idToken: someoneElse } = await createAccount({ email: keptEmail("lin-other"), password });
    const otherPerson = await client.post("/auth/sessions", {
      headers: { Origin: baseURL, Authorization: `Bearer ${someoneElse}` },
      data: { end: "all" },
    });
    expect(otherPerson.status()).toBe(401);

    // "all" would end the session the property runs in: every other body is fair game.
    const bodies = fc
      .oneof(
        fc.jsonValue(),
        fc.record(
          { end: fc.oneof(fc.constantFrom("one", "others", "ONE", ""), fc.string()), id: fc.oneof(fc.string(), fc.integer()) },
          { requiredKeys: [] },
        ),
        fc.string().map((text) => ({ raw: text })),
      )
      .filter((body) => !JSON.stringify(body).includes('"all"'));
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const raw = typeof body === "object" && body !== null && "raw" in body;
        const response = await client.post("/auth/sessions", {
          headers: { Origin: baseURL, Authorization: `Bearer ${idToken}`, "Content-Type": "application/json" },
          data: raw ? String((body as { raw: string }).raw) : JSON.stringify(body),
        });
        const answer = (await response.json()) as { error?: string; ended?: number };
        // A well-formed "one" names no device of the list (404); "others" ends none (there are none).
        if (response.status() === 200) expect(answer).toEqual({ ended: 0 });
        else expect([400, 404], `answered ${response.status()} to ${JSON.stringify(body)}`).toContain(response.status());
        if (response.status() !== 200) expect(answer.error).toMatch(/\w/);
      }),
      { numRuns: 120 },
    );
    // Nothing above ended the session.
    const home = await client.get("/account");
    expect(home.status()).toBe(200);
    await client.dispose();
  });
});

test.describe("the Devices panel for everyone", () => {
  for (const width of [375, 1280]) {
    test(`passes a whole-page accessibility check in both themes at ${width} px, and fits the screen`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 900 });
      const long = await newAccount("Devi Devices With A Rather Long Name For Narrow Phones");
      const phone = await anotherDevice(browser, long.email, IPHONE);
      await logIn(page, long.email);
      await waitForHydration(page);
      const phoneRow = deviceList(page).getByRole("listitem").filter({ hasText: "Safari on iPhone" });
      await phoneRow.locator("summary", { hasText: "Log out" }).click();
      await devicesPanel(page).locator("summary", { hasText: "Log out everywhere else" }).click();
      await devicesPanel(page).locator("summary", { hasText: "Log out of every device" }).click();
      const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
      expect(await violationsInBothThemes(page, tags, () => true)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `/account fits ${width} px`).toBe(true);
      await phone.context.close();
    });
  }
});
