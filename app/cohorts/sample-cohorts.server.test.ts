import { inArray } from "drizzle-orm";
import { findCourse } from "~/content/courses.server";
import { cohorts } from "~/database/schema.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { bankHoliday } from "./bank-holidays.server";
import { hoursPerWeekOf, weeksOf } from "./meetings";
import { meetingDates, weekdayOf } from "~/config/calendar-day";
import { sampleCohorts, sampleRun, seedSampleCohorts } from "./sample-cohorts.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

describe("the sample cohorts' plans", () => {
  it("meet for as many weeks and hours a week as their courses say", () => {
    for (const sample of sampleCohorts) {
      const course = findCourse(sample.courseSlug)!;
      expect({ slug: sample.courseSlug, weeks: sample.weeks, hours: hoursPerWeekOf({ ...sample, timeZone: "Europe/London" }) }).toEqual({
        slug: course.slug,
        weeks: course.weeks,
        hours: course.hoursPerWeek,
      });
    }
  });

  it.each(["2026-11-24", "2026-12-01", "2027-03-20", "2027-07-30"])(
    "seeded on %s, start and end on meeting days, clear of bank holidays and the winter break",
    (seeded) => {
      for (const sample of sampleCohorts) {
        const { startsOn, endsOn } = sampleRun({ ...sample, startsInDays: 10 }, new Date(`${seeded}T09:00:00Z`));
        expect(startsOn > seeded).toBe(true);
        expect(sample.meetingDays).toContain(weekdayOf(startsOn));
        expect(sample.meetingDays).toContain(weekdayOf(endsOn));
        expect(weeksOf(startsOn, endsOn)).toBe(sample.weeks);
        for (const day of meetingDates(startsOn, endsOn, sample.meetingDays)) {
          expect(bankHoliday(day), day).toBeUndefined();
          expect(day.slice(5) >= "12-21" || day.slice(5) <= "01-03", day).toBe(false);
        }
      }
    },
  );
});

describe.each(testDatabaseKinds)("sample cohorts on %s", (kind) => {
  const test = useTestDatabase(kind);

  it("adds upcoming cohorts of real courses once, and leaves alone what the staff changed", async () => {
    const now = new Date("2026-11-24T09:00:00Z");
    const added = await seedSampleCohorts(test.db(), now);
    expect(added).toBeGreaterThanOrEqual(3);
    const rows = await test.db().select().from(cohorts);
    for (const row of rows) {
      expect(findCourse(row.courseSlug), row.courseSlug).toBeDefined();
      expect(row.startsOn > "2026-11-24").toBe(true);
    }
    await test
      .db()
      .update(cohorts)
      .set({ state: "cancelled" })
      .where(inArray(cohorts.id, [rows[0]!.id]));
    expect(await seedSampleCohorts(test.db(), new Date("2026-12-24T09:00:00Z"))).toBe(0);
    const again = await test.db().select().from(cohorts);
    expect(again.find((row) => row.id === rows[0]!.id)).toMatchObject({ state: "cancelled", startsOn: rows[0]!.startsOn });
  });
});
