import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Page } from "@playwright/test";
import { newSubmissionId } from "../../../app/leads/submission-id.server";
import { TEST_FORM_SECRET } from "~tests/support/test-form-secret";
import { expect, expectConsoleErrors, test } from "../support/fixtures";

const MESSAGE = "Wir planen einen neuen Webshop für unsere Rösterei und brauchen Hilfe beim Design.";

/** The form made to look a minute old, signed as the test server signs: a person types slower than the spam check's minimum. */
async function backdateForm(page: Page) {
  const id = newSubmissionId(Date.now() - 60_000, TEST_FORM_SECRET);
  await page.locator('input[name="submissionId"]').evaluate((input: HTMLInputElement, value) => (input.value = value), id);
}

// A German visitor writes to the studio: the page, its checks, its answer and the mail that
// acknowledges it are German; the studio's own copy stays in the studio's language.
test.describe("the contact form in German, with every script blocked", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("says what is wrong in German, keeps what was typed, then sends and acknowledges in German", async ({ page, consoleErrors }) => {
    await page.goto("/de/contact");
    await expect(page).toHaveTitle("Kontakt | Brightline Digital");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erzählen Sie uns, was Sie vorhaben");
    await page.getByLabel("Ihr Name").fill("Jana Schulz");
    await page.getByLabel("E-Mail").fill("jana.example.com");
    await page.getByRole("button", { name: "Nachricht senden" }).click();

    await expect(page).toHaveURL("/de/contact");
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toContainText("Bitte korrigieren Sie die");
    await expect(summary).toContainText("Bitte geben Sie eine E-Mail-Adresse ein, an die wir antworten können");
    await expect(summary).toContainText("Bitte setzen Sie das Häkchen");
    await expect(page.getByLabel("Ihr Name")).toHaveValue("Jana Schulz");
    await expect(page.locator("main")).not.toContainText("Please");

    const email = `jana-${Date.now()}@example.com`;
    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel("Wobei können wir helfen?").selectOption("web-development");
    await page.getByLabel("Budget").selectOption("10k-25k");
    await expect(page.getByLabel("Budget").locator("option:checked")).toHaveText(/^10\.000\s£ bis 25\.000\s£$/);
    await page.getByLabel("Wann möchten Sie starten?").selectOption("1-3-months");
    await page.getByLabel("Ihre Nachricht").fill(MESSAGE);
    await page.getByLabel(/Ich bin damit einverstanden, dass Sie mich zu dieser Anfrage kontaktieren/).check();
    await backdateForm(page);
    await page.getByRole("button", { name: "Nachricht senden" }).click();

    await expect(page.getByRole("heading", { name: "Vielen Dank, Ihre Nachricht ist bei uns" })).toBeVisible();
    const reference = (await page.locator("[data-reference]").textContent())!;
    await expect(page.getByRole("link", { name: "Weitere Nachricht senden" })).toHaveAttribute("href", "/de/contact");

    const folder = path.join(process.env.DATA_DIR!, "mail");
    const mailAbout = async () => {
      const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".eml"));
      const messages = await Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(folder, name)))));
      return messages.filter((message) => message.subject?.includes(reference));
    };
    await expect.poll(async () => (await mailAbout()).length).toBe(2);
    const messages = await mailAbout();
    const acknowledgement = messages.find((message) => JSON.stringify(message.to).includes(email))!;
    expect(acknowledgement.subject).toBe(`Ihre Nachricht ist angekommen (${reference})`);
    expect(acknowledgement.text).toContain(`Ihre Referenz lautet ${reference}.`);
    expect(acknowledgement.text).toMatch(/Budget: 10\.000\s£ bis 25\.000\s£/);
    expect(acknowledgement.text).toContain("/de/privacy");
    const studio = messages.find((message) => JSON.stringify(message.to).includes("hello@brightline.digital"))!;
    expect(studio.subject).toContain("New enquiry");
    expect(studio.text).toContain("Budget: £10,000 to £25,000");
    // The refused send's own status.
    expectConsoleErrors(consoleErrors, /400/);
  });
});
