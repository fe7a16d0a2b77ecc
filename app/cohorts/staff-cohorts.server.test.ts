import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { bookSeat } from "~/bookings/book-seat.server";
import { isoDay } from "~/config/calendar-day";
import { cohortRecord, listCohorts } from "./staff-cohorts.server";
import { markPaid } from "~/bookings/seat-changes.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const DAY = 86_400_000;
const staff = { uid: "staff-uid", email: "staff@brightline.test" };

describe.each(testDatabaseKinds)("the staff's cohort pages' reads on %s", (kind) => {
  const test = useTestDatabase(kind);
  // Days a year or more from today: apart from what the other tests in this database store.
  const base = Date.now() + 400 * DAY;
  const day = (offset: number) => isoDay(new Date(base + offset * DAY));

  it("lists cohorts to come and running first, soonest first, then finished ones, latest first, with their queues", async () => {
    const today = day(0);
    const later = await aCohort(test.db(), { startsOn: day(20), endsOn: day(40) });
    const running = await aCohort(test.db(), { startsOn: day(-5), endsOn: day(10), capacity: 1 });
    const soon = await aCohort(test.db(), { startsOn: day(3), endsOn: day(30), capacity: 1 });
    const longAgo = await aCohort(test.db(), { startsOn: day(-90), endsOn: day(-60) });
    const lately = await aCohort(test.db(), { startsOn: day(-30), endsOn: day(-1) });
    const now = new Date();
    await bookSeat(test.db(), aSeatRequest(soon, { now }));
    await bookSeat(test.db(), aSeatRequest(soon, { now: new Date(now.getTime() + 1000) }));
    await bookSeat(test.db(), aSeatRequest(soon, { now: new Date(now.getTime() + 2000) }));

    const listed = (await listCohorts(test.db(), today)).filter((cohort) =>
      [later, running, soon, longAgo, lately].some((mine) => mine.id === cohort.id),
    );
    expect(listed.map((cohort) => [cohort.id, cohort.finished])).toEqual([
      [running.id, false],
      [soon.id, false],
      [later.id, false],
      [lately.id, true],
      [longAgo.id, true],
    ]);
    expect(listed.map((cohort) => [cohort.seatsTaken, cohort.waiting])).toEqual([
      [0, 0],
      [1, 2],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it("reads a cohort with its roster, its history and the cohorts of its course a seat could move to", async () => {
    const today = isoDay(new Date());
    const cohort = await aCohort(test.db(), { courseSlug: "web-performance-budgets" });
    const open = await aCohort(test.db(), { courseSlug: "web-performance-budgets" }, new Date(Date.now() + 7 * DAY));
    await aCohort(test.db(), { courseSlug: "web-performance-budgets", state: "closed" });
    await aCohort(test.db(), { courseSlug: "web-performance-budgets", startsOn: today, endsOn: today });
    await aCohort(test.db(), { courseSlug: "ui-design-foundations" });
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort));
    await markPaid(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, { now: new Date(), offerHours: 48, holdDays: 7 });

    const record = await cohortRecord(test.db(), cohort.id, today);
    expect(record?.cohort).toMatchObject({ id: cohort.id, seatsTaken: 1 });
    expect(record?.roster.map((row) => [row.reference, row.state])).toEqual([[booking.reference, "confirmed"]]);
    expect(record?.events.map((event) => [event.actorEmail, event.action, event.detail])).toEqual([
      [staff.email, "booking-paid", `${booking.reference} marked paid`],
    ]);
    expect(record?.moveTargets.map((target) => target.id)).toEqual([open.id]);
    expect(await cohortRecord(test.db(), crypto.randomUUID(), today)).toBeUndefined();
  });
});
