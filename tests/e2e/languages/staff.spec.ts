import { readFileSync } from "node:fs";
import { calendarDay } from "../../../app/config/calendar-day";
import { inLocale } from "../../../app/i18n/request-locale.server";
import { tuesdayToThursday } from "~tests/support/a-cohort-run";
import { spreadsheetRows } from "~tests/support/spreadsheet-rows";
import { cohortWithGermanBooking } from "../support/cohorts";
import { expect, test, waitForHydration } from "../support/fixtures";
import { sendLead } from "../support/leads";
import { staffSession } from "../support/staff";

const DAY = 86_400_000;
const germanDay = (iso: string) => inLocale("de", () => calendarDay(iso));

/** The staff pages in German (issue 42): a member of staff who chose German works a lead in it. */

test.describe("the staff pages in German", () => {
  test("the frame, the inbox and a lead's page speak German, and a status change answers in German", async ({ page, request }) => {
    const tag = crypto.randomUUID().slice(0, 8);
    const reference = await sendLead(request, {
      name: "Lena Fischer",
      email: `lena-${tag}@example.com`,
      company: `Kletterhalle ${tag}`,
      message: "Wir brauchen eine neue Buchungsseite.",
    });
    await staffSession(page.request);

    await page.goto(`/de/admin?q=${tag}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const tabs = page.getByRole("navigation", { name: "Team" });
    await expect(tabs.getByRole("link", { name: "Anfragen" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Durchgänge" })).toHaveAttribute("href", "/de/admin/cohorts");
    await expect(page.getByRole("heading", { name: "Anfragen", level: 1 })).toBeVisible();
    await expect(page.getByText("1 Anfrage passt zu diesem Filter")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Im Teambereich angemeldet als");

    await page.getByRole("link", { name: "Lena Fischer" }).click();
    await expect(page).toHaveURL(/\/de\/admin\/leads\/[0-9a-f-]+$/);
    await expect(page.getByRole("main")).toContainText(reference);
    await expect(page.getByRole("heading", { name: "Nachricht" })).toBeVisible();
    // The page is under Leads in the frame.
    await expect(tabs.getByRole("link", { name: "Anfragen" })).toHaveAttribute("aria-current", "true");

    await page.getByLabel("Diese Anfrage verschieben nach").selectOption("contacted");
    await page.getByRole("button", { name: "Status ändern" }).click();
    await expect(page.getByText("Status auf „Kontaktiert“ gesetzt.")).toBeVisible();
    await expect(page.getByText("Status Neu → Kontaktiert")).toBeVisible();
    await page.getByRole("link", { name: "Alle Anfragen" }).click();
    await expect(page).toHaveURL(/\/de\/admin$/);

    // The staff member's language is the address's: the frame switches it both ways, on the same page.
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Leads" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/admin$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("a new cohort is checked in German, and its page's facts, history and download are German", async ({ page }) => {
    await staffSession(page.request);
    await page.goto("/de/admin/cohorts/new");
    await expect(page.getByRole("heading", { name: "Neuer Durchgang", level: 1 })).toBeVisible();
    await waitForHydration(page);
    const run = tuesdayToThursday(75, 2);
    const wednesday = new Date(Date.parse(`${run.startsOn}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    await page.getByLabel("Kurs", { exact: true }).selectOption("web-performance-budgets");
    await page.getByLabel("Erster Tag").fill(wednesday);
    await page.getByLabel("Letzter Tag").fill(run.endsOn);
    const days = page.getByRole("group", { name: "Wochentage der Termine" });
    await days.getByLabel("Dienstags").check();
    await days.getByLabel("Donnerstags").check();
    await page.getByLabel("Beginn").fill("18:00");
    await page.getByLabel("Ende", { exact: true }).fill("20:00");
    await page.getByLabel("Format").selectOption("online");
    await page.getByLabel("Plätze").fill("0");
    await page.getByRole("button", { name: "Durchgang anlegen" }).click();
    // The browser's check, in the page's language: the weekday and the days it meets said the German way.
    await expect(page.getByText("Der erste Tag ist ein Mittwoch, der Durchgang findet aber dienstags und donnerstags statt")).toBeVisible();
    await expect(page.getByText("Die Zahl der Plätze muss mindestens 1 betragen.")).toBeVisible();

    await page.getByLabel("Erster Tag").fill(run.startsOn);
    await page.getByLabel("Plätze").fill("6");
    await page.getByRole("button", { name: "Durchgang anlegen" }).click();
    await expect(page).toHaveURL(/\/de\/admin\/cohorts\/[0-9a-f-]{36}\?created=1$/);
    await expect(page.getByText("Durchgang angelegt.")).toBeVisible();
    await expect(page.getByRole("main")).toContainText("0 von 6 belegt, 0 auf der Warteliste");
    await expect(page.getByText("Noch hat niemand gebucht.")).toBeVisible();
    const history = page.getByRole("list", { name: "Verlauf, älteste zuerst" });
    await expect(history).toContainText(`Angelegt, Beginn ${germanDay(run.startsOn)}, 6 Plätze`);

    await page.getByLabel("Plätze").fill("8");
    await page.getByRole("button", { name: "Durchgang speichern" }).click();
    await expect(page.getByText("Durchgang gespeichert.")).toBeVisible();
    await expect(history).toContainText("Geändert: Plätze");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV herunterladen" }).click()]);
    expect(spreadsheetRows(readFileSync((await download.path())!, "utf8"))[0]).toEqual([
      "Buchungsnummer",
      "Name",
      "E-Mail",
      "Status",
      "Gebucht (UTC)",
      "Bezahlt (UTC)",
      "Betrag (GBP)",
      "Zahlungsart",
      "Karte",
      "Stripe-Zahlung",
      "Erstattet (GBP)",
    ]);
    await page.getByRole("link", { name: "Alle Durchgänge" }).click();
    await expect(page).toHaveURL(/\/de\/admin\/cohorts$/);
  });

  test("the roster's actions ask and answer in German, and the history says what was done in German", async ({ page }) => {
    const cohort = await cohortWithGermanBooking("web-performance-budgets", "Jana Weiß", 80);
    await staffSession(page.request);
    await page.goto(`/de/admin/cohorts/${cohort.cohort}`);
    await waitForHydration(page);
    const row = page.getByRole("row").filter({ hasText: "Jana Weiß" });
    await expect(row).toContainText("Reserviert bis zur Zahlung");
    await expect(row).toContainText("Nicht bezahlt");
    await expect(row).toContainText("per Überweisung");
    const reference = (await row.getByRole("cell").first().innerText()).trim();
    // The mail to the learner opens with a subject in the language the booking was made in.
    await expect(row.getByRole("link", { name: /@/ })).toHaveAttribute("href", new RegExp(`subject=Ihre%20Buchung%20${reference}$`));
    await row.getByText("Als bezahlt markieren …").click();
    await expect(row).toContainText("Erst wenn");
    await row.getByRole("button", { name: `${reference} als bezahlt markieren` }).click();
    await expect(page.getByText("Als bezahlt markiert: Der Platz ist bestätigt")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Jana Weiß" })).toContainText("Bestätigt");
    await expect(page.getByRole("list", { name: "Verlauf, älteste zuerst" })).toContainText(`${reference} als bezahlt markiert`);
  });
});
