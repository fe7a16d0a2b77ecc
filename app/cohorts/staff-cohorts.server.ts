import { and, asc, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { type Cohort, cohortEvents, cohorts } from "~/database/schema.server";
import { waitingCounts } from "~/bookings/book-seat.server";
import { rosterOf } from "./roster.server";

export type CohortEvent = typeof cohortEvents.$inferSelect;

/** A cohort as the staff's list shows it: with its queue's length, and whether it is over. */
export type ListedCohort = Cohort & { waiting: number; finished: boolean };

/**
 * Every cohort, for the staff's list: those still to come or running first, the soonest at the
 * top (the ones staff are working on), then the finished ones, the latest first. A studio runs
 * a few dozen a year, so the list is not paged.
 */
export async function listCohorts(db: Database, today: string): Promise<ListedCohort[]> {
  const finished = sql<boolean>`${cohorts.endsOn} < ${today}::date`;
  const rows = await db
    .select({ cohort: cohorts, finished })
    .from(cohorts)
    .orderBy(finished, sql`case when ${finished} then null else ${cohorts.startsOn} end asc`, desc(cohorts.startsOn), asc(cohorts.id));
  const waiting = await waitingCounts(
    db,
    rows.map((row) => row.cohort.id),
  );
  return rows.map((row) => ({ ...row.cohort, finished: row.finished, waiting: waiting.get(row.cohort.id) ?? 0 }));
}

/** A cohort, as its forms and its roster's download check that it is there. */
export async function findCohort(db: Database, cohortId: string): Promise<Cohort | undefined> {
  const [cohort] = await db.select().from(cohorts).where(eq(cohorts.id, cohortId)).limit(1);
  return cohort;
}

/**
 * A cohort's page for the staff: the cohort, its roster, what the staff did to it (oldest
 * first, as it happened), and the cohorts of the same course a seat could move to (open, not
 * started: the only ones `moveBooking` can take a seat on).
 */
export async function cohortRecord(db: Database, cohortId: string, today: string) {
  const cohort = await findCohort(db, cohortId);
  if (!cohort) return undefined;
  const [roster, events, moveTargets] = await Promise.all([
    rosterOf(db, cohortId),
    db.select().from(cohortEvents).where(eq(cohortEvents.cohortId, cohortId)).orderBy(asc(cohortEvents.at), asc(cohortEvents.id)),
    db
      .select()
      .from(cohorts)
      .where(
        and(eq(cohorts.courseSlug, cohort.courseSlug), ne(cohorts.id, cohortId), eq(cohorts.state, "open"), gt(cohorts.startsOn, today)),
      )
      .orderBy(asc(cohorts.startsOn), asc(cohorts.id)),
  ]);
  return { cohort, roster, events, moveTargets };
}
