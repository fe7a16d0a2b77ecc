import type { Database } from "~/database/database.server";
import { cohorts } from "~/database/schema.server";
import { site } from "~/config/site";
import { bankHoliday } from "./bank-holidays.server";
import { addDays, isoDay } from "~/config/calendar-day";
import { meetingDates, weekdayOf } from "./meetings";

type SampleCohort = Omit<typeof cohorts.$inferInsert, "startsOn" | "endsOn" | "timeZone"> & {
  id: string;
  /** The earliest it may start, in days from seeding; it starts on its first meeting day from then. */
  startsInDays: number;
  weeks: number;
};

/**
 * A few upcoming cohorts for a site running on its own machine (no Firebase project), so that
 * course pages and the staff's roster have something to show. Each meets as its course says
 * (weeks, hours a week). Fixed ids make seeding again a no-op: a cohort the staff changed or
 * cancelled stays as they left it. A deployment starts with none.
 */
const SAMPLES: SampleCohort[] = [
  {
    id: "5a3c0f0e-6f1d-4b8e-9a51-000000000001",
    courseSlug: "ui-design-foundations",
    startsInDays: 14,
    weeks: 4,
    meetingDays: [2, 4],
    startsAt: "18:00",
    endsAt: "19:30",
    format: "online",
    capacity: 24,
  },
  {
    id: "5a3c0f0e-6f1d-4b8e-9a51-000000000002",
    courseSlug: "accessible-forms-and-components",
    startsInDays: 21,
    weeks: 6,
    meetingDays: [6],
    startsAt: "10:00",
    endsAt: "14:00",
    // At the studio: no address of its own.
    format: "in-person",
    capacity: 12,
  },
  {
    id: "5a3c0f0e-6f1d-4b8e-9a51-000000000003",
    courseSlug: "react-router-full-stack-apps",
    startsInDays: 28,
    weeks: 8,
    meetingDays: [2, 4],
    startsAt: "18:00",
    endsAt: "21:00",
    format: "online",
    capacity: 16,
  },
  {
    id: "5a3c0f0e-6f1d-4b8e-9a51-000000000004",
    courseSlug: "react-router-full-stack-apps",
    startsInDays: 70,
    weeks: 8,
    meetingDays: [6],
    startsAt: "10:00",
    endsAt: "16:00",
    format: "online",
    capacity: 16,
    price: 590,
  },
  {
    id: "5a3c0f0e-6f1d-4b8e-9a51-000000000005",
    courseSlug: "web-performance-budgets",
    startsInDays: 10,
    weeks: 4,
    meetingDays: [1, 3],
    startsAt: "18:00",
    endsAt: "20:30",
    format: "online",
    capacity: 3,
  },
];

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
