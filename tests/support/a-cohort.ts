import type { Database } from "../../app/database/database.server";
import { cohorts } from "../../app/database/schema.server";
import type { SeatRequest } from "../../app/cohorts/book-seat.server";

type NewCohort = typeof cohorts.$inferInsert;

/** Stores an open online cohort a month from `now`, with what a test sets changed. */
export async function aCohort(db: Database, overrides: Partial<NewCohort> = {}, now = new Date()) {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const [cohort] = await db
    .insert(cohorts)
    .values({
      courseSlug: "ui-design-foundations",
      startsOn: day(30),
      endsOn: day(58),
      schedule: "Tuesdays and Thursdays, 18:00-20:00 CET",
      format: "online",
      capacity: 12,
      ...overrides,
    })
    .returning();
  return cohort!;
}

/** A person's request for a seat on `cohortId`: a new account and submission each time. */
export function aSeatRequest(cohortId: string, overrides: Partial<SeatRequest> = {}): SeatRequest {
  const accountId = `uid-${crypto.randomUUID()}`;
  return {
    cohortId,
    accountId,
    name: "Grace Hopper",
    email: `${accountId}@example.com`,
    submissionId: crypto.randomUUID(),
    coursePrice: 490,
    holdDays: 7,
    now: new Date(),
    ...overrides,
  };
}
