import { randomUUID } from "node:crypto";
import { request as newRequest, type APIRequestContext } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { spreadsheetRows } from "~tests/support/spreadsheet-rows";
import { aCohortForm } from "~tests/support/a-cohort-form";
import { tuesdayToThursday } from "~tests/support/a-cohort-run";
import { expect, test } from "../support/fixtures";
import { staffMadeCohort, type TestCohort } from "../support/cohorts";
import { signedInAccount, signedInLearner, staffSession } from "../support/staff";

/**
 * What the probe of bookings in issue 35 found, asked again as it asked (the race of cancels
 * against bookings is app/bookings/seat-race.server.test.ts, on PostgreSQL; the code limit is in
 * two-step.spec.ts, the contact form's own messages in contact-form.spec.ts, data requests in
 * shared-pages.spec.ts). Each answer here was a hole before.
 */

const confirmationPath = (course: string, cohort: string) => `/courses/${course}/book/${cohort}`;

/** The confirmation form as a browser posts it, for a signed-in request context. */
function postBooking(request: APIRequestContext, course: string, cohort: string, form: Record<string, string> = {}) {
  return request.post(confirmationPath(course, cohort), {
    form: { submissionId: randomUUID(), ...form },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
}

/** A staff member's request context, for the roster's page and download. */
async function asStaff<T>(work: (staff: APIRequestContext) => Promise<T>): Promise<T> {
  const staff = await newRequest.newContext({ baseURL });
  try {
    await staffSession(staff);
    return await work(staff);
  } finally {
    await staff.dispose();
  }
}

test.describe("the holes the probe of bookings found", () => {
  test("a paid course's cohort under a free course's address is a 404 and books nothing (point 1)", async ({ page }) => {
    const paid: TestCohort = await staffMadeCohort({ course: "accessible-forms-and-components", capacity: 4 });
    await signedInLearner(page.request, "probe-price");
    const asFree = await postBooking(page.request, "ui-design-foundations", paid.cohort);
    expect(asFree.status()).toBe(404);
    // Nothing was booked: the cohort's own step still offers the seat, at its course's price.
    await page.goto(confirmationPath(paid.course, paid.cohort));
    await expect(page.getByText(/We hold your seat for 7 days while you pay/)).toBeVisible();
    const own = await postBooking(page.request, paid.course, paid.cohort);
    expect(own.status()).toBe(303);
    await page.goto(own.headers().location!);
    await expect(page.locator("[data-booking-state]")).toHaveAttribute("data-booking-state", "held");
    await expect(page.getByRole("region", { name: "How to pay" })).toContainText("Amount: £490");
  });

  test("a booking needs an address its owner has proved, and says how to prove it (point 6)", async ({ page }) => {
    // Any course will do; not the free one, whose page the other booking tests read for their cohorts.
    const cohort = await staffMadeCohort({ course: "content-and-seo-that-converts", capacity: 4 });
    await signedInAccount(page.request, "probe-unverified", { displayName: "Eve Unverified" });
    const refused = await postBooking(page.request, cohort.course, cohort.cohort);
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("Verify your email address first: nothing was booked.");
    await page.goto(confirmationPath(cohort.course, cohort.cohort));
    await expect(page.getByRole("heading", { name: "Verify your email address to book" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Book and pay" })).toHaveCount(0);
    // The link is sent from a plain form, and a few times an hour at most.
    const statuses: number[] = [];
    for (let ask = 1; ask <= 4; ask++) {
      statuses.push((await postBooking(page.request, cohort.course, cohort.cohort, { intent: "send-verification" })).status());
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  test("names and cohort text with NUL, bidirectional overrides or line breaks are stored cleaned, never a 500 (point 5)", async ({
    request,
  }) => {
    const paid = await staffMadeCohort({ course: "dashboards-people-read", capacity: 4 });
    const hostile = "Ada\u0000 \u202Egnp.exe\r\nLovelace";
    await signedInLearner(request, "probe-name", { displayName: hostile });
    const booked = await postBooking(request, paid.course, paid.cohort);
    expect(booked.status(), await booked.text()).toBe(303);
    const reference = booked.headers().location!.split("/").pop()!;
    await asStaff(async (staff) => {
      const roster = await (await staff.get(`/admin/cohorts/${paid.cohort}`)).text();
      expect(roster).toContain("Ada gnp.exe Lovelace");
      expect(roster).not.toContain("\u202E");
      expect(roster).not.toContain("\u0000");
      const rows = spreadsheetRows(await (await staff.get(`/admin/cohorts/${paid.cohort}/roster.csv`)).text());
      expect(rows.find((row) => row[0] === reference)?.[1]).toBe("Ada gnp.exe Lovelace");

      // The staff's own text: the address of an in-person cohort.
      const made = await staff.post("/admin/cohorts/new", {
        headers: { Origin: baseURL },
        form: aCohortForm({
          courseSlug: "dashboards-people-read",
          ...tuesdayToThursday(40),
          format: "in-person",
          address: "Studio 4\n1 Quay\u0000 Street,\u202E Bristol",
          capacity: "6",
        }),
        maxRedirects: 0,
      });
      expect(made.status(), await made.text()).toBe(303);
      const form = await (await staff.get(made.headers().location!)).text();
      expect(form).toContain("Tuesdays and Thursdays, 18:00–20:00 UK time");
      expect(form).toContain("Studio 4 1 Quay Street, Bristol");
      expect(form).not.toContain("\u202E");
      expect(form).not.toContain("\u0000");
    });
  });
});
