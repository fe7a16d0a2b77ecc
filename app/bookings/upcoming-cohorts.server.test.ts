import { aCohort, aSeatRequest, queueOnCohort } from "~tests/support/a-cohort";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { bookSeat } from "./book-seat.server";
import { isoDay } from "~/config/calendar-day";
import { cohortListing, upcomingCohorts } from "./upcoming-cohorts.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const DAY = 86_400_000;
const course = { slug: "web-performance-budgets", price: 290 };

describe.each(testDatabaseKinds)("the cohorts a course page lists, on %s", (kind) => {
  const test = useTestDatabase(kind);
  const now = new Date();
  const day = (offset: number) => isoDay(new Date(now.getTime() + offset * DAY));

  it("lists the course's open cohorts to come, soonest first, with their seats left and price", async () => {
    const later = await aCohort(test.db(), { courseSlug: course.slug, startsOn: day(40), endsOn: day(50), capacity: 4, price: 250 });
    const sooner = await aCohort(test.db(), { courseSlug: course.slug, startsOn: day(10), endsOn: day(20), capacity: 2 });
    await aCohort(test.db(), { courseSlug: course.slug, state: "closed" });
    await aCohort(test.db(), { courseSlug: course.slug, state: "cancelled" });
    await aCohort(test.db(), { courseSlug: course.slug, startsOn: day(0), endsOn: day(10) });
    await aCohort(test.db(), { courseSlug: "ui-design-foundations" });
    await bookSeat(test.db(), aSeatRequest(later));
    const listed = await upcomingCohorts(test.db(), course, day(0));
    expect(listed.map(({ id, seatsLeft, price }) => ({ id, seatsLeft, price }))).toEqual([
      { id: sooner.id, seatsLeft: 2, price: 290 },
      { id: later.id, seatsLeft: 3, price: 250 },
    ]);
  });

  it("shows a cohort with anyone waiting as full, since a booking would join the queue", async () => {
    const cohort = await aCohort(test.db(), { courseSlug: course.slug, capacity: 1 });
    await bookSeat(test.db(), aSeatRequest(cohort));
    await bookSeat(test.db(), aSeatRequest(cohort));
    expect((await cohortListing(test.db(), course, cohort.id))?.seatsLeft).toBe(0);
  });

  it("shows a cohort with free seats and a queue as full: the rule is not fooled by a cohort that is also full (issue 35, point 3)", async () => {
    const cohort = await aCohort(test.db(), { courseSlug: course.slug, capacity: 3 });
    await bookSeat(test.db(), aSeatRequest(cohort));
    expect((await cohortListing(test.db(), course, cohort.id))?.seatsLeft).toBe(2);
    await queueOnCohort(test.db(), cohort.id, 1);
    expect((await cohortListing(test.db(), course, cohort.id))?.seatsLeft).toBe(0);
    expect((await upcomingCohorts(test.db(), course, day(0))).find((listed) => listed.id === cohort.id)?.seatsLeft).toBe(0);
    // Another cohort's queue is no part of it.
    const other = await aCohort(test.db(), { courseSlug: course.slug, capacity: 3 });
    expect((await cohortListing(test.db(), course, other.id))?.seatsLeft).toBe(3);
  });

  it("finds a cohort only under its own course", async () => {
    const cohort = await aCohort(test.db(), { courseSlug: course.slug, state: "closed" });
    expect(await cohortListing(test.db(), course, cohort.id)).toMatchObject({ id: cohort.id, open: false });
    expect(await cohortListing(test.db(), { slug: "ui-design-foundations", price: 0 }, cohort.id)).toBeUndefined();
  });
});
