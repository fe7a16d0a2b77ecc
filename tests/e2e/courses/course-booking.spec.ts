import { request as newRequest, type APIRequestContext, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { createAccount, keptEmail, markEmailVerified, oobCodesFor } from "../support/auth-emulator";
import { expect, expectConsoleErrors, test, waitForHydration } from "../support/fixtures";
import { submitLogin, submitRegistration } from "../support/account-ui";
import { violationsInBothThemes } from "../support/axe";
import { findOverflow } from "../support/overflow";
import { bookByPost, confirmationPath, staffMadeCohort, type TestCohort } from "../support/cohorts";
import { mailTo } from "../support/mail-files";
import { signedInLearner, staffSession } from "../support/staff";

/** Opens a course page once it lists `cohort`: the page is cached for a few seconds, and the cohort was made a moment ago. */
async function openCoursePageWith(page: Page, cohort: TestCohort) {
  // The list's own link, which names its dates (a phone's callout of the next cohort links there too).
  const link = page.locator(`a[href^="${confirmationPath(cohort)}"][aria-label]`);
  await expect
    .poll(
      async () => {
        await page.goto(`/courses/${cohort.course}`);
        return link.count();
      },
      { intervals: [1_000] },
    )
    .toBe(1);
  return link;
}

async function bookingState(page: Page) {
  return page.locator("[data-booking-state]").getAttribute("data-booking-state");
}

test.describe("booking a seat", () => {
  test("signed out, Book leads through registration back to the confirmation; a paid seat is held with how to pay", async ({
    page,
    consoleErrors,
  }) => {
    // It starts within the 14 days, so the learner must ask for it to begin early (issue 65).
    const paidCohort = await staffMadeCohort({ course: "accessible-forms-and-components", capacity: 12, startsInDays: 4 });
    const email = keptEmail("booker");
    const link = await openCoursePageWith(page, paidCohort);
    await expect(page.getByRole("listitem").filter({ has: link })).toContainText("12 seats left");
    await expect(page.getByText("Seat counts can be a few seconds behind: the next step shows the latest.")).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    // The sign-in pages name the course being booked (issue 36, item 13).
    await expect(page.getByText("Log in to book your seat on Accessible Web Forms and Components.")).toBeVisible();
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page.getByText("Create an account to book your seat on Accessible Web Forms and Components.")).toBeVisible();
    await submitRegistration(page, { displayName: "Ada Booker", email, password: "correct-horse-9" });
    // Back on the same cohort's confirmation, which asks for a verified address first (issue 35, point 6).
    await expect(page).toHaveURL(new RegExp(`${confirmationPath(paidCohort)}`));
    await expect(page.getByRole("heading", { name: "Verify your email address to book" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Book and pay" })).toHaveCount(0);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await expect(page.getByRole("status").filter({ hasText: `We've sent a link to ${email}` })).toBeVisible();
    // The link leads to the site's own page, and from there back to this step.
    const { oobLink } = (await oobCodesFor(email, "VERIFY_EMAIL")).at(-1)!;
    const sent = new URL(oobLink).searchParams;
    expect(new URL(sent.get("continueUrl")!).pathname).toBe(confirmationPath(paidCohort));
    await page.goto(
      `/account/action?${new URLSearchParams({ mode: "verifyEmail", oobCode: sent.get("oobCode")!, continueUrl: sent.get("continueUrl")! })}`,
    );
    await page.getByRole("button", { name: "Verify my email address" }).click();
    await page.getByRole("link", { name: "Carry on where you left off" }).click();
    await expect(page).toHaveURL(new RegExp(`${confirmationPath(paidCohort)}$`));
    await expect(page.getByText("Nothing is booked until you confirm.")).toBeVisible();
    await expect(page.getByText(/We hold your seat for 7 days/)).toBeVisible();
    // Before the button that makes them pay: who sells, the terms and the right to cancel (issue 65).
    await expect(page.getByRole("region", { name: "Who you are booking with" })).toContainText("Brightline Digital Ltd");
    await expect(page.getByRole("link", { name: "terms for course bookings" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "your right to cancel" })).toHaveAttribute("href", "/withdrawal");
    await expect(page.getByText("£490 incl. 20% VAT")).toBeVisible();
    const earlyStart = page.getByRole("checkbox", {
      name: /^I expressly ask you to begin the course before my 14-day cancellation period ends/,
    });
    await expect(earlyStart).not.toBeChecked();
    // Without the request to begin early, nothing is booked, and the page says why.
    await page.getByRole("button", { name: "Book and pay", exact: true }).click();
    await expect(page.getByText("This course starts within your 14-day cancellation period.", { exact: false }).first()).toBeVisible();
    expectConsoleErrors(consoleErrors, /status of 400/);
    await expect(page).toHaveURL(new RegExp(`${confirmationPath(paidCohort)}$`));
    await earlyStart.check();
    await page.getByRole("button", { name: "Book and pay", exact: true }).click();

    await expect(page).toHaveURL(/\/account\/bookings\/BK-[0-9A-F]{8}$/);
    const reference = page.url().split("/").pop()!;
    expect(await bookingState(page)).toBe("held");
    const payment = page.getByRole("region", { name: "How to pay" });
    await expect(payment).toContainText("Amount: £490");
    await expect(payment).toContainText(`Reference: ${reference}`);
    await expect
      .poll(async () => (await mailTo(email)).map((message) => message.subject))
      .toEqual([`Your seat on Accessible Web Forms and Components is held (${reference})`]);
    expect((await mailTo(email))[0]!.text).toContain(reference);
    // A held seat has no calendar file yet, and its mail does not promise one (issue 36).
    expect((await mailTo(email))[0]!.text).toContain("Your booking, and the way to cancel it:");
    expect((await mailTo(email))[0]!.text).not.toContain("calendar");
    // The mail is the contract's durable record: the request to begin early as ticked, the terms and the right to cancel with its form.
    const [held] = await mailTo(email);
    expect(held!.text).toMatch(/you asked us to begin the course within your 14-day cancellation period, in these words:/);
    expect(held!.text).toContain("I expressly ask you to begin the course before my 14-day cancellation period ends.");
    expect(held!.attachments.map((file) => file.filename)).toHaveLength(2);
    const attached = held!.attachments.map((file) => file.content.toString("utf8")).join("\n");
    expect(attached).toContain("Model cancellation form");
    expect(attached).toContain("Brightline Digital Ltd");
    expect(attached).not.toContain("{{");

    // My courses lists it, and cancelling asks first.
    await page.goto("/account");
    const myCourses = page.getByRole("region", { name: "My courses" });
    await expect(myCourses.getByRole("listitem").filter({ hasText: reference })).toContainText("Held for payment");
    await myCourses.getByRole("link", { name: "Accessible Web Forms and Components" }).click();
    await page.getByRole("link", { name: "Cancel my seat" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your seat on Accessible Web Forms and Components?");
    await page.getByRole("button", { name: "Yes, cancel my seat" }).click();
    await expect(page).toHaveURL(new RegExp(`/account/bookings/${reference}$`));
    expect(await bookingState(page)).toBe("cancelled");
    await expect.poll(async () => (await mailTo(email)).length).toBe(2);
  });

  test("the same confirmation sent twice gives one booking, and another person's form id books nothing", async ({ page }) => {
    const freeCohort = await staffMadeCohort({ course: "ui-design-foundations", capacity: 5 });
    await signedInLearner(page.request, "twice");
    await page.goto(confirmationPath(freeCohort));
    const submissionId = await page.locator('input[name="submissionId"]').inputValue();
    const first = await bookByPost(page.request, freeCohort, submissionId);
    expect(await bookByPost(page.request, freeCohort, submissionId)).toBe(first);
    // A new form from the same person finds the same live booking.
    expect(await bookByPost(page.request, freeCohort)).toBe(first);
    // The confirmation page now leads to the booking.
    await page.goto(confirmationPath(freeCohort));
    await expect(page).toHaveURL(`${baseURL}${first}`);

    const other = await newRequest.newContext({ baseURL });
    await signedInLearner(other, "copier");
    const copied = await other.post(confirmationPath(freeCohort), {
      form: { submissionId },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(copied.status()).toBe(400);
    await other.dispose();
  });

  test("refuses a booking from another site's page, and a body that is not the form", async ({ request }) => {
    const freeCohort = await staffMadeCohort({ course: "ui-design-foundations", capacity: 5 });
    await signedInLearner(request, "refused");
    const foreign = await request.post(confirmationPath(freeCohort), {
      form: { submissionId: crypto.randomUUID() },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    const noOrigin = await request.post(confirmationPath(freeCohort), {
      form: { submissionId: crypto.randomUUID() },
      maxRedirects: 0,
    });
    expect(noOrigin.status()).toBe(403);
    const repeated = await request.post(confirmationPath(freeCohort), {
      headers: { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded" },
      data: `submissionId=${crypto.randomUUID()}&submissionId=${crypto.randomUUID()}`,
      maxRedirects: 0,
    });
    expect(repeated.status()).toBe(400);
    const missing = await request.post(confirmationPath(freeCohort), {
      form: { submissionId: "x\u0000" },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(missing.status()).toBe(400);
    const unknown = await request.get(`/courses/${freeCohort.course}/book/${crypto.randomUUID()}`);
    expect(unknown.status()).toBe(404);
    const wrongCourse = await request.get(`/courses/web-performance-budgets/book/${freeCohort.cohort}`);
    expect(wrongCourse.status()).toBe(404);
    const wrongMethod = await request.fetch(confirmationPath(freeCohort), { method: "PUT", headers: { Origin: baseURL } });
    expect(wrongMethod.status()).toBe(405);
    const huge = await request.post(confirmationPath(freeCohort), {
      form: { submissionId: crypto.randomUUID(), padding: "x".repeat(100 * 1024) },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(huge.status()).toBe(413);

    // The booking's own forms: a second cancel, and an answer to an offer there is not, change nothing.
    const booking = await bookByPost(request, freeCohort);
    const cancel = () => request.post(`${booking}/cancel`, { form: {}, headers: { Origin: baseURL }, maxRedirects: 0 });
    expect((await cancel()).status()).toBe(303);
    // Refused (409), and the page that would show the refusal sends the learner to the booking, which says it ended.
    const again = await cancel();
    expect(again.status()).toBe(302);
    expect(again.headers().location).toBe(booking);
    const accept = await request.post(booking, { form: { intent: "accept" }, headers: { Origin: baseURL }, maxRedirects: 0 });
    expect(accept.status()).toBe(409);
    expect(await accept.text()).toContain("That booking has already ended.");
    const foreignCancel = await request.post(`${booking}/cancel`, { form: {}, headers: { Origin: "https://evil.example" } });
    expect(foreignCancel.status()).toBe(403);
    const calendar = await request.get(`${booking}/calendar.ics`);
    expect(calendar.status()).toBe(404);
  });
});

test.describe("a learner's name", () => {
  test("saved on the profile reaches their bookings to come, as the panel says (issue 36, item 12)", async ({ page }) => {
    const cohort = await staffMadeCohort({ course: "dashboards-people-read", capacity: 4 });
    // Signed in through the page, as the profile form changes the name in the browser's sign-in.
    const rosa = { email: keptEmail("renamer"), password: "correct-horse-9", displayName: "Rosa Before" };
    await markEmailVerified((await createAccount(rosa)).localId);
    await page.goto("/login?redirectTo=/account");
    await submitLogin(page, rosa.email, rosa.password);
    await expect(page).toHaveURL(`${baseURL}/account`);
    await bookByPost(page.request, cohort);
    await page.goto("/account");
    await waitForHydration(page);
    const profile = page.getByRole("form", { name: "Profile" });
    await expect(page.getByText("Your name is also on your bookings for courses that have not started")).toBeVisible();
    await profile.getByRole("textbox", { name: "Your name" }).fill("Rosa After");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(profile.getByText("Your profile is saved.")).toBeVisible();
    const staff = await newRequest.newContext({ baseURL });
    try {
      await staffSession(staff);
      const roster = await (await staff.get(`/admin/cohorts/${cohort.cohort}`)).text();
      expect(roster).toContain("Rosa After");
      expect(roster).not.toContain("Rosa Before");
    } finally {
      await staff.dispose();
    }
  });
});

test.describe("the booking pages for everyone", () => {
  for (const width of [375, 1280]) {
    test(`pass a whole-page accessibility check in both themes at ${width} px, and fit the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const cohort = await staffMadeCohort({ course: "accessible-forms-and-components", capacity: 4 });
      await signedInLearner(page.request, "axe");
      /** The page at `path` passes axe in both themes and fits the screen. */
      async function check(path: string) {
        await page.goto(path);
        const violations = await violationsInBothThemes(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"], () => true);
        expect(violations.map((violation) => `${path}: ${violation}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} fits ${width} px`).toBe(true);
      }
      // The step before booking, checked while it is one: once booked, its address leads to the
      // booking's page (it was checked after the booking, and so never, until issue 63).
      const confirmation = `${confirmationPath(cohort)}?shown=2`;
      await check(confirmation);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(confirmation);
      const booking = await bookByPost(page.request, cohort);
      for (const path of [booking, `${booking}/cancel`, `/courses/${cohort.course}`]) await check(path);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a signed-out visitor follows Book, logs in with a plain form and comes back to book (issue 36, item 4)", async ({ page }) => {
    const freeCohort = await staffMadeCohort({ course: "ui-design-foundations", capacity: 5 });
    const email = keptEmail("nojs-login");
    const account = await createAccount({ email, password: "correct-horse-9", displayName: "Noor Plain" });
    await markEmailVerified(account.localId);
    await (await openCoursePageWith(page, freeCohort)).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("correct-horse-9");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${confirmationPath(freeCohort)}`));
    await page.getByRole("button", { name: "Confirm my booking" }).click();
    await expect(page).toHaveURL(/\/account\/bookings\/BK-/);
    expect(await bookingState(page)).toBe("confirmed");
  });

  test("a free course's seat is confirmed at once, with a calendar file", async ({ page }) => {
    const freeCohort = await staffMadeCohort({ course: "ui-design-foundations", capacity: 5 });
    await signedInLearner(page.request, "nojs");
    await (await openCoursePageWith(page, freeCohort)).click();
    await expect(page.getByText(/This course is free/)).toBeVisible();
    await page.getByRole("button", { name: "Confirm my booking" }).click();
    await expect(page).toHaveURL(/\/account\/bookings\/BK-/);
    expect(await bookingState(page)).toBe("confirmed");
    const calendarLink = page.getByRole("link", { name: "Add to calendar" });
    const calendar = await page.request.get((await calendarLink.getAttribute("href"))!);
    expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const ics = await calendar.text();
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics).toContain("SUMMARY:UI Design Foundations: session 1 of");
  });
});

test.describe("a full cohort's waiting list", () => {
  test.describe.configure({ mode: "serial" });

  test("fills, queues the next person with their position, and offers them a seat that frees", async ({ page }) => {
    const smallCohort = await staffMadeCohort({ course: "web-performance-budgets", capacity: 3 });
    const seated: { request: APIRequestContext; booking: string }[] = [];
    for (const name of ["first", "second", "third"]) {
      const request = await newRequest.newContext({ baseURL });
      await signedInLearner(request, `seat-${name}`);
      seated.push({ request, booking: await bookByPost(request, smallCohort) });
    }
    const email = await signedInLearner(page.request, "waiting");
    // A page that showed three seats before they went: the confirmation says so, and decides.
    await page.goto(`${confirmationPath(smallCohort)}?shown=3`);
    await expect(page.getByText("The course page showed free seats, but the cohort has filled up since.", { exact: false })).toBeVisible();
    await expect(page.getByText(/You join the waiting list as number 1/)).toBeVisible();
    await page.getByRole("button", { name: "Join the waiting list" }).click();
    expect(await bookingState(page)).toBe("waiting");
    await expect(page.getByText("You are number 1 on the waiting list.", { exact: false })).toBeVisible();

    // The course page catches up within seconds.
    await expect
      .poll(
        async () => {
          await page.goto(`/courses/${smallCohort.course}`);
          return page.locator(`li:has(a[href^="${confirmationPath(smallCohort)}"]) [data-seats-left]`).textContent();
        },
        { intervals: [1_000] },
      )
      .toBe("Full: join the waiting list");

    // The first person cancels: the seat is offered to the person waiting, by mail too.
    const cancelled = await seated[0]!.request.post(`${seated[0]!.booking}/cancel`, {
      headers: { Origin: baseURL },
      form: {},
      maxRedirects: 0,
    });
    expect(cancelled.status()).toBe(303);
    await page.goto("/account");
    await page.getByRole("region", { name: "My courses" }).getByRole("link", { name: "Web Performance Budgets in Practice" }).click();
    expect(await bookingState(page)).toBe("offered");
    await expect
      .poll(async () => (await mailTo(email)).map((message) => message.subject).sort())
      .toContainEqual(expect.stringMatching(/^A seat on Web Performance Budgets in Practice is free for you/));
    await page.getByRole("button", { name: "Book and pay", exact: true }).click();
    expect(await bookingState(page)).toBe("held");
    for (const { request } of seated) await request.dispose();
  });
});

test.describe("withdrawing from a booking, with scripts", () => {
  test("at 320 px, the withdrawal button leads to its step, which fits and passes axe in both themes; confirming withdraws, with a receipt by mail (issue 65)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const cohort = await staffMadeCohort({ course: "react-router-full-stack-apps", capacity: 3, startsInDays: 40 });
    const email = await signedInLearner(page.request, "withdraws-with-scripts", { displayName: "Maximiliane Withdrawington-Fairweather" });
    const booking = await bookByPost(page.request, cohort);
    const reference = /BK-[0-9A-F]{8}/.exec(booking)![0];
    // The booking's pages are HTML only: with scripts on, they must work just as without.
    await page.goto(booking);
    await page.getByRole("link", { name: "Withdraw from contract here", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}${booking}/withdraw`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Withdraw from your contract for .+\?$/);
    await expect(page.getByRole("definition").filter({ hasText: `Maximiliane Withdrawington-Fairweather (${email})` })).toBeVisible();
    await expect(page.getByText("You have not paid yet, so you owe nothing.")).toBeVisible();
    expect(await findOverflow(page)).toEqual([]);
    expect(await violationsInBothThemes(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"], () => true)).toEqual([]);
    await page.getByRole("button", { name: "Confirm withdrawal", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}${booking}`);
    await expect(page.locator("[data-booking-state]")).toHaveText(
      /^You withdrew from this contract on .+\. We have emailed you a receipt\./,
    );
    await expect
      .poll(async () => (await mailTo(email)).map((message) => message.subject))
      .toContainEqual(expect.stringMatching(new RegExp(`^We have received your withdrawal: .+ \\(${reference}\\)$`)));
  });
});
