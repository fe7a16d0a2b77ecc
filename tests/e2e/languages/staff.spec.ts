import { expect, test } from "../support/fixtures";
import { sendLead } from "../support/leads";
import { staffSession } from "../support/staff";

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
  });
});
