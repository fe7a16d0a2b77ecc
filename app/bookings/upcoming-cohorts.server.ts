import { and, asc, eq, gt, sql } from "drizzle-orm";
import { newcomerSeats } from "./seat-rules.server";
import type { Database } from "~/database/database.server";
import { type CohortFormat, cohorts } from "~/database/schema.server";

/** A cohort's run and meetings as columns: what dates and measures it (app/cohorts/meetings.ts's CohortRun). */
export const cohortRunColumns = {
  startsOn: cohorts.startsOn,
  endsOn: cohorts.endsOn,
  meetingDays: cohorts.meetingDays,
  startsAt: cohorts.startsAt,
  endsAt: cohorts.endsAt,
  timeZone: cohorts.timeZone,
};

/** A cohort as a learner sees it before booking: when, how, what it costs, and how many seats are free. */
export type CohortListing = {
  id: string;
  courseSlug: string;
  startsOn: string;
  endsOn: string;
  meetingDays: number[];
  startsAt: string;
  endsAt: string;
  timeZone: string;
  format: CohortFormat;
  address: string | null;
  /** The cohort's own price, or the course's. */
  price: number;
  /** Seats a booking made now would get: none while anyone is waiting (seat-rules.server.ts). */
  seatsLeft: number;
  open: boolean;
};

const listing = {
  id: cohorts.id,
  courseSlug: cohorts.courseSlug,
  ...cohortRunColumns,
  format: cohorts.format,
  address: cohorts.address,
  price: cohorts.price,
  state: cohorts.state,
  seatsLeft: sql<number>`${newcomerSeats}`.mapWith(Number),
};

type Row = Omit<CohortListing, "price" | "open"> & Pick<typeof cohorts.$inferSelect, "price" | "state">;

function toListing({ state, price, ...rest }: Row, coursePrice: number): CohortListing {
  return { ...rest, price: price ?? coursePrice, open: state === "open" };
}

/** A course's open cohorts that start after `today`, soonest first: what its page offers. */
export async function upcomingCohorts(db: Database, course: { slug: string; price: number }, today: string): Promise<CohortListing[]> {
  const rows = await db
    .select(listing)
    .from(cohorts)
    .where(and(eq(cohorts.courseSlug, course.slug), eq(cohorts.state, "open"), gt(cohorts.startsOn, today)))
    .orderBy(asc(cohorts.startsOn), asc(cohorts.id))
    .limit(12);
  return rows.map((row) => toListing(row, course.price));
}

/** One cohort of a course as it stands now, open or not; undefined when the course has no such cohort. */
export async function cohortListing(db: Database, course: { slug: string; price: number }, cohortId: string) {
  const [row] = await db
    .select(listing)
    .from(cohorts)
    .where(and(eq(cohorts.id, cohortId), eq(cohorts.courseSlug, course.slug)));
  return row ? toListing(row, course.price) : undefined;
}
