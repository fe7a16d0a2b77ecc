import { eq, sql } from "drizzle-orm";
import { bookings, cohorts } from "~/database/schema.server";
import { aCohort, aSeatRequest, queueOnCohort } from "~tests/support/a-cohort";
import { connectForTest, testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import {
  bookingName,
  bookSeat,
  CohortNotBookableError,
  CohortNotFoundError,
  SubmissionTakenError,
  waitingPosition,
} from "./book-seat.server";
import { moveBooking } from "./seat-changes.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const DAY = 86_400_000;

const staff = { uid: "uid-staff", email: "staff@example.com" };

describe.each(testDatabaseKinds)("booking a seat on %s", (kind) => {
  const test = useTestDatabase(kind);
  /** `count` people put on a cohort's waiting list directly, a second apart; their booking ids. */
  const queueByHand = (cohortId: string, count: number) => queueOnCohort(test.db(), cohortId, count);
  const seatsTaken = async (cohortId: string) =>
    (await test.db().select({ taken: cohorts.seatsTaken }).from(cohorts).where(eq(cohorts.id, cohortId)))[0]!.taken;

  it("confirms a free course's seat at once", async () => {
    const cohort = await aCohort(test.db(), { courseSlug: "ui-design-foundations" });
    const { booking, repeated } = await bookSeat(test.db(), aSeatRequest(cohort));
    expect(repeated).toBe(false);
    expect(booking).toMatchObject({ state: "confirmed", price: 0, holdUntil: null });
    expect(booking.reference).toMatch(/^BK-[0-9A-F]{8}$/);
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("holds a paid course's seat until the payment deadline, at the cohort's own price when it has one", async () => {
    const now = new Date();
    const own = await aCohort(test.db(), { price: 350 });
    const held = await bookSeat(test.db(), aSeatRequest(own, { holdDays: 7, now }));
    expect(held.booking).toMatchObject({ state: "held", price: 35_000, confirmedAt: null });
    expect(held.booking.holdUntil?.getTime()).toBe(now.getTime() + 7 * DAY);
    const plain = await aCohort(test.db());
    expect((await bookSeat(test.db(), aSeatRequest(plain))).booking.price).toBe(49_000);
  });

  it("books an EU business's online seat at the net price under reverse charge, against the price the step showed (issue 66)", async () => {
    const online = await aCohort(test.db());
    const business = { company: "Atelier Lumière SARL", address: ["12 rue de Rivoli", "75001 Paris"], country: "FR" };
    const reverse = await bookSeat(
      test.db(),
      aSeatRequest(online, { billing: { ...business, vatNumber: "FR40303265045" }, expectedPrice: 49_000 }),
    );
    expect(reverse.booking).toMatchObject({ state: "held", price: 40_833, vatTreatment: "reverse-charge" });
    // Moved to dates in person, it would be taxed in the UK at another price: refused, nothing moves.
    const inPerson = await aCohort(test.db(), { format: "in-person" });
    await expect(
      moveBooking(test.db(), { bookingId: reverse.booking.id, cohortId: online.id, toCohortId: inPerson.id }, staff, {
        now: new Date(),
        offerHours: 48,
        holdDays: 7,
      }),
    ).rejects.toThrow("changes its price and its VAT");
    // Without a VAT number, or from the UK, the price with VAT.
    const without = await bookSeat(test.db(), aSeatRequest(online, { billing: business, expectedPrice: 49_000 }));
    expect(without.booking).toMatchObject({ price: 49_000, vatTreatment: "standard" });
    const uk = { company: "Harbour Studio Ltd", address: ["1 Quay Street", "Bristol BS1 4DJ"], country: "GB", vatNumber: "GB980780684" };
    expect((await bookSeat(test.db(), aSeatRequest(online, { billing: uk }))).booking).toMatchObject({
      price: 49_000,
      vatTreatment: "standard",
    });
  });

  it("takes the course and the price from the cohort's row: another course's address books nothing (issue 35, point 1)", async () => {
    // A £490 course's cohort, asked for under the free course's address, as the probe did.
    const paid = await aCohort(test.db(), { courseSlug: "accessible-forms-and-components" });
    const asFree = aSeatRequest(paid, { courseSlug: "ui-design-foundations" });
    await expect(bookSeat(test.db(), asFree)).rejects.toBeInstanceOf(CohortNotFoundError);
    expect(await test.db().select().from(bookings).where(eq(bookings.cohortId, paid.id))).toEqual([]);
    expect(await seatsTaken(paid.id)).toBe(0);
    await expect(bookSeat(test.db(), aSeatRequest({ id: crypto.randomUUID(), courseSlug: paid.courseSlug }))).rejects.toBeInstanceOf(
      CohortNotFoundError,
    );
    // Under its own address, it is held for the course's price; a waiting place keeps that price for its offer.
    expect((await bookSeat(test.db(), aSeatRequest(paid))).booking).toMatchObject({ state: "held", price: 49_000 });
  });

  it("gives a newcomer no seat past the queue: a free seat goes to the first person waiting (issue 35, point 3)", async () => {
    // One seat free and two people waiting: a state no change leaves, made here by hand.
    const cohort = await aCohort(test.db(), { capacity: 1 });
    const queued = await queueByHand(cohort.id, 2);
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort));
    expect(booking.state).toBe("waiting");
    expect(await waitingPosition(test.db(), booking)).toBe(2);
    const states = await test
      .db()
      .select({ id: bookings.id, state: bookings.state })
      .from(bookings)
      .where(eq(bookings.cohortId, cohort.id));
    expect(states.find((row) => row.id === queued[0])!.state).toBe("offered");
    expect(states.find((row) => row.id === queued[1])!.state).toBe("waiting");
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("keeps a name as one cleaned line of at most 120 characters (issue 35, point 5)", async () => {
    const cohort = await aCohort(test.db());
    const hostile = `Ada\u0000 \u202Egnp.exe\r\n\r\nYour card was declined. ${"x".repeat(200)}`;
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort, { name: hostile }));
    expect(booking.name).toBe(bookingName(hostile, booking.email));
    expect(booking.name).toMatch(/^Ada gnp\.exe Your card was declined\. x+$/);
    expect([...booking.name]).toHaveLength(120);
    expect(bookingName("\u202E\u0000 ", "only@example.com")).toBe("only@example.com");
  });

  it("puts people on the waiting list in the order they came once the cohort is full", async () => {
    const cohort = await aCohort(test.db(), { capacity: 1 });
    await bookSeat(test.db(), aSeatRequest(cohort));
    const first = (await bookSeat(test.db(), aSeatRequest(cohort))).booking;
    const second = (await bookSeat(test.db(), aSeatRequest(cohort))).booking;
    expect([first.state, second.state]).toEqual(["waiting", "waiting"]);
    expect(await waitingPosition(test.db(), first)).toBe(1);
    expect(await waitingPosition(test.db(), second)).toBe(2);
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("gives a form sent twice at once one booking, and both sends that booking", async () => {
    const cohort = await aCohort(test.db());
    const request = aSeatRequest(cohort);
    const [a, b] = await Promise.all([bookSeat(test.db(), request), bookSeat(test.db(), request)]);
    expect(a.booking.id).toBe(b.booking.id);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("never hands another person's booking to a form carrying its submission id", async () => {
    const cohort = await aCohort(test.db());
    const first = aSeatRequest(cohort);
    await bookSeat(test.db(), first);
    const copied = aSeatRequest(cohort, { submissionId: first.submissionId });
    await expect(bookSeat(test.db(), copied)).rejects.toBeInstanceOf(SubmissionTakenError);
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("gives one person ten submissions at once (new forms each) one booking and one seat", async () => {
    const cohort = await aCohort(test.db());
    const person = aSeatRequest(cohort);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => bookSeat(test.db(), { ...person, submissionId: crypto.randomUUID() })),
    );
    expect(new Set(outcomes.map((outcome) => outcome.booking.id)).size).toBe(1);
    expect(outcomes.filter((outcome) => !outcome.repeated)).toHaveLength(1);
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("refuses a closed, cancelled or started cohort and stores nothing", async () => {
    const now = new Date();
    const closed = await aCohort(test.db(), { state: "closed" });
    const cancelled = await aCohort(test.db(), { state: "cancelled" });
    const started = await aCohort(test.db(), { startsOn: new Date(now.getTime() - DAY).toISOString().slice(0, 10) });
    for (const cohort of [closed, cancelled, started]) {
      await expect(bookSeat(test.db(), aSeatRequest(cohort, { now }))).rejects.toThrow(CohortNotBookableError);
      expect(await test.db().select().from(bookings).where(eq(bookings.cohortId, cohort.id))).toEqual([]);
      expect(await seatsTaken(cohort.id)).toBe(0);
    }
  });

  it("will not store more seats taken than the capacity, whatever the statement", async () => {
    const cohort = await aCohort(test.db(), { capacity: 2 });
    await expect(test.db().execute(sql`update cohorts set seats_taken = 3 where id = ${cohort.id}`)).rejects.toThrow();
    await expect(test.db().execute(sql`update cohorts set capacity = 0 where id = ${cohort.id}`)).rejects.toThrow();
  });

  // PGlite runs one statement at a time, so only a server can show a race.
  it.runIf(kind === "PostgreSQL")(
    "sells exactly 20 seats to 100 people booking a 20-seat cohort at the same moment through two instances",
    async () => {
      const other = connectForTest(test.url(), { maxConnections: 10 });
      try {
        const cohort = await aCohort(test.db(), { capacity: 20 });
        const outcomes = await Promise.all(
          Array.from({ length: 100 }, (_, index) => bookSeat(index % 2 ? other : test.db(), aSeatRequest(cohort))),
        );
        const states = outcomes.map((outcome) => outcome.booking.state);
        expect(states.filter((state) => state === "held")).toHaveLength(20);
        expect(states.filter((state) => state === "waiting")).toHaveLength(80);
        expect(await seatsTaken(cohort.id)).toBe(20);
        const positions = await Promise.all(
          outcomes.filter((outcome) => outcome.booking.state === "waiting").map((outcome) => waitingPosition(test.db(), outcome.booking)),
        );
        expect([...positions].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 80 }, (_, index) => index + 1));
      } finally {
        await other.$client.end();
      }
    },
    60_000,
  );
});
