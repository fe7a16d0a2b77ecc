import { expect, test, waitForHydration } from "../support/fixtures";
import { confirmationPath, staffMadeCohort } from "../support/cohorts";
import { markEmailVerified, namedAccount } from "../support/auth-emulator";
import { baseURL } from "../../../playwright.config";
import { signedInAccount } from "../support/staff";

/**
 * A learner's account in German (issue 42): a seat booked from a German page, then the German
 * account page, its panels and its answers.
 */
test.describe("the account page in German", () => {
  test("logs in to book from a German course, lists the seat in German, and saves a new name with a German answer", async ({ page }) => {
    const cohort = await staffMadeCohort({ course: "accessible-forms-and-components", capacity: 12 });
    const learner = await namedAccount("Clara Hoffmann", "ein sicheres passwort");
    await markEmailVerified(learner.uid);

    // The booking step sends a visitor to the German login page, and back once signed in.
    await page.goto(`/de${confirmationPath(cohort)}`);
    await expect(page).toHaveURL(/\/de\/login\?redirectTo=/);
    await expect(
      page.getByText(/^Melden Sie sich an, um Ihren Platz im Kurs Barrierefreie Webformulare und Komponenten zu buchen\./),
    ).toBeVisible();
    await waitForHydration(page);
    const login = page.getByRole("form", { name: "Anmelden" });
    await login.getByRole("textbox", { name: "E-Mail" }).fill(learner.email);
    await login.getByLabel("Passwort", { exact: true }).fill("ein sicheres passwort");
    await login.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/de${confirmationPath(cohort)}$`));
    await page.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
    await expect(page).toHaveURL(/\/de\/account\/bookings\/BK-[0-9A-F]{8}$/);
    const reference = /BK-[0-9A-F]{8}/.exec(page.url())![0];

    await page.goto("/de/account");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle(/^Ihr Konto/);
    const sections = page.getByRole("navigation", { name: "Bereiche Ihres Kontos" });
    for (const name of ["Meine Kurse", "Newsletter", "Profil und E-Mail", "Anmeldung und Sicherheit", "Geräte", "Konto löschen"]) {
      await expect(sections.getByRole("link", { name })).toBeVisible();
    }

    // The seat, under its German title, in the state's German words, leading to its German page.
    const myCourses = page.getByRole("region", { name: "Meine Kurse" });
    await expect(myCourses.getByRole("link", { name: "Barrierefreie Webformulare und Komponenten" })).toHaveAttribute(
      "href",
      `/de/account/bookings/${reference}`,
    );
    await expect(myCourses).toContainText("Reserviert bis zur Zahlung");

    await expect(page.getByRole("region", { name: "Geräte" }).getByText("Dieses Gerät", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Anmeldung in zwei Schritten" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Konto löschen" }).getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
      "href",
      "/de/privacy",
    );

    // A form of the page, sent: checked in German, then saved with a German answer.
    const profile = page.getByRole("form", { name: "Profil" });
    await profile.getByRole("textbox", { name: "Ihr Name" }).fill("C");
    await profile.getByRole("button", { name: "Profil speichern" }).click();
    await expect(profile.getByText("Mindestens 2 Zeichen, bitte.")).toBeVisible();
    await profile.getByRole("textbox", { name: "Ihr Name" }).fill("Clara Hoffmann-Weber");
    await profile.getByRole("button", { name: "Profil speichern" }).click();
    await expect(profile.getByRole("status")).toHaveText("Ihr Profil ist gespeichert.");
    await expect(page.getByRole("banner").getByRole("link", { name: "Ihr Konto: Clara Hoffmann-Weber" })).toBeVisible();
  });

  test("the account APIs answer a German page's script in German, and an English page's in English", async ({ request }) => {
    const from = (page: string) => ({ Origin: baseURL, Referer: `${baseURL}${page}` });
    // Signed out: adding a passkey is refused in the language of the page that asked.
    const german = await request.post("/auth/passkeys/options", { headers: from("/de/account") });
    expect(german.status()).toBe(401);
    expect(await german.json()).toEqual({
      error: "Bestätigen Sie noch einmal, dass Sie es sind (mit Ihrem Passwort oder Google), und fügen Sie den Passkey dann hinzu.",
    });
    const english = await request.post("/auth/passkeys/options", { headers: from("/account") });
    expect(await english.json()).toEqual({ error: "Confirm it's you again (your password, or Google), then add the passkey." });
    // Another site's page names no language here.
    const elsewhere = { Origin: baseURL, Referer: "https://elsewhere.example/de/account" };
    expect(await (await request.post("/auth/passkeys/options", { headers: elsewhere })).json()).toEqual(await english.json());

    await signedInAccount(request, "fotograf");
    const notAPhoto = { photo: { name: "urlaub.jpg", mimeType: "image/jpeg", buffer: Buffer.from("kein Foto, nur Text") } };
    const refused = await request.post("/account/photo", { headers: from("/de/account"), multipart: notAPhoto });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error).toMatch(/^Diese Datei ist kein Foto, das wir verwenden können\./);
  });
});
