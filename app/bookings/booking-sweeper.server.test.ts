import { eq } from "drizzle-orm";
import { bookings, mailOutbox } from "~/database/schema.server";
import { aCohort, aSeatRequest, queueOnCohort } from "~tests/support/a-cohort";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { bookSeat } from "./book-seat.server";
import { sweepBookings } from "./booking-sweeper.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const DAY = 86_400_000;

describe.each(testDatabaseKinds)("the booking sweeper on %s", (kind) => {
  const test = useTestDatabase(kind);
  const mailOf = async (bookingId: string) =>
    (await test.db().select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.bookingId, bookingId)))
      .map((row) => row.kind)
      .sort();

  it("reminds confirmed learners once, three days before the start, and nobody else", async () => {
    const now = new Date();
    const soon = await aCohort(test.db(), { startsOn: new Date(now.getTime() + 2 * DAY).toISOString().slice(0, 10) });
    const soonFree = await aCohort(test.db(), { startsOn: soon.startsOn, price: 0 });
    const later = await aCohort(test.db(), { startsOn: new Date(now.getTime() + 5 * DAY).toISOString().slice(0, 10), price: 0 });
    const confirmed = (await bookSeat(test.db(), aSeatRequest(soonFree))).booking;
    const held = (await bookSeat(test.db(), aSeatRequest(soon))).booking;
    const notYet = (await bookSeat(test.db(), aSeatRequest(later))).booking;
    const times = { now, offerHours: 48, holdDays: 7 };
    await Promise.all([sweepBookings(test.db(), times), sweepBookings(test.db(), times)]);
    expect(await mailOf(confirmed.id)).toEqual(["course-reminder", "seat-confirmed"]);
    expect(await mailOf(held.id)).toEqual(["seat-held", "transfer-awaited-studio"]);
    expect(await mailOf(notYet.id)).toEqual(["seat-confirmed"]);
  });

  it("releases a hold whose payment deadline has passed", async () => {
    const cohort = await aCohort(test.db());
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort));
    const swept = await sweepBookings(test.db(), { now: new Date(Date.now() + 8 * DAY), offerHours: 48, holdDays: 7 });
    expect(swept.released).toBeGreaterThanOrEqual(1);
    expect((await test.db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.state).toBe("expired");
  });

  it("offers a free seat to the first person waiting, even when no change did (issue 35, point 2)", async () => {
    const cohort = await aCohort(test.db(), { capacity: 2 });
    const [first, second, third] = await queueOnCohort(test.db(), cohort.id, 3);
    await sweepBookings(test.db(), { now: new Date(), offerHours: 48, holdDays: 7 });
    const states = await test
      .db()
      .select({ id: bookings.id, state: bookings.state })
      .from(bookings)
      .where(eq(bookings.cohortId, cohort.id));
    expect([first, second, third].map((id) => states.find((row) => row.id === id)!.state)).toEqual(["offered", "offered", "waiting"]);
    expect(await mailOf(first!)).toEqual(["seat-offered"]);
  });
});
