import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { bankHoliday } from "../../../app/cohorts/bank-holidays.server";
import { tuesdayToThursday } from "~tests/support/a-cohort-run";
import { expect, expectConsoleErrors, test, waitForHydration } from "../support/fixtures";
import { staffMadeCohort, type TestCohort } from "../support/cohorts";
import { signedInLearner, staffSession } from "../support/staff";

/**
 * Issue 36, items 2 and 3: when and where a cohort meets is data, and what a learner reads of
 * it (the course page, the booking, the calendar file) agrees with it and with its course.
 */

const STUDIO = "Studio 4, The Paintworks, Bath Road, Bristol BS4 3EH, United Kingdom";
const DAY = 86_400_000;

async function bookFreeSeat(request: APIRequestContext, cohort: TestCohort): Promise<string> {
  const answer = await request.post(`/courses/${cohort.course}/book/${cohort.cohort}`, {
    form: { submissionId: crypto.randomUUID() },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBe(303);
  return answer.headers().location!;
}

/** The next Monday that is a bank holiday in England, at least a week away. */
function nextBankHolidayMonday(): string {
  for (let at = Date.now() + 7 * DAY; ; at += DAY) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (new Date(at).getUTCDay() === 1 && bankHoliday(day)) return day;
  }
}

async function chooseDays(page: Page, days: string[]) {
  const group = page.getByRole("group", { name: "Days it meets" });
  for (const day of days) await group.getByLabel(day).check();
}

test.describe("a cohort's meetings", () => {
  test("the course page says when its sample cohorts meet on the studio's clock, and measures the course by them", async ({ page }) => {
    await page.goto("/courses/react-router-full-stack-apps");
    const booking = page.getByRole("region", { name: "Book a place" });
    await expect(booking.getByText("Tuesdays and Thursdays, 18:00–21:00 UK time")).toBeVisible();
    await expect(booking.getByText("Saturdays, 10:00–16:00 UK time")).toBeVisible();
    await expect(page.getByText("8 weeks, 6 hours a week")).toBeVisible();
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/\bCET\b|London/);
    // Every listed run starts and ends on a day it meets, and none starts on Christmas Day or a bank holiday.
    for (const range of await booking.locator("li time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!))) {
      expect(bankHoliday(range), range).toBeUndefined();
    }
  });

  test("the catalogue's cards give each course's next cohort, or say its dates are to come", async ({ page }) => {
    await page.goto("/courses");
    const card = (title: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });
    // Only the sample cohorts run this course here (the booking tests make cohorts of others).
    const dated = card("Full-stack Apps with React Router 7");
    await expect(dated.locator("[data-next-cohort]")).toHaveAttribute("data-next-cohort", /^\d{4}-\d{2}-\d{2}$/);
    await expect(dated).toContainText(/Next cohort starts \d{1,2} \w{3} \d{4}/);
    await expect(dated).toContainText("8 weeks, 6 hours a week");
    await expect(card("Cross-platform Mobile Apps with React Native")).toContainText("Dates to be announced");
  });

  test("an in-person seat's page, and its calendar file, give the studio's address and every session at its hour", async ({ page }) => {
    // Three weeks of Tuesdays and Thursdays on the free course, at the studio: six sessions.
    const cohort = await staffMadeCohort({
      course: "ui-design-foundations",
      capacity: 4,
      startsInDays: 200,
      weeks: 3,
      format: "in-person",
    });
    await signedInLearner(page.request, "meetings");
    const booking = await bookFreeSeat(page.request, cohort);
    await page.goto(booking);
    const summary = page.getByRole("region", { name: "The cohort" });
    await expect(summary).toContainText("Tuesdays and Thursdays, 18:00–20:00 UK time");
    await expect(summary).toContainText(`In person: ${STUDIO}`);

    const ics = (await (await page.request.get(`${booking}/calendar.ics`)).text()).replace(/\r\n[ \t]/g, "");
    const events = ics.split("BEGIN:VEVENT").slice(1);
    expect(events).toHaveLength(6);
    const { startsOn } = tuesdayToThursday(200, 3);
    const first = events[0]!;
    // 18:00 in London is 18:00 UTC in winter and 17:00 UTC in summer.
    expect(first).toMatch(new RegExp(`DTSTART:${startsOn.replaceAll("-", "")}T1[78]0000Z`));
    expect(first).toContain("LOCATION:Studio 4\\, The Paintworks\\, Bath Road\\, Bristol BS4 3EH\\, United Kingdom");
    expect(first).toContain("TRIGGER:-PT1H");
    expect(events.at(-1)).toContain("session 6 of 6");
  });

  test("an online seat's page gives the joining link once staff set it", async ({ page }) => {
    const cohort = await staffMadeCohort({
      course: "ui-design-foundations",
      capacity: 4,
      startsInDays: 210,
      weeks: 1,
      onlineLink: "https://meet.example/brightline-ui",
    });
    await signedInLearner(page.request, "meetings-online");
    await page.goto(await bookFreeSeat(page.request, cohort));
    await expect(page.getByRole("link", { name: "https://meet.example/brightline-ui" })).toBeVisible();
  });

  test("the staff's form refuses a first day the cohort does not meet on, and a bank holiday until it is confirmed", async ({
    page,
    consoleErrors,
  }) => {
    await staffSession(page.request);
    await page.goto("/admin/cohorts/new");
    await waitForHydration(page);
    const holiday = nextBankHolidayMonday();
    const endsOn = new Date(Date.parse(holiday) + 14 * DAY).toISOString().slice(0, 10);
    await page.getByLabel("Course", { exact: true }).selectOption({ label: "Content and SEO that Converts" });
    await page.getByLabel("First day").fill(holiday);
    await page.getByLabel("Last day").fill(endsOn);
    await chooseDays(page, ["Tuesdays"]);
    await page.getByLabel("Capacity").fill("8");
    await page.getByRole("button", { name: "Create cohort" }).click();
    await expect(
      page.getByText("The first day is a Monday, and the cohort meets on Tuesdays: choose a first day it meets on."),
    ).toBeVisible();
    await expect(page.getByLabel("First day")).toBeFocused();

    await page.getByRole("group", { name: "Days it meets" }).getByLabel("Tuesdays").uncheck();
    await chooseDays(page, ["Mondays"]);
    await page.getByRole("button", { name: "Create cohort" }).click();
    await expect(page.getByText(/The first day is a bank holiday \(.+\)\. Choose another first day, or tick the box/)).toBeVisible();
    const confirm = page.getByLabel("Start on the bank holiday: it is meant");
    // The server refused it (the browser cannot know the holidays): a 400, which the console reports.
    expectConsoleErrors(consoleErrors, /status of 400/);
    await confirm.check();
    await page.getByRole("button", { name: "Create cohort" }).click();
    await expect(page).toHaveURL(/\/admin\/cohorts\/[0-9a-f-]{36}\?created=1$/);
    await expect(page.getByText("Mondays, 18:00–20:00 UK time")).toBeVisible();
  });
});

test.describe("a course page on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("shows the next cohort and its Book button in the first screen (issue 36, item 14)", async ({ page }) => {
    await page.goto("/courses/react-router-full-stack-apps");
    const book = page.getByRole("main").getByRole("link", { name: "Book a seat", exact: true }).first();
    await expect(book).toBeVisible();
    const box = (await book.boundingBox())!;
    expect(box.y + box.height, "the Book button's bottom edge, in the first 667 px").toBeLessThanOrEqual(667);
    await expect(page.getByText(/^Next cohort: \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("and at 1280 px the booking box beside the text is the one way in", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/courses/react-router-full-stack-apps");
    await expect(page.getByText(/^Next cohort:/)).toBeHidden();
  });
});
