import { and, asc, eq, gt } from "drizzle-orm";
import type { CohortRun } from "./meetings";
import type { Database } from "~/database/database.server";
import { cohorts } from "~/database/schema.server";
import { cohortRunColumns } from "~/bookings/upcoming-cohorts.server";

/**
 * Every course's open cohorts that start after `today`, soonest first, by course: how the
 * catalogue dates its cards and measures its courses (weeks, hours a week) where they have cohorts.
 */
export async function upcomingRuns(db: Database, today: string): Promise<Map<string, CohortRun[]>> {
  const rows = await db
    .select({ courseSlug: cohorts.courseSlug, ...cohortRunColumns })
    .from(cohorts)
    .where(and(eq(cohorts.state, "open"), gt(cohorts.startsOn, today)))
    .orderBy(asc(cohorts.startsOn), asc(cohorts.id));
  const runs = new Map<string, CohortRun[]>();
  for (const { courseSlug, ...run } of rows) runs.set(courseSlug, [...(runs.get(courseSlug) ?? []), run]);
  return runs;
}
