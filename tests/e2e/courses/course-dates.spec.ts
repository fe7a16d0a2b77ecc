import { baseURL } from "../../../playwright.config";
import { expect, test } from "../support/fixtures";
import { staffMadeCohort } from "../support/cohorts";
import { mailTo } from "../support/mail-files";

/*
 * A course without dates lets a visitor ask to be told when it has some (issue 36, item 15):
 * the request is stored with the visitor's yes, and mailed once when staff open a cohort.
 */
const course = { slug: "cross-platform-apps-react-native", title: "Cross-platform Mobile Apps with React Native" };

test.describe("asking for a course's dates", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("with scripts off, a visitor asks, another withdraws, and only the first is mailed when staff open a cohort", async ({ page }) => {
    const tag = crypto.randomUUID().slice(0, 8);
    const ada = `ada-${tag}@example.com`;
    const bob = `bob-${tag}@example.com`;

    await page.goto(`/courses/${course.slug}`);
    const booking = page.getByRole("region", { name: "Book a place" });
    await expect(booking).toContainText("No dates are set for the next cohort yet.");
    let form = booking.getByRole("form", { name: "Email me the dates" });
    await form.getByRole("textbox", { name: "Email" }).fill(ada);
    await form.getByLabel(/Email me once when dates for this course are announced/).check();
    await form.getByRole("button", { name: "Email me the dates" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We'll email you the dates");
    await expect(page.getByRole("status")).toContainText(`we'll send one email to ${ada}`);

    // Bob asks, then changes his mind on the answer page.
    await page.goto(`/courses/${course.slug}`);
    form = page.getByRole("form", { name: "Email me the dates" });
    await form.getByRole("textbox", { name: "Email" }).fill(bob);
    await form.getByLabel(/Email me once/).check();
    await form.getByRole("button", { name: "Email me the dates" }).click();
    await page.getByRole("button", { name: "Changed your mind? Withdraw the request" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request withdrawn");

    await staffMadeCohort({ course: course.slug, capacity: 6, startsInDays: 40 });
    await expect.poll(async () => (await mailTo(ada)).length).toBe(1);
    const [mail] = await mailTo(ada);
    expect(mail!.subject).toMatch(new RegExp(`^Dates for ${course.title}: from `));
    expect(mail!.text).toMatch(new RegExp(`See the dates and book a seat: https?://[^/\\s]+/courses/${course.slug}#booking`));
    expect(mail!.text).toContain("This is the only email we send about it");
    expect(await mailTo(bob)).toHaveLength(0);
  });

  test("a request without the visitor's yes, or without an address, is refused in plain words, keeping what was typed", async ({
    request,
  }) => {
    const noYes = await request.post(`/courses/${course.slug}/dates`, {
      form: { email: "grace@example.com" },
      headers: { Origin: baseURL },
    });
    expect(noYes.status()).toBe(400);
    const html = await noYes.text();
    expect(html).toContain("Tick the box to agree: we need your yes to email you.");
    expect(html).toContain('value="grace@example.com"');

    const noAddress = await request.post(`/courses/${course.slug}/dates`, {
      form: { email: "grace", consent: "yes" },
      headers: { Origin: baseURL },
    });
    expect(noAddress.status()).toBe(400);
    expect(await noAddress.text()).toContain("Enter an email address like name@example.com.");

    // From another site's page: refused before anything is read.
    const foreign = await request.post(`/courses/${course.slug}/dates`, {
      form: { email: "grace@example.com", consent: "yes" },
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(foreign.status()).toBe(403);
    const unknown = await request.post(`/courses/no-such-course/dates`, {
      form: { email: "grace@example.com", consent: "yes" },
      headers: { Origin: baseURL },
    });
    expect(unknown.status()).toBe(404);
  });
});
