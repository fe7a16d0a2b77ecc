import { type Page, request as playwrightRequest } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { createAccount, keptEmail, markEmailVerified, signInWithPassword } from "../support/auth-emulator";
import { mailTo } from "../support/mail-files";
import { violationsInBothThemes } from "../support/axe";
import { findOverflow } from "../support/overflow";
import { expect, expectConsoleErrors, test, waitForHydration } from "../support/fixtures";
import { bookByPost, cohortWithGermanBooking, confirmationPath, staffMadeCohort } from "../support/cohorts";
import { cameraPhoto } from "~tests/support/test-images";
import { signedInLearner, staffSession } from "../support/staff";

/**
 * An owner's day in the studio (issue 64), on the suite's own site: each item's own test, and at
 * the end the whole day in each language. Nothing here publishes: the site's pages are
 * every test's (publishing is content-studio-editing.spec.ts's, on a site of its own).
 */
const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The page's regions that scroll sideways, by name: on a phone, none should. */
const sidewaysScrolling = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("region")
    .evaluateAll((regions) => regions.filter((region) => region.scrollWidth > region.clientWidth + 1).map((region) => region.ariaLabel));

test.describe("the studio's list of everything", () => {
  for (const [width, language, path, services, projects, pages, servicesPage] of [
    [320, "English", "/admin/content", "Services", "Case studies", "Pages' words", "Services page"],
    [1280, "German", "/de/admin/content", "Leistungen", "Projekte", "Seitentexte", "Seite „Services“"],
  ] as const) {
    test(`at ${width} px in ${language}, reads as kinds under their headings, each title across its row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await staffSession(page.request);
      await page.goto(path);
      // Kind by kind: a heading for each, with its count, and a line of links to each.
      const headings = page.getByRole("heading", { level: 2 });
      await expect(headings.first()).toHaveText(new RegExp(`^${services} \\(8 `));
      expect(await headings.count()).toBeGreaterThanOrEqual(7);
      const kinds = page.getByRole("navigation", { name: language === "English" ? "Parts of the list" : "Teile der Liste" });
      await kinds.getByRole("link", { name: new RegExp(`^${projects}`) }).click();
      await expect(page).toHaveURL(/#kind-project$/);
      const caseStudies = page.getByRole("region", { name: new RegExp(`^${projects}`) });
      await expect(caseStudies).toBeInViewport();

      // A title reads as words, not one letter a line: it spans most of its row on a phone too.
      const title = caseStudies.getByRole("heading", { level: 3 }).first();
      const row = caseStudies.getByRole("listitem").first();
      const [titleBox, rowBox] = [await title.boundingBox(), await row.boundingBox()];
      expect(titleBox!.width).toBeGreaterThan(rowBox!.width * 0.5);
      expect(titleBox!.height).toBeLessThan(80);
      // A page's words are named in the list's language, not half in English.
      await expect(page.getByRole("region", { name: new RegExp(`^${pages}`) }).getByRole("heading", { name: servicesPage })).toBeVisible();
      expect(await violationsInBothThemes(page, wcag, () => true)).toEqual([]);
    });
  }
});

test.describe("a post's preview", () => {
  for (const [width, language, path] of [
    [375, "English", "/admin/content?kind=post"],
    [1280, "German", "/de/admin/content?kind=post"],
  ] as const) {
    test(`at ${width} px in ${language}, is drawn as the published page: headings, bullets and links styled`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await staffSession(page.request);
      await page.goto(path);
      // In German, a German post: the row's link to its German document.
      const opened =
        language === "English"
          ? page.getByRole("heading", { level: 3 }).getByRole("link")
          : page.getByRole("link", { name: "Deutsch", exact: true });
      await opened.first().click();
      await page.waitForURL(/\/admin\/content\/[\da-f-]{36}$/);
      await page.locator("main a[href$='/preview']").first().click();
      if (language === "German") await expect(page).toHaveURL(/^[^?]*\/de\/admin\/content\//);
      await expect(page.getByRole("complementary").getByText(/^(Draft|Entwurf)$/)).toBeVisible();

      // Once its stylesheet has loaded (a navigation within the site brings it after the page).
      await expect.poll(async () => (await bodyStyles(page)).bullets).toBe("disc");
      const previewed = await bodyStyles(page);
      // The same post on its public page: the preview draws it alike.
      const published = page
        .getByRole("complementary")
        .locator("span")
        .filter({ hasText: /\/blog\// });
      const address = (await published.textContent())!.replace(/^.*?(\/(de\/)?blog\/\S+).*$/, "$1");
      await page.goto(address);
      expect(previewed).toEqual(await bodyStyles(page));
      // And what that is: bullets, a link in the theme's colour, a heading's anchor out of sight until hovered.
      expect(previewed.bullets).toBe("disc");
      expect(previewed.link).not.toBe(previewed.text);
      expect(previewed.anchorOpacity).toBe("0");
    });
  }
});

/** How a post's body draws its parts: a list's bullets, a link's colour against the text's, a heading's anchor. */
function bodyStyles(page: Page) {
  return page.locator(".post-body").evaluate((body) => {
    const style = (selector: string) => getComputedStyle(body.querySelector(selector)!);
    return {
      bullets: style("ul").listStyleType,
      link: style("p a:not(.heading-anchor)").color,
      text: getComputedStyle(body).color,
      anchorOpacity: style(".heading-anchor").opacity,
    };
  });
}

test.describe("a document that names another", () => {
  for (const [width, language, path, author, instructor] of [
    [375, "English", "", "Author", "Instructor"],
    [1280, "German", "/de", "Verfasst von", "Kursleitung"],
  ] as const) {
    test(`at ${width} px in ${language}, offers the documents that exist by their names, not codes to type`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await staffSession(page.request);
      const editPage = async (query: string) => {
        await page.goto(`${path}/admin/content?q=${query}`);
        await page.getByRole("heading", { level: 3 }).getByRole("link").first().click();
        await page.waitForURL(/\/admin\/content\/[\da-f-]{36}$/);
        await page.goto(`${page.url()}/edit`);
      };
      await editPage("dark-mode-that-follows-the-system&kind=post");
      const byline = page.getByRole("combobox", { name: author, exact: true });
      await expect(byline.locator("option:checked")).toHaveText("Maya Okafor");
      const team = ["Daniel Osei", "Ellis Hart", "Maya Okafor", "Priya Raman", "Sofia Marques", "Tom Lindqvist"];
      expect((await byline.locator("option").allTextContents()).filter((name) => team.includes(name)).sort()).toEqual(team);

      await editPage("&kind=course");
      await expect(page.getByRole("combobox", { name: instructor, exact: true }).locator("option:checked")).toHaveText(
        /^[A-Z][a-z]+ [A-Z]/,
      );
      expect(await violationsInBothThemes(page, wcag, () => true)).toEqual([]);
    });
  }
});

test.describe("who has access", () => {
  test("at 375 px, staff give a colleague access, change their role and take it away after ticking that they mean it", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await staffSession(page.request);
    const colleague = { email: keptEmail("colleague"), password: "correct-horse-9" };
    const { localId } = await createAccount(colleague);
    const theirPages = async () => {
      const theirs = await playwrightRequest.newContext();
      try {
        const { idToken } = await signInWithPassword(colleague);
        await theirs.post(`${baseURL}/auth/session`, { headers: { Authorization: `Bearer ${idToken}`, Origin: baseURL } });
        const status = async (path: string) => (await theirs.get(`${baseURL}${path}`, { maxRedirects: 0 })).status();
        return { studio: await status("/admin/content"), leads: await status("/admin") };
      } finally {
        await theirs.dispose();
      }
    };

    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "People" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("People with access");
    await page.getByLabel("Their email address").fill(colleague.email);
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Editor" });
    // Not before its address is confirmed: anyone could have made an account with a colleague's address.
    await page.getByRole("button", { name: "Give access" }).click();
    await expect(page.getByRole("alert")).toContainText(`${colleague.email} has an account but has not confirmed its address yet`);
    expect(await theirPages()).toEqual({ studio: 403, leads: 403 });
    await markEmailVerified(localId);
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Editor" });
    await page.getByRole("button", { name: "Give access" }).click();
    await expect(page.getByRole("status")).toHaveText(`${colleague.email} is now Editor.`);
    const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: colleague.email }) });
    await expect(row).toContainText(/Editor · last signed in/);
    expect(await findOverflow(page)).toEqual([]);
    expect(await theirPages()).toEqual({ studio: 200, leads: 403 });
    // Giving access again is no way to change a role unasked.
    await page.getByLabel("Their email address").fill(colleague.email);
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Staff" });
    await page.getByRole("button", { name: "Give access" }).click();
    await expect(page.getByRole("alert")).toContainText(`${colleague.email} has access already`);
    await expect(row.getByText(/ · last signed in/)).toHaveText(/^Editor · /);

    await row.getByLabel(`Role of ${colleague.email}`).selectOption({ label: "Staff" });
    await row.getByRole("button", { name: "Change role" }).click();
    await expect(page.getByRole("status")).toHaveText(`${colleague.email} is now Staff.`);
    expect(await theirPages()).toEqual({ studio: 200, leads: 200 });

    // Without the tick, nothing changes; with it, their access is gone, at their next request.
    await row.getByRole("button", { name: "Remove access" }).click();
    await expect(row.getByText("Nothing was changed: tick the box to say you mean it.")).toBeVisible();
    await expect(row.getByText(/ · last signed in/)).toHaveText(/^Staff · /);
    await row.getByLabel(`Yes, take ${colleague.email}'s access away`).check();
    await row.getByRole("button", { name: "Remove access" }).click();
    await expect(page.getByRole("status")).toHaveText(`${colleague.email} has no access to the staff pages any more.`);
    await expect(row).toHaveCount(0);
    expect(await theirPages()).toEqual({ studio: 403, leads: 403 });
    expectConsoleErrors(consoleErrors, /status of 400/);
  });

  test("at 1280 px in German, says a wrong address beside the field, and invites and withdraws an address with no account, in both themes", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await staffSession(page.request);
    await page.goto("/de/admin/people");
    const field = page.getByLabel("E-Mail-Adresse der Person");
    await field.fill("nobody-at-all");
    await page.getByRole("button", { name: "Zugang geben" }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue("nobody-at-all");
    expectConsoleErrors(consoleErrors, /status of 400/);

    const stranger = keptEmail("nobody-yet");
    await field.fill(stranger);
    await page.getByRole("button", { name: "Zugang geben" }).click();
    await expect(page.getByRole("status")).toContainText(`Eine Einladung ist an ${stranger} unterwegs.`);
    const invited = page
      .getByRole("region", { name: "Eingeladen, noch nicht angenommen" })
      .getByRole("listitem")
      .filter({ hasText: stranger });
    await expect(invited.getByText(/^Redaktion · eingeladen von /)).toHaveText(
      /^Redaktion · eingeladen von staff-.+ · gilt bis \w+, \d+\. \w+ \d{4}$/,
    );
    expect(await violationsInBothThemes(page, wcag, () => true)).toEqual([]);
    await invited.getByRole("button", { name: `Einladung zurückziehen ${stranger}` }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Die Einladung für ${stranger} ist zurückgezogen: Der Link darin gibt keinen Zugang mehr.`,
    );
    await expect(invited).toHaveCount(0);
  });
});

test.describe("what the studio owes", () => {
  test("at 375 px, a seat held for a transfer is on the to-do until paid; cancelled, its refund is owed until marked made", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const cohort = await staffMadeCohort({ course: "react-router-full-stack-apps", capacity: 2, startsInDays: 40 });
    const name = `Owed ${crypto.randomUUID().slice(0, 8)}`;
    const learner = await playwrightRequest.newContext({ baseURL });
    try {
      await signedInLearner(learner, "owed", { displayName: name });
      await bookByPost(learner, cohort);
    } finally {
      await learner.dispose();
    }
    await staffSession(page.request);
    const toDo = page.getByRole("region", { name: "To do" });
    const line = toDo.getByRole("listitem").filter({ hasText: name });
    // The inbox shows the first few things owed; the to-do's own page finds this one by name.
    const owedToThem = `/admin/to-do?q=${encodeURIComponent(name)}`;

    await page.goto("/admin");
    await expect(toDo.getByRole("listitem").first()).toBeVisible();
    expect(await toDo.getByRole("listitem").count()).toBeLessThanOrEqual(5);
    await page.goto(owedToThem);
    await expect(page.getByRole("status")).toHaveText("1 thing to do matches this search");
    await expect(line).toContainText(`Send ${name} the invoice if they were promised one, and look for their transfer of £`);
    await line.getByRole("link").click();
    // The roster comes before the cohort's long form (issue 64, item 15); on a phone its rows
    // are cards that fit the screen, not a table to scroll sideways (item 14).
    await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: /^(Roster|Details)$/ })).toHaveText(["Roster", "Details"]);
    expect(await sidewaysScrolling(page)).toEqual([]);
    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByText("Mark paid…").click();
    await row.getByRole("button", { name: /^Mark BK-[0-9A-F]{8} paid$/ }).click();
    await expect(row).toContainText("Confirmed");
    await page.goto(owedToThem);
    await expect(page.getByText("Nothing owed matches this search.")).toBeVisible();

    await page.goto(`/admin/cohorts/${cohort.cohort}`);
    await row.getByText("Cancel…").click();
    await row.getByRole("button", { name: /^Cancel BK-[0-9A-F]{8}$/ }).click();
    await expect(row).toContainText("Refund owed");
    await page.goto(owedToThem);
    await expect(line).toContainText(`Refund £`);
    await line.getByRole("link").click();
    await row.getByText("Mark refunded…").click();
    await row.getByRole("button", { name: /^Mark BK-[0-9A-F]{8} refunded$/ }).click();
    await expect(page.getByText("Marked refunded: the learner is emailed, and the to-do no longer lists it.")).toBeVisible();
    await expect(row).toContainText("Refunded by transfer");
    await expect(page.getByRole("list", { name: "History, oldest first" })).toContainText("bank transfer of £");
    await page.goto(owedToThem);
    await expect(page.getByText("Nothing owed matches this search.")).toBeVisible();
    await expect(line).toHaveCount(0);
  });

  test("at 1280 px in German, the to-do says what is owed in German, in both themes", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const name = `Offen ${crypto.randomUUID().slice(0, 8)}`;
    await cohortWithGermanBooking("react-router-full-stack-apps", name, 41);
    await staffSession(page.request);
    await page.goto("/de/admin");
    await expect(page.getByRole("region", { name: "Zu erledigen" })).toBeVisible();
    await page.goto(`/de/admin/to-do?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { name: "Zu erledigen", level: 1 })).toBeVisible();
    const line = page.getByRole("region", { name: "Zu erledigen" }).getByRole("listitem").filter({ hasText: name });
    await expect(line).toContainText(`Senden Sie ${name} die Rechnung, falls sie versprochen wurde`);
    await expect(line.getByRole("link", { name: /^Teilnahmeliste von BK-/ })).toBeVisible();
    expect(await violationsInBothThemes(page, wcag, () => true)).toEqual([]);
  });
});

test.describe("nothing typed is lost", () => {
  test("at 375 px, what is typed is kept as it is typed, never as a version, comes back in either language, and says when it cannot keep it", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await staffSession(page.request);
    await page.goto("/admin/content?kind=post");
    await page.getByRole("heading", { level: 3 }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/admin\/content\/[0-9a-f-]{36}$/);
    // The document's own heading, not the list's still on screen while the page changes.
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Content");
    const documentPage = page.url();
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
    const versions = await page
      .getByRole("main")
      .getByText(/^Version \d+/)
      .count();
    await page.goto(`${documentPage}/edit`);
    await waitForHydration(page);
    const field = page.getByLabel("Title", { exact: true });
    const typed = `Typed, not saved ${crypto.randomUUID().slice(0, 8)}`;
    await field.fill(typed);
    await expect(page.getByRole("status").filter({ hasText: /^Kept as you type, at .*: not yet a draft/ })).toBeVisible();

    // Opened again, the form has it back, and says so; the document has no version more.
    await page.reload();
    await expect(field).toHaveValue(typed);
    await expect(page.getByText(/^What you typed at .* is back: it is not saved as a draft yet/)).toBeVisible();
    await page.goto(`/de${new URL(documentPage).pathname}/edit`);
    await expect(page.getByLabel("Titel", { exact: true })).toHaveValue(typed);
    await expect(page.getByText(/^Ihre Eingaben vom .* sind wieder da/)).toBeVisible();
    await page.goto(documentPage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(
      await page
        .getByRole("main")
        .getByText(/^Version \d+/)
        .count(),
    ).toBe(versions);

    // The server out of reach: the page says so in words, and what was typed stays in the form.
    await page.goto(`${documentPage}/edit`);
    await waitForHydration(page);
    await page.route("**/autosave", (route) => route.abort());
    await field.fill(`${typed}, and more`);
    await expect(page.getByRole("status").filter({ hasText: /could not be kept just now/ })).toBeVisible();
    await expect(field).toHaveValue(`${typed}, and more`);
    await page.unroute("**/autosave");
    // Back, the next pause keeps it; a link within the site then leaves nothing behind.
    await field.fill(`${typed}, kept at last`);
    await expect(page.getByRole("status").filter({ hasText: /^Kept as you type/ })).toBeVisible();
    await page.getByRole("link", { name: title }).first().click();
    await expect(page).toHaveURL(documentPage);
    await page.goto(`${documentPage}/edit`);
    await expect(field).toHaveValue(`${typed}, kept at last`);

    // Discarded, the form starts from the newest version again.
    await page.getByRole("button", { name: "Discard what I typed" }).click();
    await expect(page.getByText(/^Discarded: the form shows version \d+ again\.$/)).toBeVisible();
    await expect(field).toHaveValue(title);
    expect(await findOverflow(page)).toEqual([]);
    expectConsoleErrors(consoleErrors, /net::ERR_FAILED/);
  });
});

test.describe("how a page shows when searched for and shared", () => {
  for (const [width, language, path, heading, length] of [
    [375, "English", "/admin/content?kind=post", "In search results and when shared", /^\d+ characters; about 60 are shown\./],
    [1280, "German", "/de/admin/content?kind=post", "In Suchergebnissen und beim Teilen", /^\d+ Zeichen; etwa 60 werden gezeigt\./],
  ] as const) {
    test(`at ${width} px in ${language}, a post's page shows as a result and a card, with its lengths`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await staffSession(page.request);
      await page.goto(path);
      await page.getByRole("heading", { level: 3 }).getByRole("link").first().click();
      await expect(page).toHaveURL(/\/admin\/content\/[0-9a-f-]{36}$/);
      // The document's own heading, not the list's still on screen while the page changes.
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/^(Content|Inhalte)$/);
      const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
      const previews = page.getByRole("region", { name: heading });
      await expect(previews.getByRole("figure")).toHaveCount(2);
      for (const figure of await previews.getByRole("figure").all()) await expect(figure).toContainText(`${title} | Brightline Digital`);
      await expect(previews.getByText(length)).toBeVisible();
      // The post's cover, cut to the card's shape around its middle (decision 64).
      await expect(previews.getByRole("img")).toHaveAttribute("src", /^\/share-images\/centre\/images\/blog\/[a-z0-9-]+\.svg\.jpg$/);
      await expect
        .poll(() => previews.getByRole("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBe(1200);
      // On a phone nothing is cut; on a wide screen the header's corner cuts a long email by design.
      if (width < 640) expect(await findOverflow(page)).toEqual([]);
      expect(await violationsInBothThemes(page, wcag, () => true)).toEqual([]);
      if (language === "German") {
        // Signed in, the public bar keeps each section's name on one line: "Über uns" wrapped (issue 64, item 14).
        await page.goto("/de/about-us");
        const heights = await page
          .getByRole("navigation", { name: "Hauptnavigation" })
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
        expect(Math.max(...heights)).toBeLessThan(40);
        // Nothing past the page's edge; a long email in the corner is cut with an ellipsis by design.
        expect((await findOverflow(page)).filter((overflow) => !overflow.element.includes(".truncate"))).toEqual([]);
      }
    });
  }
});

/** The words an owner's day reads and types, in each language of the studio. */
const days = [
  {
    language: "English",
    prefix: "",
    hero: "Websites that open doors",
    saveDraft: "Save draft",
    savedDraft: /^Saved as version \d+, a draft/,
    post: "Notes from a workshop on forms",
    create: "Create blog post",
    created: "Created as version 1, a draft",
    picture: { toolbar: "Picture", alt: "What the picture shows", place: "Put the picture in", words: "Sticky notes on the studio's wall" },
    focus: { label: "Where its subject is", top: "At the top", card: "Shared link" },
    people: {
      nav: "People",
      email: "Their email address",
      role: "Editor",
      give: "Give access",
      invited: "An invitation is on its way to {name}.",
      invitedHeading: "Invited, not yet accepted",
      accept: "Accept and open the staff pages",
      subject: "You are invited to Brightline Digital's staff pages",
    },
    owed: {
      invoice: "Send {name} the invoice",
      markPaid: "Mark paid…",
      markPaidSend: /^Mark BK-[0-9A-F]{8} paid$/,
      confirmed: "Confirmed",
      refundOwed: "Refund owed",
      cancel: "Cancel…",
      cancelSend: /^Cancel BK-[0-9A-F]{8}$/,
      refund: /^Refund £[\d.,]+ to {name} by bank transfer/,
    },
  },
  {
    language: "German",
    prefix: "/de",
    hero: "Websites, die Türen öffnen",
    saveDraft: "Entwurf speichern",
    savedDraft: /^Als Version \d+ \(Entwurf\) gespeichert/,
    post: "Notizen aus einem Workshop zu Formularen",
    create: "Blogbeitrag anlegen",
    created: "Als Version 1 (Entwurf) angelegt",
    picture: { toolbar: "Bild", alt: "Was das Bild zeigt", place: "Bild einsetzen", words: "Haftnotizen an der Wand des Studios" },
    focus: { label: "Wo das Motiv ist", top: "Oben", card: "Geteilter Link" },
    people: {
      nav: "Personen",
      email: "E-Mail-Adresse der Person",
      role: "Redaktion",
      give: "Zugang geben",
      invited: "Eine Einladung ist an {name} unterwegs.",
      invitedHeading: "Eingeladen, noch nicht angenommen",
      accept: "Annehmen und Teambereich öffnen",
      subject: "Einladung in den Teambereich von Brightline Digital",
    },
    owed: {
      invoice: "Senden Sie {name} die Rechnung",
      markPaid: "Als bezahlt markieren …",
      markPaidSend: /^BK-[0-9A-F]{8} als bezahlt markieren$/,
      confirmed: "Bestätigt",
      refundOwed: "Erstattung offen",
      cancel: "Stornieren …",
      cancelSend: /^BK-[0-9A-F]{8} stornieren$/,
      refund: /^Erstatten Sie {name} .+ per Überweisung/,
    },
  },
];

const named = (pattern: RegExp | string, name: string) =>
  typeof pattern === "string" ? pattern.replace("{name}", name) : new RegExp(pattern.source.replace("{name}", name));

test.describe("an owner's day, end to end (issue 64's Done when)", () => {
  for (const day of days) {
    test(`at 375 px in ${day.language}: the hero changed, a post with a picture in its text, a colleague given access, what a booking owes`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: 375, height: 800 });
      await staffSession(page.request);
      const { prefix } = day;

      // The home page's hero, as a draft seen in its preview. Publishing it is content-studio-editing.spec.ts's,
      // on a site of its own: this one's home page is every test's.
      await page.goto(`${prefix}/admin/content`);
      const home = page.getByRole("region", { name: /^(Home page|Startseite)/ });
      if (prefix === "") await home.getByRole("heading", { level: 3 }).getByRole("link").click();
      else await home.getByRole("link", { name: "Deutsch", exact: true }).click();
      await page.waitForURL(/\/admin\/content\/[\da-f-]{36}$/);
      await page.goto(`${page.url()}/edit`);
      await page.locator("#field-hero-heading").fill(day.hero);
      await page.getByRole("button", { name: day.saveDraft }).first().click();
      await expect(page.getByText(day.savedDraft)).toBeVisible();
      await page.locator("main a[href$='/preview']").first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(day.hero);

      // A post from the phone: its cover by upload alone, and a picture put in its text where the cursor is.
      const title = `${day.post} ${crypto.randomUUID().slice(0, 6)}`;
      await page.goto(`${prefix}/admin/content/new?kind=post`);
      await waitForHydration(page);
      // The title first, the address suggested from it (item 10), dated today.
      const order = await page.locator("#field-title, #field-slug").evaluateAll((fields) => fields.map((field) => field.id));
      expect(order).toEqual(["field-title", "field-slug"]);
      const address = page.locator("#field-slug");
      await page.locator("#field-title").fill(title);
      await expect(address).toHaveValue(title.toLowerCase().replaceAll(" ", "-"));
      // Typed by hand, the address is the owner's: the title no longer moves it.
      await address.fill(`${await address.inputValue()}-notes`);
      await page.locator("#field-title").fill(`${title}, again`);
      await expect(address).toHaveValue(`${title.toLowerCase().replaceAll(" ", "-")}-notes`);
      await expect(page.locator("#field-date")).toHaveAttribute("type", "date");
      await expect(page.locator("#field-date")).toHaveValue(new Date().toISOString().slice(0, 10));
      await page.locator("#field-author").selectOption({ index: 1 });
      await page.locator("#field-tags-0").selectOption({ index: 1 });
      await page.locator("#field-summary").fill(`${title}: what we learnt about labels, errors and the order of fields.`);
      const cover = page.getByRole("group", { name: /^(Cover|Titelbild)$/ });
      await expect(cover.getByRole("textbox")).toHaveCount(1);
      await cover
        .locator('input[type="file"]')
        .setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto(1200, 800) });
      await cover.getByRole("textbox").fill("The workshop's room");
      // Its subject at the top: a share card, of another shape, keeps the top (item 10's focal point).
      await cover.getByLabel(day.focus.label).selectOption({ label: day.focus.top });
      const editor = page.locator("#field-body");
      // The editor is in the textarea's place once its toolbar shows.
      await expect(page.getByRole("group", { name: /^(Formatting|Formatierung)$/ })).toBeVisible();
      await editor.click();
      await page.keyboard.type("We began with labels.\n\nThen came the errors.");
      await page.keyboard.press("ControlOrMeta+Home");
      const chooser = page.waitForEvent("filechooser");
      await page
        .getByRole("group", { name: /^(Formatting|Formatierung)$/ })
        .getByRole("button", { name: day.picture.toolbar })
        .click();
      await (await chooser).setFiles({ name: "wall.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto(900, 600) });
      await page.getByLabel(day.picture.alt, { exact: true }).fill(day.picture.words);
      await page.getByRole("button", { name: day.picture.place }).click();
      const body = page.locator('textarea[name="body"]');
      await expect(body).toHaveValue(
        new RegExp(
          `^We began with labels\\.\\n\\n!\\[${day.picture.words.replace("'", "\\\\'")}\\]\\(/content-images/[0-9a-f]{32}-600\\.webp#600x900\\)\\n\\nThen came the errors\\.$`,
        ),
      );
      await page.getByRole("button", { name: day.create }).first().click();
      await expect(page.getByText(day.created)).toBeVisible();
      const card = page.getByRole("figure").filter({ hasText: day.focus.card }).getByRole("img");
      await expect(card).toHaveAttribute("src", /^\/share-images\/top\/content-images\/[0-9a-f]{32}-\d+\.webp\.jpg$/);
      await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);
      expect(await card.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(630);
      await page.locator("main a[href$='/preview']").first().click();
      const picture = page.getByRole("img", { name: day.picture.words });
      // Fetched as it comes near (loading="lazy").
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute("width", "600");
      await expect(picture).toHaveAttribute("height", "900");
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByRole("img", { name: "The workshop's room" })).toBeVisible();
      expect(await findOverflow(page)).toEqual([]);

      // A colleague invited by an address no account uses yet: a mail sends them a link, and the
      // role is theirs when they accept on its page, signed in with that address, confirmed (item 6).
      const colleague = { email: keptEmail(`day-${prefix ? "de" : "en"}`), password: "correct-horse-9" };
      await page.goto(`${prefix}/admin`);
      await page.getByRole("navigation").getByRole("link", { name: day.people.nav }).click();
      await page.getByLabel(day.people.email).fill(colleague.email);
      await page.getByLabel(/^(Role|Rolle)$/).selectOption({ label: day.people.role });
      await page.getByRole("button", { name: day.people.give }).click();
      await expect(page.getByRole("status")).toContainText(named(day.people.invited, colleague.email));
      const invited = page
        .getByRole("region", { name: day.people.invitedHeading })
        .getByRole("listitem")
        .filter({ hasText: colleague.email });
      await expect(invited).toContainText(day.people.role);
      expect(await findOverflow(page)).toEqual([]);
      await expect.poll(async () => (await mailTo(colleague.email)).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await mailTo(colleague.email);
      expect(mail!.subject).toBe(day.people.subject);
      // Its link, opened signed in with that address once confirmed, gives the role on Accept.
      const link = new URL(/https?:\/\/\S+\/account\/invitation\/\S+/.exec(mail!.text ?? "")![0]);
      expect(link.pathname.startsWith(`${prefix}/account/invitation/`)).toBe(true);
      // Opened by the staff member who sent it, it says it is for another address, and its Log out comes back here.
      await page.goto(link.pathname);
      await expect(page.getByRole("alert").filter({ hasText: colleague.email })).toBeVisible();
      await expect(page.locator(`form[action="/auth/logout"] input[name="redirectTo"]`)).toHaveValue(link.pathname);
      await page.goBack();
      const { localId } = await createAccount(colleague);
      await markEmailVerified(localId);
      const theirs = await playwrightRequest.newContext({ baseURL });
      try {
        // Signed out, the link leads to log in, and back to it after.
        const signedOut = await theirs.get(link.pathname, { maxRedirects: 0 });
        expect(signedOut.status()).toBe(302);
        expect(signedOut.headers().location).toBe(`${prefix}/login?${new URLSearchParams({ redirectTo: link.pathname })}`);
        const { idToken } = await signInWithPassword(colleague);
        expect((await theirs.post("/auth/session", { headers: { Authorization: `Bearer ${idToken}`, Origin: baseURL } })).status()).toBe(
          200,
        );
        expect((await theirs.get(`${prefix}/admin/content`, { maxRedirects: 0 })).status()).toBe(403);
        const step = await theirs.get(link.pathname);
        expect(step.status()).toBe(200);
        expect(await step.text()).toContain(day.people.accept);
        // A link whose signature is not the site's, or a NUL in it, opens nothing; Accept from
        // another site's page, or by another method, gives nothing.
        const forged = link.pathname.replace(/\.(.)/, (_, first: string) => (first === "A" ? ".B" : ".A"));
        expect((await theirs.get(forged)).status()).toBe(404);
        expect((await theirs.post(forged, { headers: { Origin: baseURL }, form: {}, maxRedirects: 0 })).status()).toBe(404);
        expect((await theirs.get(`${link.pathname}%00`)).status()).toBe(404);
        const foreign = await theirs.post(link.pathname, { headers: { Origin: "https://elsewhere.example" }, form: {}, maxRedirects: 0 });
        expect(foreign.status()).toBe(403);
        expect((await theirs.put(link.pathname, { headers: { Origin: baseURL }, form: {}, maxRedirects: 0 })).status()).toBe(405);
        expect((await theirs.get(`${prefix}/admin/content`, { maxRedirects: 0 })).status()).toBe(403);
        const accepted = await theirs.post(link.pathname, { headers: { Origin: baseURL }, form: {}, maxRedirects: 0 });
        expect(accepted.status()).toBe(303);
        // An editor's page: the studio (the staff inbox would refuse them).
        expect(accepted.headers().location).toBe(`${prefix}/admin/content`);
        expect((await theirs.get(accepted.headers().location!, { maxRedirects: 0 })).status()).toBe(200);
        // Used up: the link opens nothing a second time.
        expect((await theirs.get(link.pathname)).status()).toBe(404);
      } finally {
        await theirs.dispose();
      }
      await page.reload();
      await expect(invited).toHaveCount(0);
      await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: colleague.email }) })).toContainText(
        day.people.role,
      );

      // A learner books a seat by transfer: the invoice to send is on the to-do; cancelled, the refund owed.
      const cohort = await staffMadeCohort({ course: "react-router-full-stack-apps", capacity: 2, startsInDays: 40 });
      const name = `Day ${crypto.randomUUID().slice(0, 8)}`;
      const learner = await playwrightRequest.newContext({ baseURL });
      try {
        await signedInLearner(learner, "day", { displayName: name });
        await bookByPost(learner, cohort, undefined, `${prefix}${confirmationPath(cohort)}`);
      } finally {
        await learner.dispose();
      }
      const line = page.getByRole("region").getByRole("listitem").filter({ hasText: name });
      await page.goto(`${prefix}/admin/to-do?q=${encodeURIComponent(name)}`);
      await expect(line).toContainText(named(day.owed.invoice, name));
      await line.getByRole("link").click();
      // The transfer came: marked paid. Then cancelled, with the refund the policy promises owed.
      const row = page.getByRole("row").filter({ hasText: name });
      await row.getByText(day.owed.markPaid).click();
      await row.getByRole("button", { name: day.owed.markPaidSend }).click();
      await expect(row).toContainText(day.owed.confirmed);
      await row.getByText(day.owed.cancel).click();
      await row.getByRole("button", { name: day.owed.cancelSend }).click();
      await expect(row).toContainText(day.owed.refundOwed);
      await page.goto(`${prefix}/admin/to-do?q=${encodeURIComponent(name)}`);
      await expect(line).toHaveText(named(day.owed.refund, name));
    });
  }
});
