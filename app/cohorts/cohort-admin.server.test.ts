import { eq } from "drizzle-orm";
import { bookings, cohortEvents, cohorts } from "~/database/schema.server";
import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { aCohortForm } from "~tests/support/a-cohort-form";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { bookSeat } from "~/bookings/book-seat.server";
import { createCohort, readStaffCohortForm, updateCohort } from "./cohort-admin.server";
import { waitingCounts } from "~/bookings/book-seat.server";
import type { CohortInput } from "./cohort-form";
import { aCohortInput } from "~tests/support/a-cohort-input";
import { SeatChangeError } from "~/bookings/seat-entrance.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const staff = { uid: "staff-uid", email: "staff@brightline.test" };
const times = () => ({ now: new Date(), offerHours: 48, holdDays: 7 });
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const input = (overrides: Partial<CohortInput> = {}): CohortInput =>
  aCohortInput({ startsOn: inFuture(30), endsOn: inFuture(58), ...overrides });

describe.each(testDatabaseKinds)("the staff's cohorts on %s", (kind) => {
  const test = useTestDatabase(kind);
  const cohortRow = async (id: string) => (await test.db().select().from(cohorts).where(eq(cohorts.id, id)))[0]!;
  const events = async (id: string) =>
    (await test.db().select().from(cohortEvents).where(eq(cohortEvents.cohortId, id))).map((event) => event.detail);

  it("creates a cohort and records who did it", async () => {
    const id = await createCohort(test.db(), input({ capacity: 8, onlineLink: "https://meet.example/abc-defg-hij" }), staff, new Date());
    expect(await cohortRow(id)).toMatchObject({
      capacity: 8,
      seatsTaken: 0,
      state: "open",
      onlineLink: "https://meet.example/abc-defg-hij",
      timeZone: "Europe/London",
    });
    expect(await events(id)).toEqual([expect.stringMatching(/^created, starting \w+day \d{1,2} \w+ \d{4}, 8 seats$/)]);
  });

  it("raises the capacity and reopens to the queue; never lowers it below the seats taken", async () => {
    const cohort = await aCohort(test.db(), { capacity: 1 });
    await bookSeat(test.db(), aSeatRequest(cohort));
    const { booking: waiting } = await bookSeat(test.db(), aSeatRequest(cohort));
    expect((await waitingCounts(test.db(), [cohort.id])).get(cohort.id)).toBe(1);
    const same = input({ startsOn: cohort.startsOn, endsOn: cohort.endsOn });
    await updateCohort(test.db(), cohort.id, { ...same, capacity: 2 }, staff, times());
    expect((await test.db().select().from(bookings).where(eq(bookings.id, waiting.id)))[0]!.state).toBe("offered");
    await expect(updateCohort(test.db(), cohort.id, { ...same, capacity: 1 }, staff, times())).rejects.toThrow(SeatChangeError);
    await expect(
      updateCohort(test.db(), cohort.id, { ...same, capacity: 2, courseSlug: "web-performance-budgets" }, staff, times()),
    ).rejects.toThrow("its course cannot change");
    expect(await events(cohort.id)).toEqual(["changed capacity"]);
  });

  it("cancels through the form as the cancel button does, telling everyone", async () => {
    const cohort = await aCohort(test.db());
    await bookSeat(test.db(), aSeatRequest(cohort));
    await updateCohort(test.db(), cohort.id, input({ state: "cancelled" }), staff, times());
    expect(await cohortRow(cohort.id)).toMatchObject({ state: "cancelled", seatsTaken: 0 });
  });
});

describe("the staff's cohort form, as the server reads it (issue 35, point 5)", () => {
  const rules = { courseSlugs: ["accessible-forms-and-components"], today: "2026-11-24" };
  const form = (fields: Record<string, string | string[]>) =>
    aCohortForm({
      courseSlug: "accessible-forms-and-components",
      format: "in-person",
      address: "Studio 4, 1 Quay Street, Bristol",
      ...fields,
    });

  it("stores the address without NUL, bidirectional overrides or line breaks", () => {
    const read = readStaffCohortForm(form({ address: "Studio 4\n1 Quay\u200B Street, \u202EBristol" }), rules);
    expect(read).toMatchObject({ ok: true, cohort: { address: "Studio 4 1 Quay Street, Bristol" } });
  });

  it("checks the length of what will be stored: an address of controls alone is no address", () => {
    const read = readStaffCohortForm(form({ address: "\u202E\u0000\u200B\u202C x" }), rules);
    expect(read).toMatchObject({ ok: false, errors: { address: "Please give the whole address, or leave it empty for the studio." } });
  });

  it("refuses a first day on an English bank holiday until the staff confirm it", () => {
    const boxingDay = { startsOn: "2027-12-28", endsOn: "2028-01-18", meetingDays: ["2"] };
    expect(readStaffCohortForm(form(boxingDay), rules)).toMatchObject({
      ok: false,
      errors: { bankHoliday: expect.stringContaining("(Boxing Day") },
    });
    expect(readStaffCohortForm(form({ ...boxingDay, bankHoliday: "start" }), rules).ok).toBe(true);
  });
});
