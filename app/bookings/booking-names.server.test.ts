import { eq } from "drizzle-orm";
import { bookings, cohorts } from "~/database/schema.server";
import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { bookSeat } from "./book-seat.server";
import { renameBookingsToCome } from "./booking-names.server";
import { isoDay } from "~/config/calendar-day";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

describe.each(testDatabaseKinds)("a rename, on %s", (kind) => {
  const test = useTestDatabase(kind);
  const nameOf = async (id: string) => (await test.db().select().from(bookings).where(eq(bookings.id, id)))[0]!.name;

  it("reaches the person's live bookings of cohorts to come, and nothing else", async () => {
    const toCome = await aCohort(test.db(), { courseSlug: "ui-design-foundations" });
    const started = await aCohort(test.db(), { courseSlug: "ui-design-foundations" });
    const request = aSeatRequest(toCome, { name: "Ada Byron" });
    const { booking } = await bookSeat(test.db(), request);
    const { booking: running } = await bookSeat(test.db(), { ...aSeatRequest(started), accountId: request.accountId, name: "Ada Byron" });
    const { booking: cancelled } = await bookSeat(test.db(), { ...aSeatRequest(toCome), name: "Ada Byron" });
    await test
      .db()
      .update(bookings)
      .set({ state: "cancelled", endedAt: new Date(), accountId: request.accountId })
      .where(eq(bookings.id, cancelled.id));
    await test.db().update(cohorts).set({ startsOn: "2020-01-07" }).where(eq(cohorts.id, started.id));
    const other = await bookSeat(test.db(), aSeatRequest(toCome, { name: "Grace Hopper" }));

    const account = { uid: request.accountId, displayName: "Ada\u202E Lovelace\n", email: request.email };
    expect(await renameBookingsToCome(test.db(), account, isoDay(new Date()))).toBe(1);
    expect(await nameOf(booking.id)).toBe("Ada Lovelace");
    expect(await nameOf(running.id)).toBe("Ada Byron");
    expect(await nameOf(cancelled.id)).toBe("Ada Byron");
    expect(await nameOf(other.booking.id)).toBe("Grace Hopper");
    // Again: nothing left to change; and no name, no change.
    expect(await renameBookingsToCome(test.db(), account, isoDay(new Date()))).toBe(0);
    expect(await renameBookingsToCome(test.db(), { ...account, displayName: null }, isoDay(new Date()))).toBe(0);
  });
});
