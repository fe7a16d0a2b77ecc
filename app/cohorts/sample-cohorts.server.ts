import type { Database } from "~/database/database.server";
import { cohorts } from "~/database/schema.server";
import { isoDay } from "./calendar-day";

type SampleCohort = Omit<typeof cohorts.$inferInsert, "startsOn" | "endsOn"> & { id: string; startsInDays: number; weeks: number };

/**
 * A few upcoming cohorts for a site running on its own machine (no Firebase project), so that
 * course pages and the staff's roster have something to show. Fixed ids make seeding again a
 * no-op: a cohort the staff changed or cancelled stays as they left it. A deployment starts with none.
 */
const SAMPLES: SampleCohort[] = [
  {
    id: "5a3c0f0e-6f1d-4b8e-9a51-000000000001",
    courseSlug: "ui-design-foundations",
    startsInDays: 14,
    weeks: 4,
    schedule: "Tuesdays and Thursdays, 18:00-20:00 CET",
    format: "online",
    capacity: 24,
  },
  {
    id: "5a3c0f0e-6f1d-4b8e-9a51-000000000002",
    courseSlug: "accessible-forms-and-components",
    startsInDays: 21,
    weeks: 3,
    schedule: "Mondays, 09:30-16:30 CET",
    format: "in-person",
    address: "Brightline Digital studio, London (the street address comes with your booking)",
    capacity: 12,
  },
  {
    id: "5a3c0f0e-6f1d-4b8e-9a51-000000000003",
    courseSlug: "react-router-full-stack-apps",
    startsInDays: 28,
    weeks: 6,
    schedule: "Wednesdays, 18:00-20:30 CET",
    format: "online",
    capacity: 16,
  },
  {
    id: "5a3c0f0e-6f1d-4b8e-9a51-000000000004",
    courseSlug: "react-router-full-stack-apps",
    startsInDays: 70,
    weeks: 6,
    schedule: "Saturdays, 10:00-13:00 CET",
    format: "online",
    capacity: 16,
    price: 590,
  },
  {
    id: "5a3c0f0e-6f1d-4b8e-9a51-000000000005",
    courseSlug: "web-performance-budgets",
    startsInDays: 10,
    weeks: 2,
    schedule: "Thursdays, 17:00-19:00 CET",
    format: "online",
    capacity: 3,
  },
];

/** The sample cohorts' courses and ids, as their Book links name them: for the benchmark and the kill -9 test. */
export const sampleCohorts: readonly { courseSlug: string; id: string }[] = SAMPLES.map(({ courseSlug, id }) => ({ courseSlug, id }));

const dayFrom = (now: Date, days: number) => isoDay(new Date(now.getTime() + days * 86_400_000));

/** Stores the sample cohorts that are not there yet; returns how many it added. */
export async function seedSampleCohorts(db: Database, now = new Date()): Promise<number> {
  const added = await db
    .insert(cohorts)
    .values(
      SAMPLES.map(({ startsInDays, weeks, ...cohort }) => ({
        ...cohort,
        startsOn: dayFrom(now, startsInDays),
        endsOn: dayFrom(now, startsInDays + weeks * 7 - 1),
      })),
    )
    .onConflictDoNothing({ target: cohorts.id })
    .returning({ id: cohorts.id });
  return added.length;
}
