import { and, asc, eq, gt, sql } from "drizzle-orm";
import { newcomerSeats } from "./seat-rules.server";
import type { Database } from "~/database/database.server";
import { type CohortFormat, cohorts } from "~/database/schema.server";
import { studioDay } from "~/config/calendar-day";
import { priceOfTheDay } from "./cohort-price";

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
  /** What a seat booked now costs, in whole units: the early price while it lasts, else the cohort's own price or the course's. */
  price: number;
  /** The price once the early price has ended (the same as `price` without one). */
  regularPrice: number;
  /** The early price's last day, on the studio's clock, while `price` is it. */
  earlyUntil?: string;
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
  earlyPrice: cohorts.earlyPrice,
  earlyPriceUntil: cohorts.earlyPriceUntil,
  state: cohorts.state,
  seatsLeft: sql<number>`${newcomerSeats}`.mapWith(Number),
};

type Row = Omit<CohortListing, "price" | "regularPrice" | "earlyUntil" | "open"> &
  Pick<typeof cohorts.$inferSelect, "price" | "earlyPrice" | "earlyPriceUntil" | "state">;

function toListing({ state, price, earlyPrice, earlyPriceUntil, ...rest }: Row, coursePrice: number, now: Date): CohortListing {
  return { ...rest, ...priceOfTheDay({ price, earlyPrice, earlyPriceUntil }, coursePrice, studioDay(now)), open: state === "open" };
}

/** A course's open cohorts that start after `today`, soonest first, priced as booked at `now`: what its page offers. */
export async function upcomingCohorts(
  db: Database,
  course: { slug: string; price: number },
  today: string,
  now = new Date(),
): Promise<CohortListing[]> {
  const rows = await db
    .select(listing)
    .from(cohorts)
    .where(and(eq(cohorts.courseSlug, course.slug), eq(cohorts.state, "open"), gt(cohorts.startsOn, today)))
    .orderBy(asc(cohorts.startsOn), asc(cohorts.id))
    .limit(12);
  return rows.map((row) => toListing(row, course.price, now));
}

/** One cohort of a course as it stands at `now`, open or not; undefined when the course has no such cohort. */
export async function cohortListing(db: Database, course: { slug: string; price: number }, cohortId: string, now = new Date()) {
  const [row] = await db
    .select(listing)
    .from(cohorts)
    .where(and(eq(cohorts.id, cohortId), eq(cohorts.courseSlug, course.slug)));
  return row ? toListing(row, course.price, now) : undefined;
}
