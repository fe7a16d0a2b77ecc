import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { authEmulator } from "../../../playwright.config";
import { freePorts } from "~tests/support/free-ports";
import { pdfText } from "~tests/support/pdf-text";
import { startStripeFake, type StripeFake } from "~tests/support/stripe-fake";
import { createAccount, grantStaffClaim, keptEmail, markEmailVerified, signInWithPassword } from "../support/auth-emulator";
import { type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";
import { expect, test } from "../support/fixtures";
import { mailTo } from "../support/mail-files";

/**
 * A company's team order walked end to end in a browser, in each language (issue 66): three
 * seats on invoice, whose PDF is read back (its number, VAT line and purchase order), paid by
 * transfer as staff mark it; a participant invited, who claims the seat with an account of
 * their own and then cancels it, and the credit note that follows; then three seats by card on
 * Stripe's page (the tests' fake of it), invoiced with the payment. On a site instance of its
 * own, with cards on, and with scripts blocked: every step is a plain form.
 */

const COURSE = "react-router-full-stack-apps";
/** The sample cohorts of the course (seed/sample-cohorts.json): one for each language's walk, six seats each. */
const COHORTS = { en: "5a3c0f0e-6f1d-4b8e-9a51-000000000003", de: "5a3c0f0e-6f1d-4b8e-9a51-000000000004" } as const;

const words = {
  en: {
    prefix: "",
    teamLink: /^Booking for your team\?/,
    seats: "Number of seats",
    company: "Company name",
    address: "Company address",
    country: "Country",
    purchaseOrder: "Purchase order number (optional)",
    byInvoice: /^On invoice, by bank transfer/,
    byCard: /^By card now/,
    order: "Book and pay",
    held: /^Your team's seats are held until .+, the last day to pay the invoice\.$/,
    paid: "Paid: your team's seats are confirmed.",
    invite: "Send the invitation",
    name: "Participant's name",
    email: "Participant's email",
    takeSeat: "Take my seat",
    cancelSeat: "Cancel my seat",
    confirmCancel: "Yes, cancel my seat",
    pdf: {
      invoice: "Invoice",
      creditNote: "Credit note",
      purchaseOrder: "Purchase order",
      vat: /VAT at 20% £\d+\.\d\d/,
      corrects: "Corrects invoice",
    },
  },
  de: {
    prefix: "/de",
    teamLink: /^Sie buchen für Ihr Team\?/,
    seats: "Anzahl der Plätze",
    company: "Firmenname",
    address: "Anschrift der Firma",
    country: "Land",
    purchaseOrder: "Bestellnummer (optional)",
    byInvoice: /^Auf Rechnung, per Überweisung/,
    byCard: /^Jetzt mit Karte/,
    order: "Zahlungspflichtig buchen",
    held: /^Die Plätze Ihres Teams sind bis zum .+ reserviert, dem letzten Tag für die Zahlung der Rechnung\.$/,
    paid: "Bezahlt: Die Plätze Ihres Teams sind bestätigt.",
    invite: "Einladung senden",
    name: "Name der teilnehmenden Person",
    email: "E-Mail der teilnehmenden Person",
    takeSeat: "Platz übernehmen",
    cancelSeat: "Meinen Platz stornieren",
    confirmCancel: "Ja, Platz stornieren",
    pdf: {
      invoice: "Rechnung",
      creditNote: "Rechnungskorrektur",
      purchaseOrder: "Ihre Bestellnummer",
      vat: /MwSt\. \(UK VAT\) 20\s?% \d+,\d\d £|MwSt\. \(UK VAT\) 20\s?% £\d+[.,]\d\d/,
      corrects: "Korrigiert die Rechnung",
    },
  },
} as const;

test.describe("a team's seats ordered, paid, claimed and cancelled in a browser (issue 66)", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.use({ javaScriptEnabled: false });

  let fake: StripeFake;
  let site: SiteInstance;
  let origin = "";
  let dataDirectory = "";

  test.beforeAll(async () => {
    fake = await startStripeFake();
    const [port] = await freePorts(1);
    origin = `http://127.0.0.1:${port}`;
    dataDirectory = mkdtempSync(path.join(tmpdir(), "team-walk-"));
    site = await startSiteInstance(
      {
        NODE_ENV: "production",
        PORT: String(port),
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
        FIREBASE_PROJECT_ID: authEmulator.projectId,
        ...fake.env,
      },
      { dataDirectory },
    );
    fake.setWebhook(`${origin}/webhooks/stripe`);
  });

  test.afterAll(async () => {
    await stopChild(site?.process);
    await fake?.close();
    if (dataDirectory) rmSync(dataDirectory, { recursive: true, force: true });
  });

  /** A new verified account (staff if asked), signed in for the page's browser context; its email. */
  async function signIn(page: Page, name: string, { staff = false, displayName }: { staff?: boolean; displayName?: string } = {}) {
    const credentials = { email: keptEmail(name), password: "correct-horse-9" };
    const account = await createAccount({ ...credentials, displayName });
    await markEmailVerified(account.localId);
    if (staff) await grantStaffClaim(account.localId);
    const { idToken } = await signInWithPassword(credentials);
    const session = await page.request.post(`${origin}/auth/session`, { headers: { Authorization: `Bearer ${idToken}`, Origin: origin } });
    expect(session.status(), await session.text()).toBe(200);
    return credentials.email;
  }

  /** A new page of its own browser context, scripts blocked, as another person's. */
  async function personPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled: false });
    return context.newPage();
  }

  /** The text of each PDF the order's page links to, in order. */
  async function documentsOn(page: Page): Promise<string[]> {
    const hrefs = await page.locator('a[href*="/invoices/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    return Promise.all(hrefs.map(async (href) => pdfText(await (await page.request.get(`${origin}${href}`)).body())));
  }

  /** The team step of the cohort, reached from its booking step's link, with the company filled in and three seats. */
  async function teamStep(page: Page, language: keyof typeof words, cohortId: string) {
    const say = words[language];
    await page.goto(`${origin}${say.prefix}/courses/${COURSE}/book/${cohortId}`);
    await page.getByRole("link", { name: say.teamLink }).click();
    await expect(page).toHaveURL(new RegExp(`${say.prefix}/courses/${COURSE}/book/${cohortId}/team$`));
    await page.getByLabel(say.seats).fill("3");
    await page.getByLabel(say.company).fill("Acme Analytics GmbH");
    await page.getByLabel(say.address).fill("Friedrichstraße 123\n10117 Berlin");
    await page.getByLabel(say.country).selectOption("DE");
    await page.getByLabel(say.purchaseOrder).fill(`PO-${language.toUpperCase()}-7781`);
  }

  for (const language of ["en", "de"] as const) {
    test(`in ${language === "en" ? "English" : "German"}: on invoice, paid by transfer, claimed, one seat cancelled with a credit note; then by card`, async ({
      page,
      browser,
    }) => {
      const say = words[language];
      const cohortId = COHORTS[language];
      await signIn(page, `team-walk-buyer-${language}`, { displayName: "Ada Buyer" });

      // On invoice: the order's page says until when the seats are held, and its invoice reads right.
      await teamStep(page, language, cohortId);
      await page.getByRole("radio", { name: say.byInvoice }).check();
      await page.getByRole("button", { name: say.order, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${say.prefix}/account/team-orders/TO-[0-9A-F]{8}$`));
      const orderPath = new URL(page.url()).pathname;
      const reference = orderPath.split("/").pop()!;
      await expect(page.locator("[data-team-order-state]")).toHaveText(say.held);
      const [invoice, ...none] = await documentsOn(page);
      expect(none).toEqual([]);
      const invoiceNumber = /INV-\d{4}-\d{4}/.exec(invoice!)![0];
      expect(invoice).toContain(say.pdf.invoice);
      expect(invoice).toContain(`${say.pdf.purchaseOrder} PO-${language.toUpperCase()}-7781`);
      expect(invoice).toContain(reference);
      expect(invoice).toMatch(say.pdf.vat);

      // Staff mark it paid from the roster once the transfer is in.
      const staff = await personPage(browser);
      try {
        await signIn(staff, "team-walk-staff", { staff: true });
        await staff.goto(`${origin}/admin/cohorts/${cohortId}`);
        await staff.getByText("Mark order paid").first().click();
        await staff.getByRole("button", { name: `Mark ${reference} paid` }).click();
        await expect(staff.getByText(new RegExp(reference)).first()).toBeVisible();
      } finally {
        await staff.context().close();
      }
      await page.goto(`${origin}${orderPath}`);
      await expect(page.locator("[data-team-order-state]")).toHaveText(say.paid);

      // The buyer invites a participant, who claims the seat with an account of their own and then cancels it.
      const participant = await personPage(browser);
      try {
        const email = await signIn(participant, `team-walk-grace-${language}`, { displayName: "Grace Hopper" });
        const seat = page
          .locator("li")
          .filter({ hasText: /BK-[0-9A-F]{8}/ })
          .first();
        await seat.locator("summary").filter({ hasText: say.invite }).click();
        await seat.getByLabel(say.name).fill("Grace Hopper");
        await seat.getByLabel(say.email).fill(email);
        await seat.getByRole("button", { name: say.invite }).click();
        await expect.poll(async () => (await mailTo(email, path.join(dataDirectory, "mail"))).length, { timeout: 15_000 }).toBe(1);
        const [mail] = await mailTo(email, path.join(dataDirectory, "mail"));
        const link = /https?:\/\/\S+\/account\/claim\/\S+/.exec(mail!.text ?? "")![0];
        await participant.goto(`${origin}${new URL(link).pathname}`);
        await participant.getByRole("button", { name: say.takeSeat }).click();
        await expect(participant).toHaveURL(new RegExp(`${say.prefix}/account/bookings/BK-[0-9A-F]{8}$`));
        await participant.getByRole("link", { name: say.cancelSeat }).click();
        await participant.getByRole("button", { name: say.confirmCancel }).click();
        await expect(participant.locator("[data-booking-state]")).toHaveAttribute("data-booking-state", "cancelled");
      } finally {
        await participant.context().close();
      }

      // The credit note follows, on the buyer's page: it names the invoice it corrects, for one seat.
      await page.goto(`${origin}${orderPath}`);
      const [, creditNote] = await documentsOn(page);
      expect(creditNote).toContain(say.pdf.creditNote);
      expect(creditNote).toContain(`${say.pdf.corrects} ${invoiceNumber}`);
      expect(creditNote).toContain(`PO-${language.toUpperCase()}-7781`);

      // By card: straight on to Stripe's page, and back to a paid order with its invoice.
      await teamStep(page, language, cohortId);
      await page.getByRole("radio", { name: say.byCard }).check();
      await page.getByRole("button", { name: say.order, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`^${fake.origin}/pay/cs_test_`));
      await page.getByRole("button", { name: "Pay" }).click();
      await expect(page).toHaveURL(new RegExp(`${say.prefix}/account/team-orders/TO-[0-9A-F]{8}\\?payment=returned$`));
      await expect(page.locator("[data-team-order-state]")).toHaveText(say.paid);
      const [cardInvoice] = await documentsOn(page);
      expect(cardInvoice).toContain(`PO-${language.toUpperCase()}-7781`);
      expect(cardInvoice).toMatch(say.pdf.vat);
      expect(/INV-\d{4}-\d{4}/.exec(cardInvoice!)![0]).not.toBe(invoiceNumber);
    });
  }
});
