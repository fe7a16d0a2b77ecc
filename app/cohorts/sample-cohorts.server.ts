import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { Database } from "~/database/database.server";
import { cohortFormats, cohorts } from "~/database/schema.server";
import { site } from "~/config/site";
import { bankHoliday } from "./bank-holidays.server";
import { addDays, isoDay } from "~/config/calendar-day";
import { meetingDates, weekdayOf } from "~/config/calendar-day";

const clock = z.string().regex(/^\d\d:\d\d$/);

/** A sample cohort as `seed/sample-cohorts.json` writes it: when it starts is relative to the day it is seeded. */
const sampleCohort = z.strictObject({
  id: z.uuid(),
  courseSlug: z.string().min(1),
  /** The earliest it may start, in days from seeding; it starts on its first meeting day from then. */
  startsInDays: z.number().int().nonnegative(),
  weeks: z.number().int().positive(),
  meetingDays: z.array(z.number().int().min(1).max(7)).min(1),
  startsAt: clock,
  endsAt: clock,
  /** An in-person sample names no address: it meets at the studio. */
  format: z.enum(cohortFormats),
  capacity: z.number().int().positive(),
  /** Its own price, when not the course's. */
  price: z.number().int().positive().optional(),
});
type SampleCohort = z.infer<typeof sampleCohort>;

/**
 * A few upcoming cohorts for a site running on its own machine (no Firebase project), so that
 * course pages and the staff's roster have something to show: seed data, kept in
 * `seed/sample-cohorts.json` and stored by the start (app/door/start-app.server.ts), not code.
 * Each meets as its course says (weeks, hours a week). Fixed ids make seeding again a no-op: a
 * cohort the staff changed or cancelled stays as they left it. A deployment starts with none.
 */
const SAMPLES: readonly SampleCohort[] = z
  .array(sampleCohort)
  .parse(JSON.parse(readFileSync(path.resolve("seed", "sample-cohorts.json"), "utf8")));

/** The sample cohorts' courses and ids, as their Book links name them (for the benchmark and the kill -9 test), and how they meet. */
export const sampleCohorts: readonly (Pick<SampleCohort, "courseSlug" | "id" | "weeks" | "startsAt" | "endsAt"> & {
  meetingDays: number[];
})[] = SAMPLES.map(({ courseSlug, id, weeks, meetingDays, startsAt, endsAt }) => ({
  courseSlug,
  id,
  weeks,
  meetingDays: [...meetingDays],
  startsAt,
  endsAt,
}));

/** The studio's winter break, when no session is planned: 21 December to 3 January. */
const inWinterBreak = (day: string) => day.slice(5) >= "12-21" || day.slice(5) <= "01-03";

/**
 * A sample's run from `now`: its first meeting day from `startsInDays` on, for `weeks` weeks,
 * moved a week at a time until no session falls on a bank holiday or in the winter break.
 */
export function sampleRun(sample: Pick<SampleCohort, "startsInDays" | "weeks" | "meetingDays">, now: Date) {
  const first = Math.min(...sample.meetingDays);
  const last = Math.max(...sample.meetingDays);
  let startsOn = addDays(isoDay(now), sample.startsInDays);
  while (weekdayOf(startsOn) !== first) startsOn = addDays(startsOn, 1);
  for (;;) {
    const endsOn = addDays(startsOn, (sample.weeks - 1) * 7 + (last - first));
    const clash = meetingDates(startsOn, endsOn, sample.meetingDays).some((day) => inWinterBreak(day) || bankHoliday(day));
    if (!clash) return { startsOn, endsOn };
    startsOn = addDays(startsOn, 7);
  }
}

/** Stores the sample cohorts that are not there yet; returns how many it added. */
export async function seedSampleCohorts(db: Database, now = new Date()): Promise<number> {
  const added = await db
    .insert(cohorts)
    .values(
      SAMPLES.map(({ startsInDays, weeks, ...cohort }) => ({
        ...cohort,
        ...sampleRun({ startsInDays, weeks, meetingDays: cohort.meetingDays }, now),
        timeZone: site.timeZone.id,
      })),
    )
    .onConflictDoNothing({ target: cohorts.id })
    .returning({ id: cohorts.id });
  return added.length;
}
