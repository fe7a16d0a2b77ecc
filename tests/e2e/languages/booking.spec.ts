import { expect, test } from "../support/fixtures";
import { confirmationPath, staffMadeCohort } from "../support/cohorts";
import { mailTo } from "../support/mail-files";
import { signedInLearner } from "../support/staff";

/**
 * Booking in German (issue 42), with every script blocked: the course page, its confirmation
 * step and the booking's page in German, and the booking's mail in the language it was made in.
 */
test.describe("booking a seat in German, with every script blocked", () => {
  test.use({ javaScriptEnabled: false });

  test("the confirmation step speaks German, and the seat's mail is German with German links", async ({ page }) => {
    const cohort = await staffMadeCohort({ course: "accessible-forms-and-components", capacity: 12 });
    const email = await signedInLearner(page.request, "german-booker", { displayName: "Jana Schulz" });
    // The course page is cached for a few seconds, and the cohort was made a moment ago.
    const link = page.locator(`a[href^="/de${confirmationPath(cohort)}"][aria-label]`);
    await expect
      .poll(
        async () => {
          await page.goto(`/de/courses/${cohort.course}`);
          return link.count();
        },
        { intervals: [1_000] },
      )
      .toBe(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Barrierefreie Webformulare und Komponenten");
    await link.click();

    await expect(page).toHaveURL(new RegExp(`/de${confirmationPath(cohort)}`));
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByText("Buchung bestätigen", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^Buchung für Jana Schulz \(.+\)\. Gebucht ist erst, wenn Sie bestätigen\.$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Stornierung und Erstattung" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Jetzt nicht" })).toHaveAttribute("href", `/de/courses/${cohort.course}`);
    await page.getByRole("button", { name: "Buchung bestätigen" }).click();

    // The booking's own page, in German too: its state, how to pay, the way back.
    await expect(page).toHaveURL(/\/de\/account\/bookings\/BK-[0-9A-F]{8}$/);
    const reference = /BK-[0-9A-F]{8}/.exec(page.url())![0];
    await expect(page.getByText("Reserviert bis zur Zahlung")).toBeVisible();
    await expect(page.locator("[data-booking-state]")).toHaveText(/^Ihr Platz ist bis .+ für Sie reserviert\. Sobald Ihre Zahlung eingeht/);
    await expect(page.getByRole("heading", { name: "So bezahlen Sie" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`Verwendungszweck: ${reference}`);
    await expect(page.getByRole("link", { name: "Meinen Platz stornieren" })).toHaveAttribute(
      "href",
      `/de/account/bookings/${reference}/cancel`,
    );
    await expect(page.getByRole("link", { name: "Zur Kursseite" })).toHaveAttribute("href", `/de/courses/${cohort.course}`);
    await expect
      .poll(async () => (await mailTo(email)).map((message) => message.subject))
      .toEqual([`Ihr Platz im Kurs Barrierefreie Webformulare und Komponenten ist reserviert (${reference})`]);
    const text = (await mailTo(email))[0]!.text!;
    expect(text).toMatch(/^Guten Tag Jana Schulz,/);
    expect(text).toContain(`Verwendungszweck: ${reference}`);
    expect(text).toMatch(new RegExp(`/de/account/bookings/${reference}`));
    expect(text).not.toMatch(/\b(Your|Hello|Reference|Schedule)\b/);
  });

  test("the step before it says the address will be checked, and the check's link keeps German (issue 64, item 13)", async ({ page }) => {
    const cohort = await staffMadeCohort({ course: "accessible-forms-and-components", capacity: 12 });
    // Signed out, the confirmation step leads to registering: what comes next is said first.
    await page.goto(`/de${confirmationPath(cohort)}`);
    await page
      .getByRole("link", { name: /^Konto anlegen/ })
      .first()
      .click();
    await expect(page.getByText(/Danach senden wir Ihnen einen Link, um Ihre E-Mail-Adresse zu bestätigen/)).toBeVisible();
    // The link in that mail leads back to the German step: its page opens in German.
    const back = new URL(`/de${confirmationPath(cohort)}`, page.url()).href;
    const opened = await page.request.get(
      `/account/action?${new URLSearchParams({ mode: "verifyEmail", oobCode: "a-code-from-the-mail", continueUrl: back })}`,
      { maxRedirects: 0 },
    );
    expect(opened.status()).toBe(302);
    expect(opened.headers().location).toMatch(/^\/de\/account\/action\?mode=verifyEmail&/);
  });
});
