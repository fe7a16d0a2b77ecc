import { expect, expectConsoleErrors, test } from "../support/fixtures";
import { confirmationPath, staffMadeCohort } from "../support/cohorts";
import { mailTo } from "../support/mail-files";
import { signedInLearner } from "../support/staff";

/**
 * Booking in German (issue 42), with every script blocked: the course page, its confirmation
 * step and the booking's page in German, and the booking's mail in the language it was made in.
 */
test.describe("booking a seat in German, with every script blocked", () => {
  test.use({ javaScriptEnabled: false });

  test("the confirmation step speaks German and orders as German law asks; the seat's mail is German with German links, the terms and the withdrawal; the withdrawal button works (issue 65)", async ({
    page,
    consoleErrors,
  }) => {
    // A course that starts within the 14 days: the learner must ask for it to begin early.
    const cohort = await staffMadeCohort({ course: "accessible-forms-and-components", capacity: 12, startsInDays: 4 });
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
    // Before the button: the price with VAT, who sells, the terms and the withdrawal (§ 312j (2) BGB).
    await expect(page.getByText("490 £ inkl. 20 % MwSt.")).toBeVisible();
    const trader = page.getByRole("region", { name: "Ihr Vertragspartner" });
    await expect(trader).toContainText("Brightline Digital Ltd");
    await expect(trader).toContainText("Bristol BS4 3EH, Vereinigtes Königreich");
    await expect(page.getByRole("link", { name: "AGB für Kursbuchungen" })).toHaveAttribute("href", "/de/terms");
    await expect(page.getByRole("link", { name: "Widerrufsbelehrung" }).first()).toHaveAttribute("href", "/de/withdrawal");
    // Bank transfer is the one way of paying here (no Stripe): said in words. The one button that obliges to pay says so, and nothing else does.
    await expect(page.getByText("Sie bezahlen per Überweisung; die Angaben dazu stehen in unserer E-Mail.")).toBeVisible();
    // The order form's one button orders; the discount code's own form only asks the step again, for its price (issue 66).
    const buttons = await page.getByRole("main").locator('form[method="post"]').getByRole("button").allTextContents();
    expect(buttons).toEqual(["Zahlungspflichtig buchen"]);
    await expect(page.getByRole("main").locator('form[method="get"]').getByRole("button")).toHaveText(["Einlösen"]);
    const earlyStart = page.getByRole("checkbox", { name: /^Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist/ });
    await expect(earlyStart).not.toBeChecked();
    // Without the request to begin early, nothing is booked, and the page says why.
    await page.getByRole("button", { name: "Zahlungspflichtig buchen", exact: true }).click();
    await expect(page.getByText("Dieser Kurs beginnt innerhalb Ihrer 14-tägigen Widerrufsfrist.").first()).toBeVisible();
    expectConsoleErrors(consoleErrors, /status of 400/);
    await expect(page).toHaveURL(new RegExp(`/de${confirmationPath(cohort)}`));
    await page.getByRole("checkbox", { name: /^Ich verlange ausdrücklich/ }).check();
    await page.getByRole("button", { name: "Zahlungspflichtig buchen", exact: true }).click();

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
    const [held] = await mailTo(email);
    const text = held!.text!;
    expect(text).toMatch(/^Guten Tag Jana Schulz,/);
    expect(text).toContain(`Verwendungszweck: ${reference}`);
    expect(text).toMatch(new RegExp(`/de/account/bookings/${reference}`));
    expect(text).not.toMatch(/\b(Your|Hello|Reference|Schedule)\b/);
    // The mail is the contract's durable record: the request to begin early as ticked, the terms and the withdrawal with its form.
    expect(text).toContain("haben Sie verlangt, dass wir innerhalb Ihrer 14-tägigen Widerrufsfrist mit dem Kurs beginnen");
    expect(text).toContain("Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit dem Kurs beginnen.");
    expect(held!.attachments.map((file) => file.filename)).toEqual(["AGB-Kursbuchungen.txt", "Widerrufsbelehrung-und-Formular.txt"]);
    const withdrawalText = held!.attachments[1]!.content.toString("utf8");
    expect(withdrawalText).toContain("Muster-Widerrufsformular");
    expect(withdrawalText).toContain("Brightline Digital Ltd");
    expect(withdrawalText).not.toContain("{{");

    // The withdrawal button, with scripts blocked: a confirmation step, then a receipt by mail.
    await page.getByRole("link", { name: "Vertrag widerrufen", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/de/account/bookings/${reference}/withdraw$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vertrag über Barrierefreie Webformulare und Komponenten widerrufen?");
    await expect(page.getByText("Sie haben noch nicht bezahlt und schulden daher nichts.")).toBeVisible();
    await page.getByRole("button", { name: "Widerruf bestätigen", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/de/account/bookings/${reference}$`));
    await expect(page.locator("[data-booking-state]")).toHaveText(/^Sie haben diesen Vertrag am .+ widerrufen\./);
    await expect
      .poll(async () => (await mailTo(email)).map((message) => message.subject))
      .toContain(`Ihr Widerruf ist eingegangen: Barrierefreie Webformulare und Komponenten (${reference})`);
    // Once withdrawn, there is nothing left to withdraw from: the step leads back to the booking.
    await page.goto(`/de/account/bookings/${reference}/withdraw`);
    await expect(page).toHaveURL(new RegExp(`/de/account/bookings/${reference}$`));
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
