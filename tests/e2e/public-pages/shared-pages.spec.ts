import { randomUUID } from "node:crypto";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { createAccount, keptEmail, signInWithPassword, updateProfile } from "../support/auth-emulator";
import { expect, publicPages, test } from "../support/fixtures";
import { accountLink, expectSignedInBar } from "../support/account-ui";

/**
 * Shared pages (decision 24): rendered for nobody and kept by the page cache; a signed-in
 * visitor gets the kept page with their account corner put in by the server. A page the cache
 * kept carries a policy of script hashes; a page rendered for one response carries a nonce.
 */
const AS_A_PAGE = { headers: { Accept: "text/html,application/xhtml+xml" } };

const fromCache = (response: APIResponse) => (response.headers()["content-security-policy"] ?? "").includes("'sha256-");

/** Signs this request context in as a new person with these details; returns their session cookie. */
async function signIn(request: APIRequestContext, details: { name: string; photo?: boolean }) {
  const account = { email: keptEmail("shared"), password: "correct-horse-9", displayName: details.name };
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

/** The path and query of a page's canonical link. */
function canonicalOf(html: string): string {
  const url = new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&"));
  return url.pathname + url.search;
}

/** The page without its account corner (up to the mobile menu, which follows it in the bar). */
const withoutCorner = (html: string) =>
  html.replace(/<div data-account-corner="" class="contents">[\s\S]*?(?=<div class="group xl:hidden">)/, "");

test.describe("shared pages for signed-in visitors", () => {
  test("are the page kept for everyone with the visitor's own corner, escaped, and no request id of another response", async ({
    page,
    playwright,
  }) => {
    // Quotes, markup, an ampersand and letters outside ASCII: each must come out escaped.
    const zoe = await signIn(page.request, { name: `Zoë "Q" <O'Neil> & Ångström 😀` });
    const escaped = "Zoë &quot;Q&quot; &lt;O&#x27;Neil&gt; &amp; Ångström 😀";
    // A query the page does not read is no part of its address (decision 24): this is /faq.
    const path = `/faq?utm_source=${randomUUID()}`;
    const first = await page.request.get(path, AS_A_PAGE);
    expect(first.headers()["cache-control"]).toBe("private, no-store");
    expect(await first.text()).toContain(`data-testid="account-name">${escaped}<`);

    const anonymous = await playwright.request.newContext({ baseURL });
    let kept: APIResponse | undefined;
    await expect.poll(async () => fromCache((kept = await anonymous.get(path, AS_A_PAGE)))).toBe(true);
    const keptHTML = await kept!.text();
    expect(keptHTML).not.toContain("Zoë");
    expect(keptHTML).toContain('href="/login"');
    await anonymous.dispose();

    const copy = await page.request.get(path, AS_A_PAGE);
    expect(fromCache(copy), "a signed-in view of a kept page comes from the cache").toBe(true);
    expect(copy.headers()["cache-control"]).toBe("private, no-store");
    const copyHTML = await copy.text();
    expect(copyHTML).toContain(`data-testid="account-name">${escaped}<`);
    expect(copyHTML).not.toContain('href="/login"');
    expect(withoutCorner(copyHTML)).toBe(withoutCorner(keptHTML));
    expect(withoutCorner(copyHTML)).not.toBe(copyHTML);
    for (const response of [first, kept!, copy]) {
      for (const body of [keptHTML, copyHTML]) expect(body).not.toContain(response.headers()["x-request-id"]);
    }

    await page.goto(path);
    await expectSignedInBar(page, zoe.displayName);
    await accountLink(page, zoe.displayName).click();
    await expect(page).toHaveURL(`${baseURL}/account`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("give each visitor their own details, whoever came first", async ({ browser }) => {
    const path = `/projects?service=web-development&visit=${randomUUID()}`;
    const people = [
      { name: "Ada Lovelace", photo: false },
      { name: "Grace Hopper", photo: false },
      { name: "Katherine Johnson", photo: true },
    ];
    for (const person of people) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const signedIn = await signIn(page.request, person);
      const html = await (await page.request.get(path, AS_A_PAGE)).text();
      for (const other of people.filter((someone) => someone !== person)) expect(html).not.toContain(other.name);
      await page.goto(path);
      await expectSignedInBar(page, signedIn.displayName);
      await expect(accountLink(page, signedIn.displayName).getByTestId(person.photo ? "avatar-photo" : "avatar-initials")).toBeVisible();
      await context.close();
    }
  });

  test("every shared page answers a signed-in visitor with their corner: no shared page's loader reads the session", async ({
    request,
  }) => {
    const { displayName } = await signIn(request, { name: "Mary Somerville" });
    for (const path of [...publicPages.filter((path) => !["/login", "/contact"].includes(path)), "/account/deleted"]) {
      const response = await request.get(path, AS_A_PAGE);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
      expect(await response.text(), path).toContain(`data-testid="account-name">${displayName}<`);
    }
  });

  test("a session ended elsewhere gets the page signed out, and its cookie cleared", async ({ request, playwright }) => {
    const { cookie } = await signIn(request, { name: "Emmy Noether" });
    const signedInSecond = Math.floor(Date.now() / 1000);
    const path = "/courses";
    await request.get(path, AS_A_PAGE);
    // Firebase keeps revocation times in whole seconds, and a session counts as revoked when it
    // began before that second: the logout waits for the clock to reach the next second.
    await expect.poll(() => Math.floor(Date.now() / 1000), { intervals: [50] }).toBeGreaterThan(signedInSecond);
    const logout = await request.delete("/auth/session", { headers: { Origin: baseURL } });
    expect(logout.ok()).toBe(true);
    // The old cookie, kept by someone who copied it before the logout.
    const stranger = await playwright.request.newContext({ baseURL });
    const response = await stranger.get(path, { headers: { ...AS_A_PAGE.headers, Cookie: `__session=${cookie}` } });
    expect(response.headers()["set-cookie"]).toMatch(/__session=;/);
    expect(await response.text()).not.toContain("Emmy Noether");
    await stranger.dispose();
  });
});

test.describe("a shared page's address", () => {
  test("leaves out the query the page does not read: /?x=<random> and utm_* links are answered from the page's cache", async ({
    request,
  }) => {
    let home: APIResponse | undefined;
    await expect.poll(async () => fromCache((home = await request.get("/", AS_A_PAGE)))).toBe(true);
    for (const path of [`/?x=${randomUUID()}`, `/?utm_source=news&utm_medium=email&gclid=${randomUUID()}`]) {
      const answer = await request.get(path, AS_A_PAGE);
      expect(fromCache(answer), path).toBe(true);
      expect(answer.headers().etag, path).toBe(home!.headers().etag);
      expect(canonicalOf(await answer.text()), path).toBe("/");
    }
    // A query the page reads is part of it: a filtered view is a page of its own.
    const filtered = await request.get(`/projects?service=ux-ui&utm_source=${randomUUID()}`, AS_A_PAGE);
    expect(canonicalOf(await filtered.text())).toBe("/projects?service=ux-ui");
  });
});

test.describe("a shared page's data request", () => {
  test("with a made-up query is sent to the page's own, which is kept once and never under the made-up address (issue 35, point 7)", async ({
    request,
  }) => {
    const made = `/courses.data?x=${randomUUID()}`;
    const sent = await request.get(made, { maxRedirects: 0 });
    expect(sent.status()).toBe(308);
    expect(sent.headers().location).toBe("/courses.data");
    expect(sent.headers()["cache-control"]).toBe("no-store");
    // Followed, it is the page's own data request, answered from the page cache as the same bytes.
    let kept: APIResponse | undefined;
    await expect.poll(async () => (kept = await request.get("/courses.data")).headers().etag).toBeTruthy();
    const followed = await request.get(`/courses.data?x=${randomUUID()}`);
    expect(followed.status()).toBe(200);
    expect(followed.headers().etag).toBe(kept!.headers().etag);
    expect(followed.headers()["cache-control"]).toBe(kept!.headers()["cache-control"]);
  });
});

test.describe("personal pages", () => {
  test("are rendered for each visitor and stored by no one, signed in or not", async ({ request, playwright }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    for (let view = 1; view <= 3; view += 1) {
      const login = await anonymous.get("/login", AS_A_PAGE);
      expect(fromCache(login), `view ${view} of /login`).toBe(false);
      expect(login.headers()["cache-control"]).toBe("private, no-store");
    }
    await anonymous.dispose();
    await signIn(request, { name: "Mary Somerville" });
    for (let view = 1; view <= 3; view += 1) {
      const account = await request.get("/account", AS_A_PAGE);
      expect(account.status()).toBe(200);
      expect(fromCache(account), `view ${view} of /account`).toBe(false);
      expect(account.headers()["cache-control"]).toBe("private, no-store");
    }
  });
});
