import { sql } from "drizzle-orm";
import { migrationsUpTo } from "~tests/support/migrations-up-to";
import { migrationRunner } from "~tests/support/run-migration-again";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";

/** Migration 0029, run on rows stored on a database as it stood before it, when prices were whole pounds. */
const migration = migrationRunner("0029_booking_price_in_minor_units.sql");

describe.each(testDatabaseKinds)("migration 0029, on %s", (kind) => {
  const test = useTestDatabase(kind, { migrationsFolder: migrationsUpTo("0028_invoice_files") });
  const rows = async <T>(query: ReturnType<typeof sql>) => (await test.db().execute(query)).rows as T[];

  it("keeps every booking's price in pence, a withdrawal's kept share with it, and its checks in the new unit", async () => {
    const [cohort] = await rows<{
      id: string;
    }>(sql`insert into cohorts (course_slug, starts_on, ends_on, meeting_days, starts_at, ends_at, time_zone, format, capacity)
      values ('accessible-forms-and-components', '2027-01-12', '2027-02-09', '{2,4}', '18:00', '20:00', 'Europe/London', 'online', 12) returning id`);
    const booking = async (amount: number, kept: number | null) => {
      const id = crypto.randomUUID();
      await test.db()
        .execute(sql`insert into bookings (id, cohort_id, name, email, submission_id, reference, state, amount, withdrawal_kept)
        values (${id}, ${cohort!.id}, 'Eve', 'eve@example.com', ${crypto.randomUUID()}, ${`BK-${id.slice(0, 8).toUpperCase()}`}, 'waiting', ${amount}, ${kept})`);
      return id;
    };
    const paid = await booking(490, 24_500);
    const free = await booking(0, null);

    await migration(test.db());

    const priceOf = async (id: string) =>
      (await rows<{ price: number; withdrawal_kept: number | null }>(sql`select price, withdrawal_kept from bookings where id = ${id}`))[0];
    expect(await priceOf(paid)).toEqual({ price: 49_000, withdrawal_kept: 24_500 });
    expect(await priceOf(free)).toEqual({ price: 0, withdrawal_kept: null });
    // The checks count in pence now: £4,900 is the most, and a kept share never more than the price.
    await expect(test.db().execute(sql`update bookings set withdrawal_kept = 49_001 where id = ${paid}`)).rejects.toThrow();
    await expect(test.db().execute(sql`update bookings set price = 500_001 where id = ${paid}`)).rejects.toThrow();
  });
});
