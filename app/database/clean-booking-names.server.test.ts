import { eq } from "drizzle-orm";
import { cleanText } from "~/.server/clean-text";
import { bookingName, bookSeat } from "~/cohorts/book-seat.server";
import { aCohort, aSeatRequest } from "../../tests/support/a-cohort";
import { migrationRunner } from "../../tests/support/run-migration-again";
import { testDatabaseKinds, useTestDatabase } from "../../tests/support/test-databases";
import { bookings, cohorts } from "./schema.server";

/** Migration 0006's statements, run again on rows stored after the test database ran them once. */
const migration = migrationRunner("0006_clean_booking_names_and_cohort_text.sql");

describe.each(testDatabaseKinds)("migration 0006, on %s", (kind) => {
  const test = useTestDatabase(kind);
  const runMigration = () => migration(test.db());

  it("cleans booking names and cohort text stored before they were cleaned on the way in, as the site now would", async () => {
    const cohort = await aCohort(test.db(), { format: "in-person", address: "Studio 4,\r\n1 Quay\u200B Street, \u202EBristol" });
    await test.db().update(cohorts).set({ schedule: "Tuesdays,\t18:00\u202E-20:00\u2029" }).where(eq(cohorts.id, cohort.id));
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort));
    const dirtyName = "Eve\u0007 \u202Egnp.exe\r\n\r\nYour card was   declined\u0085";
    await test.db().update(bookings).set({ name: dirtyName }).where(eq(bookings.id, booking.id));
    // Too short once cleaned: left as it was, rather than break the length rule and stop the start.
    const { booking: short } = await bookSeat(test.db(), aSeatRequest(cohort));
    await test.db().update(bookings).set({ name: "\u202E\u200F" }).where(eq(bookings.id, short.id));

    await runMigration();

    const [row] = await test.db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.name).toBe(bookingName(dirtyName, booking.email));
    expect(row!.name).toBe("Eve gnp.exe Your card was declined");
    const [kept] = await test.db().select().from(bookings).where(eq(bookings.id, short.id));
    expect(kept!.name).toBe("\u202E\u200F");
    const [stored] = await test.db().select().from(cohorts).where(eq(cohorts.id, cohort.id));
    expect(stored).toMatchObject({
      schedule: cleanText("Tuesdays,\t18:00\u202E-20:00\u2029"),
      address: cleanText("Studio 4,\r\n1 Quay\u200B Street, \u202EBristol"),
    });

    // Again: nothing left to change.
    await runMigration();
    expect((await test.db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]).toEqual(row);
  });
});
