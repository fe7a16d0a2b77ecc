import { inArray } from "drizzle-orm";
import { findCourse } from "~/content/courses.server";
import { cohorts } from "~/database/schema.server";
import { testDatabaseKinds, useTestDatabase } from "../../tests/support/test-databases";
import { seedSampleCohorts } from "./sample-cohorts.server";

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
