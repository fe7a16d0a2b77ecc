import { cohortFormats, cohortStates } from "~/database/schema.server";
import { aCohortForm } from "~tests/support/a-cohort-form";
import { cohortFormChoices, readCohortForm } from "./cohort-form";

const rules = { courseSlugs: ["ui-design-foundations", "web-performance-budgets"], today: "2026-11-24" };
const form = aCohortForm;

describe("the cohort form", () => {
  it("offers exactly the formats and states the database takes", () => {
    expect(cohortFormChoices.format).toEqual(cohortFormats);
    expect(cohortFormChoices.state).toEqual(cohortStates);
  });

  it("reads a cohort: numbers as numbers, days as a list, no price as the course's, and no address online", () => {
    expect(readCohortForm(form({ address: "somewhere", meetingDays: ["4", "2", "4"] }), rules)).toEqual({
      ok: true,
      cohort: {
        courseSlug: "ui-design-foundations",
        startsOn: "2027-01-12",
        endsOn: "2027-02-09",
        meetingDays: [2, 4],
        startsAt: "18:00",
        endsAt: "20:00",
        format: "online",
        address: null,
        onlineLink: null,
        capacity: 16,
        price: null,
        earlyPrice: null,
        earlyPriceUntil: null,
        state: "open",
      },
    });
    const inPerson = readCohortForm(form({ format: "in-person", address: " 1 Harbour Street, Bristol ", price: "350" }), rules);
    expect(inPerson).toMatchObject({ ok: true, cohort: { address: "1 Harbour Street, Bristol", price: 350 } });
    // No address of its own: at the studio.
    expect(readCohortForm(form({ format: "in-person", onlineLink: "https://meet.example/x" }), rules)).toMatchObject({
      ok: true,
      cohort: { address: null, onlineLink: null },
    });
    expect(readCohortForm(form({ onlineLink: " https://meet.example/abc-defg " }), rules)).toMatchObject({
      ok: true,
      cohort: { onlineLink: "https://meet.example/abc-defg" },
    });
  });

  it("refuses a first or last day the cohort does not meet on, naming the day", () => {
    const read = readCohortForm(form({ startsOn: "2027-01-13", endsOn: "2027-02-13" }), rules);
    expect(read).toMatchObject({
      ok: false,
      errors: {
        startsOn: "The first day is a Wednesday, and the cohort meets on Tuesdays and Thursdays: choose a first day it meets on.",
        endsOn: "The last day is a Saturday, and the cohort meets on Tuesdays and Thursdays: choose a last day it meets on.",
      },
    });
  });

  it("refuses a first day on a bank holiday until the staff tick that it is meant, where the rules know the holidays", () => {
    const holidays = { ...rules, bankHoliday: (day: string) => (day === "2027-05-03" ? "Early May bank holiday" : undefined) };
    const mayDay = { startsOn: "2027-05-03", endsOn: "2027-05-24", meetingDays: ["1"] };
    expect(readCohortForm(form(mayDay), holidays)).toMatchObject({
      ok: false,
      errors: {
        bankHoliday:
          "The first day is a bank holiday (Early May bank holiday). Choose another first day, or tick the box if the cohort is meant to start on it.",
      },
    });
    expect(readCohortForm(form({ ...mayDay, bankHoliday: "start" }), holidays).ok).toBe(true);
    expect(readCohortForm(form(mayDay), rules).ok).toBe(true);
  });

  it.each([
    [{ courseSlug: "no-such-course" }, "courseSlug", "Please choose the course."],
    [{ startsOn: "2026-11-24" }, "startsOn", "The first day must be after today."],
    [{ startsOn: "2027-02-30" }, "startsOn", "Please enter the first day as a date, like 2027-01-12."],
    [{ endsOn: "2027-01-11" }, "endsOn", "The last day cannot be before the first."],
    [{ meetingDays: [] }, "meetingDays", "Please tick the days it meets."],
    [{ meetingDays: ["8"] }, "meetingDays", "Please tick the days it meets."],
    [{ startsAt: "6pm" }, "startsAt", "Please enter the start time as a 24-hour time, like 18:00."],
    [{ endsAt: "24:00" }, "endsAt", "Please enter the end time as a 24-hour time, like 18:00."],
    [{ endsAt: "17:30" }, "endsAt", "The end time must be after the start time."],
    [{ format: "hybrid" }, "format", "Please choose online or in person."],
    [{ format: "in-person", address: "B" }, "address", "Please give the whole address, or leave it empty for the studio."],
    [{ onlineLink: "meet.example/abc" }, "onlineLink", "Please give the call's full address, starting https://, or leave it empty."],
    [{ onlineLink: "http://meet.example/abc" }, "onlineLink", "Please give the call's full address, starting https://, or leave it empty."],
    [{ capacity: "0" }, "capacity", "The capacity must be at least 1."],
    [{ capacity: "12.5" }, "capacity", "Please enter the capacity as a whole number."],
    [{ price: "-5" }, "price", "The price must be at least 0."],
    [{ price: "4.50" }, "price", "Please enter the price as a whole number."],
    [{ price: "9000" }, "price", "The price can be at most 5000."],
    [{ state: "paused" }, "state", "Please choose whether it takes bookings."],
  ])("refuses %o with a plain message on %s, and gives back what was typed", (fields, field, message) => {
    const typed = fields as Record<string, string | string[]>;
    const read = readCohortForm(form(typed), rules);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors[field as keyof typeof read.errors]).toBe(message);
    // The days come back as the list they make: "2,4".
    const given = Object.fromEntries(Object.entries(typed).map(([name, value]) => [name, Array.isArray(value) ? value.join(",") : value]));
    expect(read.values).toMatchObject(given);
  });
});
