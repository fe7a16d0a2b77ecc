import { randomUUID } from "node:crypto";
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { createAccount, keptEmail, signInWithPassword, updateProfile } from "./auth-emulator";
import { expect, test, waitForHydration } from "./fixtures";
import { accountLink, expectSignedInBar } from "./support/account-ui";

/**
 * Signed-in visitors' pages made from a template (decision 15): the server renders an address
 * for two stand-ins, keeps the page when they differ only in the account corner and the data,
 * and makes each visitor's copy from it, once the address is viewed a second time. A copy
 * carries a policy of script hashes; a page rendered for its visitor carries a nonce.
 */

/** As a browser asks for a page: only such requests are answered from a template. */
const AS_A_PAGE = { headers: { Accept: "text/html,application/xhtml+xml" } };

const fromTemplate = (response: APIResponse) => (response.headers()["content-security-policy"] ?? "").includes("'sha256-");

/** Signs this browser context in as a new person with these details; returns their session cookie. */
async function signIn(request: APIRequestContext, details: { name: string; photo?: boolean }) {
  const account = { email: keptEmail("template"), password: "correct-horse-9", displayName: details.name };
  let { idToken } = await createAccount(account);
  if (details.photo) {
    await updateProfile(idToken, { photoUrl: `${baseURL}/favicon.svg` });
    ({ idToken } = await signInWithPassword(account));
  }
  const session = await request.post("/auth/session", { headers: { Authorization: `Bearer ${idToken}`, Origin: baseURL } });
  expect(session.status(), await session.text()).toBe(200);
  const cookie = /__session=([^;]+)/.exec(session.headers()["set-cookie"] ?? "")?.[1];
  expect(cookie).toBeTruthy();
  return { ...account, cookie: cookie! };
}

/** Asks for the address until a copy from its template comes back (the template is made after the first view). */
async function templatedCopy(request: APIRequestContext, path: string): Promise<APIResponse> {
  let copy: APIResponse | undefined;
  await expect
    .poll(async () => {
      copy = await request.get(path, AS_A_PAGE);
      return fromTemplate(copy);
    })
    .toBe(true);
  return copy!;
}

/** A page without what belongs to one render: its nonce and its request id. */
function withoutRenderIds(html: string): string {
  return html.replace(/ nonce="[^"]+"/g, "").replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<request id>");
}

async function expectNoTemplatePlaceholders(page: Page) {
  // The stand-ins' placeholders carry the server's secret; no sign of them, or of a stand-in, may reach a visitor.
  const html = await page.content();
  expect(html).not.toMatch(/[ab][0-9a-f]{24}(uid|email|name|photo)/);
}

test.describe("signed-in pages made from a template", () => {
  test("a copy is the very page rendered for the visitor, and works as one", async ({ page }) => {
    // Quotes, markup, an ampersand and letters outside ASCII: each must come out escaped as the render escapes it.
    const zoe = await signIn(page.request, { name: `Zoë "Q" <O'Neil> & Ångström 😀` });
    // An address no one has viewed yet, so that its first view is rendered for Zoë.
    const path = `/faq?visit=${randomUUID()}`;
    const rendered = await page.request.get(path, AS_A_PAGE);
    expect(fromTemplate(rendered), "the first view is rendered").toBe(false);
    // A view alone makes no template: only a second view asks for one.
    expect(fromTemplate(await page.request.get(path, AS_A_PAGE)), "the second view is rendered too").toBe(false);
    const copy = await templatedCopy(page.request, path);
    expect(copy.headers()["cache-control"]).toBe("private, no-store");
    // The copy's data carries its own request id, the one its header gives.
    expect(await copy.text()).toContain(copy.headers()["x-request-id"]);
    expect(withoutRenderIds(await copy.text())).toBe(withoutRenderIds(await rendered.text()));

    await page.goto(path);
    await waitForHydration(page);
    await expectSignedInBar(page, zoe.displayName);
    await expectNoTemplatePlaceholders(page);
    await accountLink(page, zoe.displayName).click();
    await expect(page).toHaveURL(`${baseURL}/account`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("each visitor gets their own details, whatever their shape and whoever came first", async ({ browser }) => {
    const path = `/projects?visit=${randomUUID()}`;
    const people = [
      { name: "Ada Lovelace", photo: false },
      { name: "Grace Hopper", photo: false },
      { name: "Katherine Johnson", photo: true },
    ];
    for (const person of people) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const signedIn = await signIn(page.request, person);
      const copy = await templatedCopy(page.request, path);
      const html = await copy.text();
      for (const other of people.filter((someone) => someone !== person)) expect(html).not.toContain(other.name);
      await page.goto(path);
      await waitForHydration(page);
      await expectSignedInBar(page, signedIn.displayName);
      await expect(accountLink(page, signedIn.displayName).getByTestId(person.photo ? "avatar-photo" : "avatar-initials")).toBeVisible();
      await expectNoTemplatePlaceholders(page);
      await context.close();
    }
  });

  test("the account page is always rendered for its visitor", async ({ page }) => {
    await signIn(page.request, { name: "Mary Somerville" });
    const view = async (count: number) => {
      const response = await page.request.get("/account", AS_A_PAGE);
      expect(response.status()).toBe(200);
      expect(fromTemplate(response), `view ${count} of /account`).toBe(false);
    };
    await view(1);
    await view(2);
    // Two views would have asked for a template by now. Another page's template, asked for
    // after them and come back, means the server has had its chance to make one for this page.
    const other = `/faq?visit=${randomUUID()}`;
    await page.request.get(other, AS_A_PAGE);
    await templatedCopy(page.request, other);
    await view(3);
    await view(4);
  });

  test("a session ended elsewhere gets no copy: the page is the signed-out one, and the cookie is cleared", async ({
    page,
    playwright,
  }) => {
    const { cookie } = await signIn(page.request, { name: "Emmy Noether" });
    const signedInSecond = Math.floor(Date.now() / 1000);
    const path = `/courses?visit=${randomUUID()}`;
    await page.request.get(path, AS_A_PAGE);
    await templatedCopy(page.request, path);
    // Firebase keeps revocation times in whole seconds, and a session counts as revoked when it
    // began before that second: as with every session, one begun in the same second survives.
    // So the logout waits for the clock to reach the next second.
    await expect.poll(() => Math.floor(Date.now() / 1000), { intervals: [50] }).toBeGreaterThan(signedInSecond);
    const logout = await page.request.delete("/auth/session", { headers: { Origin: baseURL } });
    expect(logout.ok()).toBe(true);
    // The old cookie, kept by someone who copied it before the logout.
    const stranger = await playwright.request.newContext({ baseURL });
    const response = await stranger.get(path, { headers: { ...AS_A_PAGE.headers, Cookie: `__session=${cookie}` } });
    expect(fromTemplate(response)).toBe(false);
    expect(response.headers()["set-cookie"]).toMatch(/__session=;/);
    expect(await response.text()).not.toContain("Emmy Noether");
    await stranger.dispose();
  });

  test("a request from outside that names a stand-in is served as any visitor", async ({ page }) => {
    // The server's own requests carry a key random per process; a guessed or copied one counts for nothing.
    const response = await page.request.get("/faq", {
      headers: { ...AS_A_PAGE.headers, "x-brightline-stand-in": "0123456789abcdef01234567.1101.a" },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="/login"');
    expect(html).not.toContain("Your account:");
  });
});
