import { and, asc, eq, gt } from "drizzle-orm";
import type { CohortRun } from "./meetings";
import type { Database } from "~/database/database.server";
import { cohorts } from "~/database/schema.server";

/** A cohort's run and meetings as columns: what dates and measures it (meetings.ts's CohortRun). */
export const cohortRunColumns = {
  startsOn: cohorts.startsOn,
  endsOn: cohorts.endsOn,
  meetingDays: cohorts.meetingDays,
  startsAt: cohorts.startsAt,
  endsAt: cohorts.endsAt,
  timeZone: cohorts.timeZone,
};

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
