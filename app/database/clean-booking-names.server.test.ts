import { sql } from "drizzle-orm";
import { cleanText } from "~/platform/clean-text.server";
import { bookingName } from "~/bookings/book-seat.server";
import { migrationsUpTo } from "~tests/support/migrations-up-to";
import { migrationRunner } from "~tests/support/run-migration-again";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";

/** Migration 0006's statements, run again on rows stored on a database as it stood after 0006. */
const migration = migrationRunner("0006_clean_booking_names_and_cohort_text.sql");

describe.each(testDatabaseKinds)("migration 0006, on %s", (kind) => {
  // The schema of its day: cohorts had a schedule in words until 0007.
  const test = useTestDatabase(kind, { migrationsFolder: migrationsUpTo("0006_clean_booking_names_and_cohort_text") });
  const runMigration = () => migration(test.db());
  const rows = async <T>(query: ReturnType<typeof sql>) => (await test.db().execute(query)).rows as T[];

  const aCohort = async (schedule: string, address: string) =>
    (
      await rows<{ id: string }>(sql`insert into cohorts (course_slug, starts_on, ends_on, schedule, format, address, capacity)
        values ('accessible-forms-and-components', '2027-01-12', '2027-02-09', ${schedule}, 'in-person', ${address}, 12) returning id`)
    )[0]!.id;
  const aBooking = async (cohortId: string, name: string) => {
    const id = crypto.randomUUID();
    await test.db().execute(sql`insert into bookings (id, cohort_id, name, email, submission_id, reference, state, amount)
      values (${id}, ${cohortId}, ${name}, 'eve@example.com', ${crypto.randomUUID()}, ${`BK-${id.slice(0, 8).toUpperCase()}`}, 'waiting', 490)`);
    return id;
  };
  const nameOf = async (id: string) => (await rows<{ name: string }>(sql`select name from bookings where id = ${id}`))[0]!.name;

  it("cleans booking names and cohort text stored before they were cleaned on the way in, as the site now would", async () => {
    const cohortId = await aCohort("Tuesdays,\t18:00\u202E-20:00\u2029", "Studio 4,\r\n1 Quay\u200B Street, \u202EBristol");
    const dirtyName = "Eve\u0007 \u202Egnp.exe\r\n\r\nYour card was   declined\u0085";
    const booking = await aBooking(cohortId, dirtyName);
    // Too short once cleaned: left as it was, rather than break the length rule and stop the start.
    const short = await aBooking(cohortId, "\u202E\u200F");

    await runMigration();

    expect(await nameOf(booking)).toBe(bookingName(dirtyName, "eve@example.com"));
    expect(await nameOf(booking)).toBe("Eve gnp.exe Your card was declined");
    expect(await nameOf(short)).toBe("\u202E\u200F");
    const [stored] = await rows<{ schedule: string; address: string }>(sql`select schedule, address from cohorts where id = ${cohortId}`);
    expect(stored).toEqual({
      schedule: cleanText("Tuesdays,\t18:00\u202E-20:00\u2029"),
      address: cleanText("Studio 4,\r\n1 Quay\u200B Street, \u202EBristol"),
    });

    // Again: nothing left to change.
    await runMigration();
    expect(await nameOf(booking)).toBe("Eve gnp.exe Your card was declined");
  });
});
