import { eq, sql } from "drizzle-orm";
import { migrateDatabase } from "./migrate.server";
import { cohorts } from "./schema.server";
import { migrationsUpTo } from "~tests/support/migrations-up-to";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";

describe.each(testDatabaseKinds)("migration 0007 (a cohort's meetings as data), on %s", (kind) => {
  // A database as it stood before: cohorts said when they met in words.
  const test = useTestDatabase(kind, { migrationsFolder: migrationsUpTo("0006_clean_booking_names_and_cohort_text") });

  const stored = async (schedule: string, { startsOn = "2027-01-12", format = "online", address = null as string | null } = {}) =>
    (
      (
        await test.db().execute(sql`insert into cohorts (course_slug, starts_on, ends_on, schedule, format, address, capacity)
          values ('ui-design-foundations', ${startsOn}, '2027-02-18', ${schedule}, ${format}, ${address}, 12) returning id`)
      ).rows as { id: string }[]
    )[0]!.id;

  it("reads the days and hours out of the words, on UK time, and leaves the old placeholder address to the studio's", async () => {
    const both = await stored("Tuesdays and Thursdays, 18:00-20:00 CET");
    const saturday = await stored("Saturdays, 10:00 – 13:00 CET", { startsOn: "2027-01-16" });
    // No day named, and no hours: its first day's weekday, and a working day's hours.
    const vague = await stored("Weekly, times to follow", { startsOn: "2027-01-13" });
    // A first day its words leave out is one of its days all the same.
    const mondayStart = await stored("Wednesdays, 09:30-16:30", { startsOn: "2027-01-11" });
    const london = await stored("Mondays, 09:30-16:30 CET", {
      startsOn: "2027-01-11",
      format: "in-person",
      address: "Brightline Digital studio, London (the street address comes with your booking)",
    });
    const harbour = await stored("Mondays, 09:30-16:30", {
      startsOn: "2027-01-11",
      format: "in-person",
      address: "1 Harbour Street, Bristol",
    });

    expect(await migrateDatabase(test.db())).toBeGreaterThanOrEqual(1);

    const row = async (id: string) => (await test.db().select().from(cohorts).where(eq(cohorts.id, id)))[0]!;
    expect(await row(both)).toMatchObject({ meetingDays: [2, 4], startsAt: "18:00", endsAt: "20:00", timeZone: "Europe/London" });
    expect(await row(saturday)).toMatchObject({ meetingDays: [6], startsAt: "10:00", endsAt: "13:00" });
    expect(await row(vague)).toMatchObject({ meetingDays: [3], startsAt: "09:00", endsAt: "17:00" });
    expect(await row(mondayStart)).toMatchObject({ meetingDays: [1, 3], startsAt: "09:30", endsAt: "16:30" });
    expect(await row(london)).toMatchObject({ format: "in-person", address: null });
    expect(await row(harbour)).toMatchObject({ address: "1 Harbour Street, Bristol", onlineLink: null });
  });
});
