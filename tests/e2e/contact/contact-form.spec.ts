import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Page } from "@playwright/test";
import { newSubmissionId } from "../../../app/leads/submission-id.server";
import { TEST_FORM_SECRET } from "~tests/support/test-form-secret";
import { axeOf } from "../support/axe";
import { expect, expectConsoleErrors, test } from "../support/fixtures";

const MESSAGE = "We run six bakeries and want a site that takes orders for collection.";

/** Gives the page's form an id made `ms` ago, signed as the test servers sign them (TEST_FORM_SECRET). */
async function backdateForm(page: Page, ms: number) {
  const id = newSubmissionId(Date.now() - ms, TEST_FORM_SECRET);
  await page.locator('input[name="submissionId"]').evaluate((input: HTMLInputElement, value) => (input.value = value), id);
}

/** Fills every required field with a unique address, so the lead is new. */
async function fillForm(page: Page, overrides: { email?: string; message?: string } = {}) {
  await page.getByLabel("Your name").fill("Ada Baker");
  await page.getByLabel("Email").fill(overrides.email ?? `ada-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
  await page.getByLabel("What can we help with?").selectOption("web-development");
  await page.getByLabel("Budget").selectOption("10k-25k");
  await page.getByLabel("When would you like to start?").selectOption("1-3-months");
  await page.getByLabel("Your message").fill(overrides.message ?? MESSAGE);
  await page.getByLabel(/You may contact me/).check();
}

/** The summary of a refused send, above the form. */
const errorSummary = (page: Page) => page.locator("[data-error-summary]");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("the contact form", () => {
  test("asks a project for its budget and start, and a question about a course for neither", async ({ page, consoleErrors }) => {
    await page.goto("/contact");
    await fillForm(page);
    await page.getByLabel("Budget").selectOption("");
    await page.getByLabel("When would you like to start?").selectOption("");
    await backdateForm(page, 60_000);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByLabel("Budget")).toHaveAccessibleDescription(/Please choose a budget range/);
    await expect(page.getByLabel("When would you like to start?")).toHaveAccessibleDescription(
      /Please choose when you would like to start/,
    );
    await expect(errorSummary(page)).toBeFocused();
    await expect(errorSummary(page).getByRole("link")).toHaveText([
      /Please choose a budget range/,
      /Please choose when you would like to start/,
    ]);

    await page.getByLabel("What can we help with?").selectOption("course");
    await page.getByLabel("Budget").selectOption("");
    await page.getByLabel("When would you like to start?").selectOption("");
    await page.getByLabel(/You may contact me/).check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, your message is with us" })).toBeVisible();
    // The confirmation is one card, in place of the form's.
    await expect(page.locator("[data-lead-sent]").locator("xpath=ancestor::*[contains(@class,'rounded-box')]")).toHaveCount(1);
    // The browser's word for the refused first send.
    expectConsoleErrors(consoleErrors, /status of 400/);
  });

  test("is reached from the home page, a service page with that service chosen, the FAQ, the about page, the nav and the footer", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: "Start a project" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("banner").getByRole("link", { name: "Start a project" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    await page.goto("/faq");
    await expect(page.getByRole("link", { name: "Ask us a question" })).toHaveAttribute("href", "/contact");
    await page.goto("/about-us");
    await expect(page.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact");
    await page.goto("/services/e-commerce");
    await page.getByRole("link", { name: "Start a project like this" }).click();
    await expect(page).toHaveURL("/contact?service=e-commerce");
    await expect(page.getByLabel("What can we help with?")).toHaveValue("e-commerce");
  });

  test("an incomplete form is answered with every problem at once, in the site's words, never a browser bubble (issue 35, point 8)", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/contact");
    await expect(page.locator("form[action='/contact']")).toHaveAttribute("novalidate", "");
    await page.getByLabel("Email").fill("ada.example.com");
    await page.getByLabel("Your message").fill("Too short");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await answer).status()).toBe(400);
    const summary = errorSummary(page);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading")).toHaveText("Please correct the 7 fields marked below.");
    await expect(summary.getByRole("link")).toHaveText([
      "Please tell us your name.",
      "Please enter an email address we can reply to, like name@example.com.",
      "Please choose what you would like help with.",
      /^Please choose a budget range/,
      "Please choose when you would like to start.",
      "Please tell us a little more: at least 20 characters (9 so far).",
      "Please tick the box so that we may reply to you about your enquiry.",
    ]);
    // Each links to its field, which says the same beside it.
    for (const link of await summary.getByRole("link").all()) {
      const target = page.locator((await link.getAttribute("href"))!);
      await expect(target).toHaveAccessibleDescription(new RegExp(escapeRegExp((await link.textContent())!)));
    }
    await expect(page.getByLabel("Email")).toHaveValue("ada.example.com");
    await expect(page.getByLabel("Your message")).toHaveValue("Too short");
    expectConsoleErrors(consoleErrors, /status of 400/);
  });

  test("says what the server refused beside the field, moves focus to it, keeps what was typed, then confirms", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/contact");
    // The browser takes a@localhost as an email address; the server wants one it can reply to.
    await fillForm(page, { email: "ada@localhost" });
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Please correct the field marked below.");
    await expect(errorSummary(page)).toBeFocused();
    await expect(errorSummary(page).getByRole("link")).toHaveAttribute("href", "#contact-email");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription(/like name@example.com/);
    await expect(page.getByLabel("Email")).toHaveValue("ada@localhost");
    await expect(page.getByLabel("Your message")).toHaveValue(MESSAGE);

    await page.getByLabel("Email").fill(`ada-${Date.now()}@example.com`);
    const sent = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await sent).status()).toBe(200);
    const thanks = page.getByRole("heading", { name: "Thank you, your message is with us" });
    await expect(thanks).toBeFocused();
    await expect(page.locator("[data-reference]")).toHaveText(/^BL-[0-9A-F]{8}$/);
    expect(page.url()).toMatch(/\/contact$/);
    expectConsoleErrors(consoleErrors, /status of 400/);
  });

  test("has no serious or critical axe violations with its errors showing", async ({ page, consoleErrors }) => {
    await page.goto("/contact");
    await fillForm(page, { email: "ada@localhost" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toContainText("Please correct");
    const results = await axeOf(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    expectConsoleErrors(consoleErrors, /status of 400/);
  });
});

test.describe("the contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the page and comes back with the errors, everything typed kept, and focus on their summary", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/contact");
    // An address the browser's own check would stop at a tooltip (issue 35, point 8): the server answers.
    await fillForm(page, { email: "ada.example.com" });
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Please correct the field marked below.");
    await expect(page.getByLabel("Email")).toHaveValue("ada.example.com");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription(/like name@example.com/);
    await expect(errorSummary(page)).toBeFocused();
    await expect(page.getByLabel("Your name")).toHaveValue("Ada Baker");
    await expect(page.getByLabel("What can we help with?")).toHaveValue("web-development");
    await expect(page.getByLabel(/You may contact me/)).toBeChecked();

    await page.getByLabel("Email").fill(`ada-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, your message is with us" })).toBeFocused();
    await expect(page.locator("[data-reference]")).toHaveText(/^BL-[0-9A-F]{8}$/);
    expectConsoleErrors(consoleErrors, /status of 400/);
  });

  test("a form sent, then sent again after going back to it, stores one lead and shows the same confirmation", async ({ page }) => {
    const email = `twice-${Date.now()}@example.com`;
    await page.goto("/contact");
    await fillForm(page, { email });
    await page.getByRole("button", { name: "Send message" }).click();
    const reference = await page.locator("[data-reference]").textContent();
    expect(reference).toMatch(/^BL-[0-9A-F]{8}$/);

    // The POST to /contact drops the browser's copy of the form (an unsafe method invalidates
    // the address), so going back fetches a new form with a new id: the same message from the
    // same address is still the same lead.
    await page.goBack();
    await fillForm(page, { email });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("[data-reference]")).toHaveText(reference!);
  });
});

test.describe("the contact form's mail", () => {
  test("tells the studio and acknowledges the sender by mail; without SMTP, as .eml files in DATA_DIR/mail", async ({ page }) => {
    const email = `mail-${Date.now()}@example.com`;
    await page.goto("/contact");
    await fillForm(page, { email });
    // A person takes longer than the spam check's minimum; what is faster is stored as spam and
    // sends no mail. The form is made to look a minute old, signed as the test server signs.
    await backdateForm(page, 60_000);
    await page.getByRole("button", { name: "Send message" }).click();
    const reference = await page.locator("[data-reference]").textContent();

    const folder = path.join(process.env.DATA_DIR!, "mail");
    const mailAbout = async () => {
      const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".eml"));
      const messages = await Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(folder, name)))));
      return messages.filter((message) => message.subject?.includes(reference!));
    };
    await expect.poll(async () => (await mailAbout()).length).toBe(2);
    const messages = await mailAbout();
    const to = (address: string) => messages.find((message) => JSON.stringify(message.to).includes(address));
    expect(to("hello@brightline.digital")?.text).toContain(MESSAGE);
    expect(to("hello@brightline.digital")?.replyTo?.text).toContain(email);
    expect(to(email)?.text).toContain(`Your reference is ${reference}`);
    expect(to(email)?.text).not.toContain(MESSAGE);
  });

  test("answers a body that is not a form with 400 and the form's errors, never a server error", async ({ request }) => {
    // Found by http-properties.spec.ts: an empty body labelled as JSON passes the request gate.
    for (const path of ["/contact", "/contact.data"]) {
      const response = await request.post(path, { headers: { "Content-Type": "application/json", "Content-Length": "0" } });
      expect(response.status(), path).toBe(400);
    }
  });
});
