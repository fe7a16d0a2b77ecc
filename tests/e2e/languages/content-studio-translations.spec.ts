import { authEmulator } from "../../../playwright.config";
import { freePorts } from "~tests/support/free-ports";
import { createAccount, grantEditorClaim, keptEmail } from "../support/auth-emulator";
import { type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";
import { expect, expectConsoleErrors, test, waitForHydration } from "../support/fixtures";

/**
 * Translations in the content studio (issue 42, decision 49), in a browser, on a site of its own:
 * what it publishes would change the shared site's pages (and its sitemap) under other tests.
 */
test.describe("translations in the content studio", () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 1280, height: 900 } });

  let site: SiteInstance | undefined;
  let origin = "";

  test.beforeAll(async () => {
    // A port of its own, named up front: the site takes forms from its own origin only.
    const [port] = await freePorts(1);
    site = await startSiteInstance({
      PORT: String(port),
      NODE_ENV: "production",
      DATABASE_URL: "",
      SMTP_URL: "",
      SESSION_RATE_LIMIT: "1000",
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
      FIREBASE_PROJECT_ID: authEmulator.projectId,
    });
    origin = `http://127.0.0.1:${site.port}`;
  });

  test.afterAll(async () => {
    await stopChild(site?.process);
  });

  test("an editor translates a post, publishes it in German, and sees it fall behind when the English changes", async ({ page }) => {
    test.slow();
    const { idToken, localId } = await createAccount({ email: keptEmail("translator"), password: "correct-horse-9" });
    await grantEditorClaim(localId);
    const session = await page.request.post(`${origin}/auth/session`, { headers: { Authorization: `Bearer ${idToken}`, Origin: origin } });
    expect(session.status(), await session.text()).toBe(200);
    // Every shipped post is in German (issue 65): one's German is taken down and deleted first, so there is one to translate.
    await page.goto(`${origin}/admin/content?kind=post`);
    const row = page
      .getByRole("listitem")
      .filter({ hasText: "Deutsch" })
      .filter({ hasNotText: /sanitis/i })
      .first();
    const title = (await row.getByRole("heading").textContent())!;
    const germanTitle = `Auf Deutsch: ${title}`.slice(0, 100);
    await row.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/admin\/content\/[0-9a-f-]{36}$/);
    const english = page.url();
    const postPath = (await page.getByRole("link", { name: "View on the site" }).getAttribute("href"))!;

    const languages = page.getByRole("region", { name: "Languages" });
    const shipped = await languages.getByRole("listitem").filter({ hasText: "Deutsch" }).getByRole("link").first().getAttribute("href");
    if (shipped && /\/admin\/content\/[0-9a-f-]{36}$/.test(shipped)) {
      const studio = (form: Record<string, string>) =>
        page.request.post(`${origin}${shipped}`, { form, headers: { Origin: origin }, maxRedirects: 0 });
      expect((await studio({ intent: "unpublish" })).status()).toBeLessThan(400);
      expect((await studio({ intent: "delete", confirm: "yes" })).status()).toBeLessThan(400);
      await page.reload();
    }
    await expect(languages.getByRole("listitem")).toHaveCount(2);
    await languages.getByRole("button", { name: "Translate into Deutsch" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Edit /);
    await expect(page.getByText("Blog post in Deutsch.")).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Title", { exact: true }).fill(germanTitle);
    await page
      .getByLabel("Summary", { exact: true })
      .fill(
        "Was wir aus diesem Projekt gelernt haben, für Teams, die vor derselben Entscheidung stehen, kurz und ohne Umschweife erzählt.",
      );
    await page.getByRole("button", { name: "Save draft" }).first().click();
    await expect(page.getByText("Saved as version 2")).toBeVisible();
    await page.getByRole("button", { name: "Publish version 2" }).click();
    await expect(page.getByText("Version 2 is published: the site shows it now.")).toBeVisible();
    const german = page.url().replace(/\?.*$/, "");
    // Its page on the site is the German one, though the studio is read in English.
    await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", `/de${postPath}`);

    // Side by side: what is still English is pointed out.
    await page.getByRole("link", { name: "Every language side by side" }).click();
    await expect(page.getByRole("table")).toContainText(germanTitle);
    await expect(page.getByText(/fields? still ha(s|ve) the English words/)).toBeVisible();

    await page.goto(`${origin}/de${postPath}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanTitle);
    await expect(page.locator("main > article")).not.toHaveAttribute("lang");
    await page.goto(`${origin}/de/blog`);
    await expect(page.getByRole("link", { name: germanTitle })).toBeVisible();

    // English publishes a new version: the German is behind it, and says what changed.
    await page.goto(`${english}/edit`);
    await waitForHydration(page);
    await page
      .getByLabel("Summary", { exact: true })
      .fill(
        "What we learnt on this project, for teams facing the same choice, told briefly and plainly. Updated for this year's releases.",
      );
    await page.getByRole("button", { name: "Save draft" }).first().click();
    await page.getByRole("button", { name: /^Publish version \d+$/ }).click();
    await expect(page.getByText(/is published: the site shows it now/)).toBeVisible();
    await page.goto(german);
    const deutsch = page.getByRole("region", { name: "Languages" }).getByRole("listitem").filter({ hasText: "Deutsch" });
    await expect(deutsch).toContainText("Out of date: written from English version 1");
    await deutsch.getByRole("link", { name: "What changed in English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Versions 1 and \d+$/);
    await expect(page.getByRole("main")).toContainText("Updated for this year's releases.");

    // A translation is started from an English document, into another language: a forged form gets a plain refusal.
    const forged = (url: string, locale: string) =>
      page.request.post(url, { form: { intent: "translate", locale }, headers: { Origin: origin }, maxRedirects: 0 });
    expect((await forged(german, "de")).status()).toBe(404);
    expect((await forged(english, "en-GB")).status()).toBe(400);

    await page.goto(`${origin}/admin/content?translation=outdated`);
    await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("behind the English");

    // English restores the version the German was written from: the German is up to date again (issue 64, item 15).
    await page.goto(english);
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await expect(page.getByText(/^Version 1 is restored as version \d+, a draft/)).toBeVisible();
    await page.getByRole("button", { name: /^Publish version \d+$/ }).click();
    await expect(page.getByText(/is published: the site shows it now/)).toBeVisible();
    await page.goto(german);
    await expect(deutsch).toContainText("Up to date with English version 1.");
    await expect(deutsch).not.toContainText("Out of date");
  });

  test("the studio's own pages speak German to an editor who chose it, its refusals included", async ({ page, consoleErrors }) => {
    const { idToken, localId } = await createAccount({ email: keptEmail("redakteurin"), password: "correct-horse-9" });
    await grantEditorClaim(localId);
    const session = await page.request.post(`${origin}/auth/session`, { headers: { Authorization: `Bearer ${idToken}`, Origin: origin } });
    expect(session.status(), await session.text()).toBe(200);
    await page.goto(`${origin}/de/admin/content?kind=faq`);
    await expect(page.getByRole("heading", { name: "Inhalte", level: 1 })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(/^\d+ Dokumente passen zu diesem Filter$/);
    await expect(page.getByLabel("Art", { exact: true })).toHaveValue("faq");
    const row = page
      .getByRole("region", { name: /^FAQ-Einträge/ })
      .getByRole("listitem")
      .first();
    await row.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/de\/admin\/content\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Auf der Website" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Alle Inhalte" })).toHaveAttribute("href", "/de/admin/content");

    await page.getByRole("link", { name: "Bearbeiten" }).click();
    await expect(page).toHaveURL(/\/de\/admin\/content\/[0-9a-f-]{36}\/edit$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ bearbeiten$/);
    await waitForHydration(page);
    const question = page.getByLabel("Frage", { exact: true });
    await expect(question).toBeVisible();
    await question.fill("");
    await page.getByRole("button", { name: "Entwurf speichern" }).first().click();
    // Nothing saved, said in German, in the studio's words and not zod's (issue 64, item 9): the
    // summary names the field by its label; the count beside it follows what is typed.
    await expect(page.getByRole("heading", { name: "Nichts wurde gespeichert: Ändern Sie diese Felder" })).toBeVisible();
    await expect(page.getByRole("alert").getByRole("link")).toHaveText(["Frage: Bitte füllen Sie dieses Feld aus."]);
    await expect(question).toHaveAccessibleDescription(/^Bitte füllen Sie dieses Feld aus\. 0 von 10 bis 140 Zeichen$/);
    await question.fill("Wie lange dauert ein Projekt?");
    await expect(page.locator("#field-question-count")).toHaveText("29 von 10 bis 140 Zeichen");
    await expect(page.getByRole("main")).not.toContainText(/Zu klein|Ungültig|erwartet/);
    expectConsoleErrors(consoleErrors, /status of 400/);
  });
});
