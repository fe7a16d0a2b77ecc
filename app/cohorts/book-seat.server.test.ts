import { eq, sql } from "drizzle-orm";
import { connect } from "~/database/database.server";
import { bookings, cohorts } from "~/database/schema.server";
import { aCohort, aSeatRequest } from "../../tests/support/a-cohort";
import { testDatabaseKinds, useTestDatabase } from "../../tests/support/test-databases";
import { bookSeat, CohortNotBookableError, SubmissionTakenError, waitingPosition } from "./book-seat.server";

const DAY = 86_400_000;

describe.each(testDatabaseKinds)("booking a seat on %s", (kind) => {
  const test = useTestDatabase(kind);
  const seatsTaken = async (cohortId: string) =>
    (await test.db().select({ taken: cohorts.seatsTaken }).from(cohorts).where(eq(cohorts.id, cohortId)))[0]!.taken;

  it("confirms a free course's seat at once", async () => {
    const cohort = await aCohort(test.db());
    const { booking, repeated } = await bookSeat(test.db(), aSeatRequest(cohort.id, { coursePrice: 0 }));
    expect(repeated).toBe(false);
    expect(booking).toMatchObject({ state: "confirmed", amount: 0, holdUntil: null });
    expect(booking.reference).toMatch(/^BK-[0-9A-F]{8}$/);
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("holds a paid course's seat until the payment deadline, at the cohort's own price when it has one", async () => {
    const now = new Date();
    const own = await aCohort(test.db(), { price: 350 });
    const held = await bookSeat(test.db(), aSeatRequest(own.id, { coursePrice: 490, holdDays: 7, now }));
    expect(held.booking).toMatchObject({ state: "held", amount: 350, confirmedAt: null });
    expect(held.booking.holdUntil?.getTime()).toBe(now.getTime() + 7 * DAY);
    const plain = await aCohort(test.db());
    expect((await bookSeat(test.db(), aSeatRequest(plain.id, { coursePrice: 490 }))).booking.amount).toBe(490);
  });

  it("puts people on the waiting list in the order they came once the cohort is full", async () => {
    const cohort = await aCohort(test.db(), { capacity: 1 });
    await bookSeat(test.db(), aSeatRequest(cohort.id));
    const first = (await bookSeat(test.db(), aSeatRequest(cohort.id))).booking;
    const second = (await bookSeat(test.db(), aSeatRequest(cohort.id))).booking;
    expect([first.state, second.state]).toEqual(["waiting", "waiting"]);
    expect(await waitingPosition(test.db(), first)).toBe(1);
    expect(await waitingPosition(test.db(), second)).toBe(2);
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("gives a form sent twice at once one booking, and both sends that booking", async () => {
    const cohort = await aCohort(test.db());
    const request = aSeatRequest(cohort.id);
    const [a, b] = await Promise.all([bookSeat(test.db(), request), bookSeat(test.db(), request)]);
    expect(a.booking.id).toBe(b.booking.id);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("never hands another person's booking to a form carrying its submission id", async () => {
    const cohort = await aCohort(test.db());
    const first = aSeatRequest(cohort.id);
    await bookSeat(test.db(), first);
    const copied = aSeatRequest(cohort.id, { submissionId: first.submissionId });
    await expect(bookSeat(test.db(), copied)).rejects.toBeInstanceOf(SubmissionTakenError);
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("gives one person ten submissions at once (new forms each) one booking and one seat", async () => {
    const cohort = await aCohort(test.db());
    const person = aSeatRequest(cohort.id);
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
      await expect(bookSeat(test.db(), aSeatRequest(cohort.id, { now }))).rejects.toThrow(CohortNotBookableError);
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
      const other = connect(test.url(), { maxConnections: 10 });
      try {
        const cohort = await aCohort(test.db(), { capacity: 20 });
        const outcomes = await Promise.all(
          Array.from({ length: 100 }, (_, index) => bookSeat(index % 2 ? other : test.db(), aSeatRequest(cohort.id))),
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
