import type { Page } from "@playwright/test";
import { authEmulator } from "../../../playwright.config";
import { freePorts } from "~tests/support/free-ports";
import { startStripeFake, type StripeFake } from "~tests/support/stripe-fake";
import { createAccount, grantStaffClaim, keptEmail, markEmailVerified, signInWithPassword } from "../support/auth-emulator";
import { type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";
import { expect, test } from "../support/fixtures";
import { violationsInBothThemes } from "../support/axe";

/**
 * Paying for a seat by card (issue 41), on a site instance of its own whose Stripe is the tests'
 * fake of its API (tests/support/stripe-fake.ts): its payment page stands in for Checkout, posts
 * the signed event to the site's real webhook route, and returns to the site as Checkout does.
 * Every step works with scripts blocked: the site's forms are plain POSTs answered with 303s.
 */

const COURSE = "accessible-forms-and-components";

test.describe("paying for a seat by card", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.use({ javaScriptEnabled: false });

  let fake: StripeFake;
  let site: SiteInstance;
  let origin = "";

  test.beforeAll(async () => {
    fake = await startStripeFake();
    const [port] = await freePorts(1);
    origin = `http://127.0.0.1:${port}`;
    site = await startSiteInstance({
      NODE_ENV: "production",
      PORT: String(port),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
      FIREBASE_PROJECT_ID: authEmulator.projectId,
      ...fake.env,
    });
    fake.setWebhook(`${origin}/webhooks/stripe`);
  });

  test.afterAll(async () => {
    await stopChild(site?.process);
    await fake?.close();
  });

  /** A new account, verified, or staff, signed in for the page's browser context. */
  async function signIn(page: Page, { staff = false } = {}) {
    const credentials = { email: keptEmail(staff ? "staff" : "card-payer"), password: "correct-horse-9" };
    const account = await createAccount(credentials);
    await markEmailVerified(account.localId);
    if (staff) await grantStaffClaim(account.localId);
    // A staff claim is in the tokens made after it is granted.
    const { idToken } = staff ? await signInWithPassword(credentials) : account;
    const session = await page.request.post(`${origin}/auth/session`, { headers: { Authorization: `Bearer ${idToken}`, Origin: origin } });
    expect(session.status(), await session.text()).toBe(200);
  }

  /** The confirmation step of the first paid cohort the course page lists (the instance seeds sample cohorts). */
  async function confirmationStep(page: Page): Promise<string> {
    await page.goto(`${origin}/courses/${COURSE}`);
    const book = page.locator(`a[href^="/courses/${COURSE}/book/"][aria-label]`).first();
    const href = (await book.getAttribute("href"))!;
    await page.goto(`${origin}${href}`);
    return new URL(href, origin).pathname.split("/").pop()!;
  }

  test("the site says at start that it takes cards, and where Stripe's events go", () => {
    expect(site.output()).toContain("Course payments: card through Stripe Checkout");
    expect(site.output()).toContain("and bank transfer");
  });

  test("a learner pays on Stripe's page and comes back to a confirmed seat, with a receipt", async ({ page }) => {
    await signIn(page);
    await confirmationStep(page);
    await expect(page.getByRole("heading", { name: "Cancelling and refunds" })).toBeVisible();
    await expect(page.getByText("14 days from booking", { exact: false })).toBeVisible();
    // The way of paying is chosen above the one button that orders (issue 65): card first, checked.
    await expect(page.getByRole("radio", { name: /^By card/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^By bank transfer/ })).not.toBeChecked();
    await page.getByRole("button", { name: "Book and pay", exact: true }).click();
    // Stripe's page (the fake's), at the address the session gave.
    await expect(page).toHaveURL(new RegExp(`^${fake.origin}/pay/cs_test_`));
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/account/bookings/BK-[0-9A-F]{8}\\?payment=returned$`));
    await expect(page.locator("[data-booking-state]")).toHaveAttribute("data-booking-state", "confirmed");
    await expect(page.getByText("Paid, your seat is confirmed.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment" })).toContainText("by card ending 4242");
  });

  test("back from Stripe without paying, the seat stays held and the same payment page opens again (issue 61)", async ({ page }) => {
    await signIn(page);
    await confirmationStep(page);
    await page.getByRole("button", { name: "Book and pay", exact: true }).click();
    const first = page.url();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\?payment=cancelled$/);
    await expect(page.getByText(/^Payment cancelled: your seat is held until .+ UK time\. Pay now to keep it\.$/)).toBeVisible();
    await expect(page.locator("[data-booking-state]")).toHaveAttribute("data-booking-state", "held");
    await page.getByRole("button", { name: /^Continue to pay £\d+ by card$/ }).click();
    // Stripe's page still takes the payment: no second page, so no second charge.
    await expect(page).toHaveURL(first);
    expect(fake.sessions.get(first.split("/").pop()!)!.status).toBe("open");
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByText("Paid, your seat is confirmed.")).toBeVisible();
    await page.goto(`${origin}/account`);
    await expect(page.getByRole("region", { name: "My courses" }).getByRole("listitem").first()).toContainText("Paid");
  });

  test("back from Stripe before its event, the page offers no second payment and confirms the seat (issue 61)", async ({ page }) => {
    await signIn(page);
    await confirmationStep(page);
    fake.setWebhook("");
    try {
      await page.getByRole("button", { name: "Book and pay", exact: true }).click();
      const sessionId = page.url().split("/").pop()!;
      // Stripe's API does not answer the site's question for now: the payment's outcome is not known.
      fake.failNext(1_000, `/v1/checkout/sessions/${sessionId}`);
      const answer = page.waitForResponse((response) => response.url().includes("?payment=returned"));
      await page.getByRole("button", { name: "Pay" }).click();
      expect((await answer).headers().refresh).toBe("5");
      await expect(page.getByText(/^Waiting for your payment\./)).toBeVisible();
      await expect(page.getByRole("button", { name: /Pay|Continue/ })).toHaveCount(0);
      // Stripe answers again, and its event arrives (the webhook reads the payment's card from the API).
      fake.failNext(0);
      const delivery = fake.event("checkout.session.completed", sessionId);
      const posted = await page.request.post(`${origin}/webhooks/stripe`, {
        headers: { "Content-Type": "application/json", "Stripe-Signature": delivery.signature },
        data: delivery.body,
      });
      expect(posted.status()).toBe(200);
      await expect(page.getByText("Paid, your seat is confirmed.")).toBeVisible();

      // With Stripe answering, a learner back before the event is confirmed at once: the page asks.
      await signIn(page);
      await confirmationStep(page);
      await page.getByRole("button", { name: "Book and pay", exact: true }).click();
      await page.getByRole("button", { name: "Pay" }).click();
      await expect(page.getByText("Paid, your seat is confirmed.")).toBeVisible();
      expect(fake.sessions.size).toBe(new Set([...fake.sessions.values()].map((session) => session.client_reference_id)).size);
    } finally {
      fake.failNext(0);
      fake.setWebhook(`${origin}/webhooks/stripe`);
    }
  });

  test("the webhook refuses forged, oversized and non-POST deliveries, and ignores events it does not act on", async ({ request }) => {
    const session = [...fake.sessions.values()].at(-1)!;
    const forged = fake.event("checkout.session.completed", session.id, { secret: "whsec_someoneElsesSecret" });
    const post = (body: string, signature: string) =>
      request.post(`${origin}/webhooks/stripe`, {
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        data: body,
      });
    expect((await post(forged.body, forged.signature)).status()).toBe(400);
    const other = fake.event("customer.created", session.id);
    const ignored = await post(other.body, other.signature);
    expect([ignored.status(), await ignored.text()]).toEqual([200, "ignored\n"]);
    expect((await post(JSON.stringify({ padding: "a".repeat(70 * 1024) }), other.signature)).status()).toBe(413);
    expect((await request.get(`${origin}/webhooks/stripe`)).status()).toBe(405);
  });

  test("the payment choices, the held seat and the paid seat pass axe in both themes and fit a 320 px phone", async ({ browser }) => {
    for (const width of [320, 1280]) {
      const page = await browser.newPage({ javaScriptEnabled: true, viewport: { width, height: 800 } });
      try {
        await signIn(page);
        await confirmationStep(page);
        const pages = [page.url()];
        await page.getByRole("button", { name: "Book and pay", exact: true }).click();
        await page.getByRole("link", { name: "Back" }).click();
        await expect(page).toHaveURL(/\?payment=cancelled$/);
        pages.push(page.url());
        await page.getByRole("button", { name: /^Continue to pay £\d+ by card$/ }).click();
        await page.getByRole("button", { name: "Pay" }).click();
        await expect(page.getByText("Paid, your seat is confirmed.")).toBeVisible();
        pages.push(page.url());
        for (const address of pages) {
          await page.goto(address);
          const violations = await violationsInBothThemes(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"], () => true);
          expect(violations.map((violation) => `${address}: ${violation}`)).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${address} fits ${width} px`).toBe(
            true,
          );
        }
      } finally {
        await page.close();
      }
    }
  });

  test("staff see the card payment on the roster and refund it with a reason", async ({ page, browser }) => {
    const learner = await browser.newPage({ javaScriptEnabled: false });
    let cohortId = "";
    try {
      await signIn(learner);
      cohortId = await confirmationStep(learner);
      await learner.getByRole("button", { name: "Book and pay", exact: true }).click();
      await learner.getByRole("button", { name: "Pay" }).click();
      await expect(learner.getByText("Paid, your seat is confirmed.")).toBeVisible();
    } finally {
      await learner.close();
    }
    const reference = [...fake.sessions.values()].at(-1)!.client_reference_id!;
    await signIn(page, { staff: true });
    await page.goto(`${origin}/admin/cohorts/${cohortId}`);
    const row = page.getByRole("row").filter({ hasText: reference });
    await expect(row).toContainText("by card");
    await expect(row).toContainText("Card ending 4242");
    await row.getByText("Refund…").click();
    await row.getByLabel("Reason, for the cohort's history").fill("Cannot attend after all");
    await row.getByRole("button", { name: `Refund ${reference}` }).click();
    await expect(page.getByText("Refunded in full to the card it was paid with")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: reference })).toContainText("Refunded £");
    await expect(page.getByText(`${reference} refunded £`)).toBeVisible();
    expect(fake.refunds.length).toBeGreaterThanOrEqual(1);
  });
});
