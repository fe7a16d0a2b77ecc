import type { Database } from "../../app/database/database.server";
import { bookings, cohorts } from "../../app/database/schema.server";
import type { SeatRequest } from "../../app/bookings/book-seat.server";
import { tuesdayToThursday } from "./a-cohort-run";

type NewCohort = typeof cohorts.$inferInsert;

/** Stores an open online cohort of Tuesdays and Thursdays a month from `now`, of a paid course (£490) unless a test says otherwise. */
export async function aCohort(db: Database, overrides: Partial<NewCohort> = {}, now = new Date()) {
  const [cohort] = await db
    .insert(cohorts)
    .values({
      courseSlug: "accessible-forms-and-components",
      ...tuesdayToThursday(30, 4, now),
      meetingDays: [2, 4],
      startsAt: "18:00",
      endsAt: "20:00",
      timeZone: "Europe/London",
      format: "online",
      capacity: 12,
      ...overrides,
    })
    .returning();
  return cohort!;
}

/** A person's request for a seat on `cohort`: a new account and submission each time. */
export function aSeatRequest(cohort: { id: string; courseSlug: string }, overrides: Partial<SeatRequest> = {}): SeatRequest {
  const accountId = `uid-${crypto.randomUUID()}`;
  return {
    courseSlug: cohort.courseSlug,
    cohortId: cohort.id,
    accountId,
    name: "Grace Hopper",
    email: `${accountId}@example.com`,
    submissionId: crypto.randomUUID(),
    holdDays: 7,
    offerHours: 48,
    now: new Date(),
    // A learner who ticks the box: a course that starts within the 14 days needs it (issue 65).
    earlyStartRequest: "I expressly ask you to begin the course before my 14-day cancellation period ends.",
    ...overrides,
  };
}

/**
 * Puts `count` people on a cohort's waiting list directly, a second apart, whatever its seats:
 * the state a change that forgot to offer a freed seat would leave. Their booking ids, in order.
 */
export async function queueOnCohort(db: Database, cohortId: string, count: number): Promise<string[]> {
  const start = Date.now() - count * 1000;
  const rows = await db
    .insert(bookings)
    .values(
      Array.from({ length: count }, (_, index) => {
        const accountId = `uid-${crypto.randomUUID()}`;
        return {
          cohortId,
          accountId,
          name: "Queued Person",
          email: `${accountId}@example.com`,
          submissionId: crypto.randomUUID(),
          reference: `BK-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
          state: "waiting" as const,
          price: 49_000,
          bookedAt: new Date(start + index * 1000),
        };
      }),
    )
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}
