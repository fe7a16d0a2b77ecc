import { eq, inArray } from "drizzle-orm";
import { dateAlerts, mailOutbox } from "~/database/schema.server";
import { takeDueMail } from "~/mail/mail-outbox.server";
import { datesAnnouncedMail } from "~/mail/date-alert-mail.server";
import { connectForTest, testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { createCohort, updateCohort } from "~/cohorts/cohort-admin.server";
import type { CohortInput } from "~/cohorts/cohort-form";
import { aCohortInput } from "~tests/support/a-cohort-input";
import { askForDates, eraseOldDateAlerts, withdrawDateAlert } from "./date-alerts.server";
import { inLocale } from "~/i18n/request-locale.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const staff = { uid: "staff-uid", email: "staff@brightline.test" };
const day = 86_400_000;
const inFuture = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);
const course = "dashboards-people-read";
const input = (overrides: Partial<CohortInput> = {}): CohortInput => aCohortInput({ courseSlug: course, ...overrides });

describe.each(testDatabaseKinds)("requests for a course's dates on %s", (kind) => {
  const test = useTestDatabase(kind);
  // Each test asks about a course of its own: the database is shared by the file's tests.
  const queued = async (courseSlug: string) =>
    test
      .db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .innerJoin(dateAlerts, eq(mailOutbox.dateAlertId, dateAlerts.id))
      .where(eq(dateAlerts.courseSlug, courseSlug));

  it("keeps one request per course and address, in any case, with the words agreed to", async () => {
    const now = new Date();
    const first = await askForDates(test.db(), { courseSlug: course, email: "ada@example.com", now });
    expect(await askForDates(test.db(), { courseSlug: course, email: "ADA@example.com", now })).toBe(first);
    const other = await askForDates(test.db(), { courseSlug: "ui-design-foundations", email: "ada@example.com", now });
    expect(other).not.toBe(first);
    const [row] = await test.db().select().from(dateAlerts).where(eq(dateAlerts.id, first));
    expect(row!.consent).toMatch(/^Email me once when dates for this course are announced/);
  });

  it("queues one mail per waiting request when staff open a cohort of that course, once, in the same transaction", async () => {
    const now = new Date();
    await askForDates(test.db(), { courseSlug: course, email: "ada@example.com", now });
    await askForDates(test.db(), { courseSlug: course, email: "grace@example.com", now });
    await askForDates(test.db(), { courseSlug: "ui-design-foundations", email: "linus@example.com", now });
    const before = await queued("ui-design-foundations");
    // A closed cohort is not dates anyone can book.
    const closed = await createCohort(test.db(), input({ state: "closed" }), staff, now);
    expect(await queued(course)).toHaveLength(0);

    await updateCohort(test.db(), closed, input({ state: "open" }), staff, { now, offerHours: 48, holdDays: 7 });
    expect(await queued(course)).toHaveLength(2);
    await createCohort(test.db(), input({ startsOn: inFuture(60), endsOn: inFuture(88) }), staff, now);
    expect(await queued(course)).toHaveLength(2);

    const due = await takeDueMail(test.db(), { now: new Date(Date.now() + 1000), limit: 10 });
    const mail = due.filter((message) => message.kind === "dates-announced");
    expect(mail).toHaveLength(2);
    // The other course's request still waits for its own dates.
    expect(await queued("ui-design-foundations")).toEqual(before);
    const first = mail[0]!;
    if (!("dateAlert" in first)) throw new Error("not a date alert's mail");
    expect(first.cohort.id).toBe(closed);
    const message = datesAnnouncedMail(
      first.dateAlert,
      first.cohort,
      { from: "studio@example.com", siteUrl: "https://brightline.test" },
      first.id,
    );
    expect(message.subject).toMatch(/^Dates for Dashboards and Data Visualisation/);
    expect(String(message.text)).toContain(`https://brightline.test/courses/${course}#booking`);
    expect(String(message.text)).toContain("This is the only email we send about it");
  });

  it("asks and announces in the language of the page it was asked on (issue 42)", async () => {
    const now = new Date();
    const german = "web-performance-budgets";
    const id = await inLocale("de", () => askForDates(test.db(), { courseSlug: german, email: "jana@example.com", now }));
    const [row] = await test.db().select().from(dateAlerts).where(eq(dateAlerts.id, id));
    expect(row).toMatchObject({ locale: "de", consent: expect.stringMatching(/^Schicken Sie mir/) });
    const cohort = await createCohort(test.db(), input({ courseSlug: german, startsOn: inFuture(40), endsOn: inFuture(68) }), staff, now);
    const [mail] = (await takeDueMail(test.db(), { now: new Date(Date.now() + 1000), limit: 10 })).filter(
      (message) => "dateAlert" in message && message.dateAlert.id === id,
    );
    if (!mail || !("dateAlert" in mail)) throw new Error("no mail for the German request");
    expect(mail.cohort.id).toBe(cohort);
    const message = datesAnnouncedMail(
      mail.dateAlert,
      mail.cohort,
      { from: "studio@example.com", siteUrl: "https://brightline.test" },
      mail.id,
    );
    expect(message.subject).toMatch(/^Termine für .+: ab /);
    expect(String(message.text)).toMatch(/^Guten Tag,\n\nSie hatten uns gebeten/);
    expect(String(message.text)).toContain(`https://brightline.test/de/courses/${german}#booking`);
  });

  it("announces no cohort that has already begun", async () => {
    const now = new Date();
    const begun = "content-and-seo-that-converts";
    await askForDates(test.db(), { courseSlug: begun, email: "ada@example.com", now });
    await createCohort(test.db(), input({ courseSlug: begun, startsOn: inFuture(-7), endsOn: inFuture(20) }), staff, now);
    expect(await queued(begun)).toHaveLength(0);
  });

  it("withdraws a request not yet announced, and not one whose mail is on its way", async () => {
    const now = new Date();
    const waiting = await askForDates(test.db(), { courseSlug: course, email: "ada@example.com", now });
    expect(await withdrawDateAlert(test.db(), waiting)).toBe(true);
    expect(await withdrawDateAlert(test.db(), waiting)).toBe(false);
    const announced = await askForDates(test.db(), { courseSlug: "web-performance-budgets", email: "grace@example.com", now });
    await createCohort(test.db(), input({ courseSlug: "web-performance-budgets" }), staff, now);
    expect(await withdrawDateAlert(test.db(), announced)).toBe(false);
  });

  it("erases a request 30 days after its mail, or after two years without dates, with its mail", async () => {
    const mine = "cross-platform-apps-react-native";
    const long = new Date(Date.now() - 800 * day);
    const old = await askForDates(test.db(), { courseSlug: "react-router-full-stack-apps", email: "old@example.com", now: long });
    const recent = await askForDates(test.db(), { courseSlug: "react-router-full-stack-apps", email: "new@example.com", now: new Date() });
    const announced = await askForDates(test.db(), { courseSlug: mine, email: "ada@example.com", now: new Date() });
    await createCohort(test.db(), input({ courseSlug: mine }), staff, new Date());
    const [mail] = await queued(mine);
    const left = async () => new Set((await test.db().select({ id: dateAlerts.id }).from(dateAlerts)).map((row) => row.id));

    const now = await eraseOldDateAlerts(test.db(), new Date());
    expect(now.mail).not.toContain(mail!.id);
    expect([...(await left())].filter((id) => [old, recent, announced].includes(id)).sort()).toEqual([recent, announced].sort());

    const later = await eraseOldDateAlerts(test.db(), new Date(Date.now() + 31 * day));
    expect(later.mail).toContain(mail!.id);
    expect(await queued(mine)).toHaveLength(0);
    expect([...(await left())].filter((id) => [old, recent, announced].includes(id))).toEqual([recent]);
  });

  // Two staff members open a cohort of the same course at the same moment, through two
  // instances' pools: every request still gets exactly one mail. PGlite runs one statement at a
  // time, so only a server can show it.
  it.runIf(kind === "PostgreSQL")("sends each request one mail when two instances open cohorts of its course at once", async () => {
    const other = connectForTest(test.url(), { maxConnections: 10 });
    try {
      for (let round = 0; round < 8; round++) {
        const courseSlug = round % 2 ? "ui-design-foundations" : "dashboards-people-read";
        const now = new Date();
        const asked = await Promise.all(
          Array.from({ length: 5 }, (_, index) => askForDates(test.db(), { courseSlug, email: `race-${round}-${index}@example.com`, now })),
        );
        await Promise.all([
          createCohort(test.db(), input({ courseSlug }), staff, now),
          createCohort(other, input({ courseSlug, startsOn: inFuture(60), endsOn: inFuture(88) }), staff, now),
        ]);
        const mail = await test
          .db()
          .select({ alert: mailOutbox.dateAlertId })
          .from(mailOutbox)
          .where(inArray(mailOutbox.dateAlertId, asked));
        expect(mail.map((row) => row.alert).sort(), `round ${round}`).toEqual([...asked].sort());
      }
    } finally {
      await other.$client.end();
    }
  });
});
