import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "../../../scripts/embedded-database.mjs";
import { bookSeat, type Booking } from "../../../app/bookings/book-seat.server";
import { calendarDay } from "../../../app/config/calendar-day";
import { connect } from "../../../app/database/database.server";
import { migrateDatabase } from "../../../app/database/migrate.server";
import { authEmulator, baseURL } from "../../../playwright.config";
import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { aCohortForm } from "~tests/support/a-cohort-form";
import { tuesdayToThursday } from "~tests/support/a-cohort-run";
import { spreadsheetRows } from "~tests/support/spreadsheet-rows";
import { showRepositoryContent } from "~tests/support/repository-content";
import { createAccount, grantStaffClaim, keptEmail, signInWithPassword } from "../support/auth-emulator";
import { axeOf, violationsInBothThemes } from "../support/axe";
import { expect, expectConsoleErrors, test, waitForHydration } from "../support/fixtures";
import { findOverflow } from "../support/overflow";
import { signedInAccount, staffSession } from "../support/staff";
import { ownDataDirectory, removeWhenFree, type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";

/**
 * The staff's cohort pages: the list, the new cohort form, a cohort's form, roster and history.
 * Bookings are made by learners, not from these pages: the roster's actions run on an instance
 * of the site of their own, on a database the test fills before it starts.
 */

const DAY = 86_400_000;
const COURSE = "Web Performance Budgets in Practice";

/** Fills the cohort form as staff would: Tuesdays and Thursdays, from the first Tuesday `startsIn` days on. */
async function fillCohortForm(page: Page, fields: { address?: string; capacity: string; startsIn?: number }) {
  const run = tuesdayToThursday(fields.startsIn ?? 60, 2);
  await page.getByLabel("Course", { exact: true }).selectOption({ label: COURSE });
  await page.getByLabel("First day").fill(run.startsOn);
  await page.getByLabel("Last day").fill(run.endsOn);
  const days = page.getByRole("group", { name: "Days it meets" });
  // Square boxes, which read as "tick any": round ones read as radio buttons (issue 64, item 15).
  const corner = await days.getByLabel("Tuesdays").evaluate((box) => parseFloat(getComputedStyle(box).borderTopLeftRadius));
  expect(corner).toBeLessThan(8);
  await days.getByLabel("Tuesdays").check();
  await days.getByLabel("Thursdays").check();
  await page.getByLabel("Starts at").fill("18:00");
  await page.getByLabel("Ends at").fill("20:00");
  await page.getByLabel("Format").selectOption({ label: fields.address ? "In person" : "Online" });
  if (fields.address) await page.getByLabel("Address, in person (optional)").fill(fields.address);
  await page.getByLabel("Capacity").fill(fields.capacity);
  return run;
}

const cohortPage = /\/admin\/cohorts\/([0-9a-f-]{36})\?created=1$/;

// bookSeat runs in this process too: it reads the shipped courses as a new site shows them (issue 62).
showRepositoryContent();

test.describe("the staff's cohort pages", () => {
  test("show signed-in people who are not staff a 403, on every page, form and download", async ({ page, consoleErrors }) => {
    await signedInAccount(page.request, "learner");
    const id = crypto.randomUUID();
    for (const path of ["/admin/cohorts", "/admin/cohorts/new", `/admin/cohorts/${id}`, `/admin/cohorts/${id}/roster.csv`]) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
    for (const path of ["/admin/cohorts/new", `/admin/cohorts/${id}`]) {
      const post = await page.request.post(path, { form: { intent: "cancel", bookingId: id }, headers: { Origin: baseURL } });
      expect(post.status(), path).toBe(403);
    }
    await page.goto("/admin/cohorts");
    await expect(page.getByRole("heading", { name: "This page isn't open to you" })).toBeVisible();
    expectConsoleErrors(consoleErrors, /status of 403/);
  });

  test("let staff create a cohort, refusing a bad capacity with what was typed kept, then change it and download its roster", async ({
    page,
  }) => {
    const email = await staffSession(page.request);
    const tag = crypto.randomUUID().slice(0, 8);
    await page.goto("/admin/cohorts");
    await expect(page.getByRole("heading", { name: "Cohorts", level: 1 })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Staff" });
    await expect(nav.getByRole("link", { name: "Cohorts" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "New cohort" }).click();
    await expect(page.getByRole("heading", { name: "New cohort", level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Cohorts" })).toHaveAttribute("aria-current", "true");
    await waitForHydration(page);

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const run = await fillCohortForm(page, { address: `Harbour ${tag}, Bristol`, capacity: "0" });
    await page.getByRole("button", { name: "Create cohort" }).click();
    await expect(page.getByText("The capacity must be at least 1.")).toBeVisible();
    await expect(page.getByLabel("Capacity")).toBeFocused();
    await expect(page.getByLabel("Capacity")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Address, in person (optional)")).toHaveValue(`Harbour ${tag}, Bristol`);
    await expect(page.getByRole("group", { name: "Days it meets" }).getByLabel("Thursdays")).toBeChecked();
    await expect(page.getByLabel("Course", { exact: true })).toHaveValue("web-performance-budgets");
    // The browser checked it with the server's own schema: nothing was sent.
    expect(posts).toEqual([]);

    // Sent as a program would, past the page: the same check, in the same words, keeping what was typed.
    const refused = await page.request.post("/admin/cohorts/new", {
      headers: { Origin: baseURL },
      form: aCohortForm({ courseSlug: "web-performance-budgets", ...run, format: "in-person", address: `Refused ${tag}`, capacity: "501" }),
    });
    expect(refused.status()).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("The capacity can be at most 500.");
    expect(refusedPage).toContain(`Refused ${tag}`);

    await page.getByLabel("Capacity").fill("6");
    await page.getByRole("button", { name: "Create cohort" }).click();
    await expect(page).toHaveURL(cohortPage);
    const id = cohortPage.exec(page.url())![1]!;
    await expect(page.getByRole("heading", { name: COURSE, level: 1 })).toBeVisible();
    await expect(page.getByText("Cohort created.")).toBeVisible();
    const history = page.getByRole("list", { name: "History, oldest first" });
    await expect(history).toContainText(`created, starting ${calendarDay(run.startsOn)}, 6 seats`);
    await expect(history).toContainText(email);
    await expect(page.getByText("Nobody has booked yet.")).toBeVisible();

    await page.getByLabel("Capacity").fill("8");
    await page.getByRole("button", { name: "Save cohort" }).click();
    await expect(page.getByText("Cohort saved.")).toBeVisible();
    await expect(history).toContainText("changed capacity");
    await expect(page.getByText("0 of 8 taken, 0 waiting")).toBeVisible();
    const axe = await axeOf(page).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toBe(`brightline-roster-web-performance-budgets-${run.startsOn}.csv`);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(spreadsheetRows(csv)).toEqual([
      [
        "Reference",
        "Name",
        "Email",
        "State",
        "Booked (UTC)",
        "Paid (UTC)",
        "Amount (GBP)",
        "Paid by",
        "Card",
        "Stripe payment",
        "Refunded (GBP)",
      ],
    ]);
    const answer = await page.request.get(`/admin/cohorts/${id}/roster.csv`);
    expect(answer.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers()["cache-control"]).toBe("private, no-store");

    await page.getByRole("link", { name: "All cohorts" }).click();
    const row = page.getByRole("row").filter({ has: page.locator(`a[href="/admin/cohorts/${id}"]`) });
    await expect(row.getByRole("link")).toHaveAccessibleName(new RegExp(`^${COURSE} ?, starting ${calendarDay(run.startsOn)}$`));
    await expect(row).toContainText("0 of 8");

    for (const path of [
      "/admin/cohorts/not-a-uuid",
      `/admin/cohorts/${crypto.randomUUID()}`,
      `/admin/cohorts/${crypto.randomUUID()}/roster.csv`,
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
  });

  test("fit a 320 px screen, the wide tables scrolling in their own regions", async ({ page }) => {
    await staffSession(page.request);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/admin/cohorts", "/admin/cohorts/new"]) {
      await page.goto(path);
      expect(await findOverflow(page), path).toEqual([]);
    }
    await expect(page.getByLabel("Capacity")).toBeVisible();
  });

  test.describe("with every script blocked", () => {
    test.use({ javaScriptEnabled: false });

    test("create a cohort with plain form posts, the server's messages beside their fields", async ({ page, consoleErrors }) => {
      await staffSession(page.request);
      const tag = crypto.randomUUID().slice(0, 8);
      await page.goto("/admin/cohorts/new");
      const run = await fillCohortForm(page, { address: `Quay ${tag}, Bristol`, capacity: "many", startsIn: 90 });
      await page.getByRole("button", { name: "Create cohort" }).click();
      await expect(page.getByText("Please enter the capacity as a whole number.")).toBeVisible();
      await expect(page.getByLabel("Capacity")).toHaveValue("many");
      await expect(page.getByLabel("Address, in person (optional)")).toHaveValue(`Quay ${tag}, Bristol`);
      expectConsoleErrors(consoleErrors, /status of 400/);
      await page.getByLabel("Capacity").fill("10");
      await page.getByRole("button", { name: "Create cohort" }).click();
      await expect(page).toHaveURL(cohortPage);
      await expect(page.getByText("0 of 10 taken, 0 waiting")).toBeVisible();
      await expect(page.getByRole("list", { name: "History, oldest first" })).toContainText(
        `created, starting ${calendarDay(run.startsOn)}, 10 seats`,
      );
    });
  });
});

/** A free loopback port: the instance's allowed origin must be known before it starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.describe("a cohort with people booked on it", () => {
  // One instance and one story for all of its tests, in order.
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let instance: SiteInstance;
  let dataDirectory: string;
  let origin: string;
  const staff = { email: keptEmail("roster-staff"), password: "correct-horse-9" };
  let cohortId: string;
  let laterId: string;
  let ada: Booking;
  let bea: Booking;
  let cy: Booking;

  test.beforeAll(async () => {
    // A database filled and a site started beside a busy suite: longer than a hook's usual 30 s.
    test.setTimeout(120_000);
    dataDirectory = ownDataDirectory();
    // Filled before the site starts, so that the embedded database only ever has one client at a time (decision 17).
    const embedded = await startEmbeddedDatabase({ directory: path.join(dataDirectory, "db"), quiet: true });
    const db = connect(embedded.url, { maxConnections: 1 });
    try {
      await migrateDatabase(db);
      const cohort = await aCohort(db, { courseSlug: "react-router-full-stack-apps", capacity: 2 });
      const later = await aCohort(db, { courseSlug: "react-router-full-stack-apps", capacity: 4 }, new Date(Date.now() + 21 * DAY));
      ({ cohortId, laterId } = { cohortId: cohort.id, laterId: later.id });
      const start = Date.now();
      const seat = (name: string, second: number) =>
        bookSeat(db, aSeatRequest(cohort, { name, now: new Date(start + second * 1000) })).then((outcome) => outcome.booking);
      ada = await seat("Ada Lovelace", 0);
      bea = await seat("Bea Arthur", 1);
      cy = await seat("Cy Twombly", 2);
    } finally {
      await db.$client.end();
      await embedded.stop();
    }
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    instance = await startSiteInstance(
      {
        NODE_ENV: "production",
        PORT: String(port),
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
        FIREBASE_PROJECT_ID: authEmulator.projectId,
      },
      { dataDirectory },
    );
    await grantStaffClaim((await createAccount(staff)).localId);
  });

  test.afterAll(async () => {
    await stopChild(instance?.process);
    if (dataDirectory) removeWhenFree(dataDirectory);
  });

  /** Opens the cohort's page on the instance, signed in as the staff member. */
  async function openCohort(page: Page, id = cohortId) {
    const { idToken } = await signInWithPassword(staff);
    const session = await page.request.post(`${origin}/auth/session`, { headers: { Authorization: `Bearer ${idToken}`, Origin: origin } });
    expect(session.status(), await session.text()).toBe(200);
    await page.goto(`${origin}/admin/cohorts/${id}`);
    await expect(page.getByRole("heading", { name: "Full-stack Apps with React Router 7", level: 1 })).toBeVisible();
  }

  const rowOf = (page: Page, booking: Booking) => page.getByRole("row").filter({ hasText: booking.reference });

  test("fits a 320 px screen, its roster's rows as cards, and reads well in the light and the dark theme", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openCohort(page);
    expect(await findOverflow(page)).toEqual([]);
    await expect(page.getByRole("region", { name: "Bookings on this cohort" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    // A reference and an address are read whole: each on one line (issue 36, item 17).
    for (const cell of [rowOf(page, ada).locator("td").nth(0), rowOf(page, ada).locator("td").nth(1)]) {
      const lines = await cell.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, await cell.innerText()).toBe(1);
    }
    // A confirmation open, so that its words are checked too.
    const cancel = rowOf(page, bea).locator("summary", { hasText: "Cancel" });
    await cancel.click();
    // With the pointer still on it, as after a click: a hover's colours must read too.
    await cancel.hover();
    // Each theme once its colours have settled (links and buttons ease into them).
    expect(await violationsInBothThemes(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"], () => true)).toEqual([]);
  });

  test("refuses a capacity below the seats taken, in plain words, keeping what was typed", async ({ page, consoleErrors }) => {
    await openCohort(page);
    await expect(page.getByText("2 of 2 taken, 1 waiting")).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Capacity").fill("1");
    await page.getByRole("button", { name: "Save cohort" }).click();
    await expect(page.getByText("2 seats are taken: the capacity cannot go below that.")).toBeVisible();
    await expect(page.getByLabel("Capacity")).toHaveValue("1");
    await expect(page.getByText("2 of 2 taken, 1 waiting")).toBeVisible();
    // The refusal's answer is a 409, which the browser reports as a failed load.
    expectConsoleErrors(consoleErrors, /status of 409/);
  });

  test("marks a held seat paid, and records who did it", async ({ page }) => {
    await openCohort(page);
    await expect(rowOf(page, ada)).toContainText("Held for payment");
    await expect(rowOf(page, cy)).toContainText("Waiting list");
    await waitForHydration(page);
    // A step of its own, which says what it does, before anything changes (issue 36, item 17).
    await rowOf(page, ada).getByText("Mark paid…").click();
    await expect(rowOf(page, ada)).toContainText("Only once £");
    await expect(rowOf(page, ada)).toContainText("Held for payment");
    await rowOf(page, ada)
      .getByRole("button", { name: `Mark ${ada.reference} paid` })
      .click();
    await expect(page.getByText("Marked paid: the seat is confirmed, and the learner is emailed.")).toBeVisible();
    await expect(rowOf(page, ada)).toContainText("Confirmed");
    await expect(rowOf(page, ada).getByText("Mark paid…")).toHaveCount(0);
    const history = page.getByRole("list", { name: "History, oldest first" });
    await expect(history).toContainText(`${ada.reference} marked paid`);
    await expect(history).toContainText(staff.email);
  });

  test("moves a seat to another cohort of the course, and offers the seat left to the first person waiting", async ({ page }) => {
    await openCohort(page);
    await waitForHydration(page);
    await rowOf(page, ada).getByLabel(`Move ${ada.reference} to`).selectOption(laterId);
    await rowOf(page, ada).getByRole("button", { name: "Move" }).click();
    await expect(page.getByText("Booking moved: the learner is emailed")).toBeVisible();
    await expect(rowOf(page, ada)).toHaveCount(0);
    await expect(rowOf(page, cy)).toContainText("Seat offered");
    await page.goto(`${origin}/admin/cohorts/${laterId}`);
    await expect(rowOf(page, ada)).toContainText("Confirmed");
  });

  test.describe("with every script blocked", () => {
    test.use({ javaScriptEnabled: false });

    test("cancels a booking only after its confirmation is opened and sent", async ({ page }) => {
      await openCohort(page);
      const row = rowOf(page, bea);
      const confirm = row.getByRole("button", { name: `Cancel ${bea.reference}` });
      await expect(confirm).toBeHidden();
      await row.locator("summary", { hasText: "Cancel" }).click();
      await expect(row).toContainText("Bea Arthur is emailed that the booking is cancelled");
      await confirm.click();
      await expect(page.getByText("Booking cancelled: the learner is emailed")).toBeVisible();
      await expect(rowOf(page, bea)).toContainText("Cancelled");
      await expect(page.getByRole("list", { name: "History, oldest first" })).toContainText(`${bea.reference} cancelled`);

      const csv = await page.request.get(`${origin}/admin/cohorts/${cohortId}/roster.csv`);
      expect(csv.headers()["content-disposition"]).toMatch(
        /^attachment; filename="brightline-roster-react-router-full-stack-apps-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = spreadsheetRows((await csv.body()).toString("utf8"));
      expect(rows.map((cells) => [cells[0], cells[1], cells[3]])).toEqual([
        ["Reference", "Name", "State"],
        [cy.reference, "Cy Twombly", "Seat offered"],
        [bea.reference, "Bea Arthur", "Cancelled"],
      ]);
    });
  });

  test("cancels the cohort from its form only once the box saying so is ticked, ending every booking on it", async ({
    page,
    consoleErrors,
  }) => {
    await openCohort(page);
    await waitForHydration(page);
    await page.getByLabel("Bookings", { exact: true }).selectOption("cancelled");
    await page.getByRole("button", { name: "Save cohort" }).click();
    await expect(page.getByText(/^Cancelling ends every booking on this cohort/)).toBeVisible();
    await expect(rowOf(page, cy)).toContainText("Seat offered");
    expectConsoleErrors(consoleErrors, /status of 400/);
    await page.getByLabel("Cancel this cohort and email everyone booked on it").check();
    await page.getByRole("button", { name: "Save cohort" }).click();
    await expect(page.getByText("Cohort cancelled: everyone who was booked is being emailed.")).toBeVisible();
    await expect(page.getByText("This cohort is cancelled: its details no longer change.")).toBeVisible();
    await expect(rowOf(page, cy)).toContainText("Cancelled");
    await expect(rowOf(page, cy).getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("list", { name: "History, oldest first" })).toContainText("cancelled, 1 booking with it");
  });
});
