import { cohortFormats, cohortStates } from "~/database/schema.server";
import { aCohortForm } from "../../tests/support/a-cohort-form";
import { cohortFormChoices, readCohortForm } from "./cohort-form";

const rules = { courseSlugs: ["ui-design-foundations", "web-performance-budgets"], today: "2026-11-24" };
const form = aCohortForm;

describe("the cohort form", () => {
  it("offers exactly the formats and states the database takes", () => {
    expect(cohortFormChoices.format).toEqual(cohortFormats);
    expect(cohortFormChoices.state).toEqual(cohortStates);
  });

  it("reads a cohort: numbers as numbers, no price as the course's, and no address online", () => {
    expect(readCohortForm(form({ address: "somewhere" }), rules)).toEqual({
      ok: true,
      cohort: {
        courseSlug: "ui-design-foundations",
        startsOn: "2027-01-12",
        endsOn: "2027-02-09",
        schedule: "Tuesdays and Thursdays, 18:00-20:00 CET",
        format: "online",
        address: null,
        capacity: 16,
        price: null,
        state: "open",
      },
    });
    const inPerson = readCohortForm(form({ format: "in-person", address: " 1 Studio Yard, London ", price: "350" }), rules);
    expect(inPerson).toMatchObject({ ok: true, cohort: { address: "1 Studio Yard, London", price: 350 } });
  });

  it.each([
    [{ courseSlug: "no-such-course" }, "courseSlug", "Please choose the course."],
    [{ startsOn: "2026-11-24" }, "startsOn", "The first day must be after today."],
    [{ startsOn: "2027-02-30" }, "startsOn", "Please enter the first day as a date, like 2027-01-12."],
    [{ endsOn: "2027-01-11" }, "endsOn", "The last day cannot be before the first."],
    [{ schedule: " " }, "schedule", "Please say when it meets, like “Tuesdays and Thursdays, 18:00-20:00 CET”."],
    [{ format: "hybrid" }, "format", "Please choose online or in person."],
    [{ format: "in-person" }, "address", "Please give the address of an in-person cohort."],
    [{ capacity: "0" }, "capacity", "The capacity must be at least 1."],
    [{ capacity: "12.5" }, "capacity", "Please enter the capacity as a whole number."],
    [{ price: "-5" }, "price", "Please enter the price as a whole number."],
    [{ price: "9000" }, "price", "The price can be at most 5000."],
    [{ state: "paused" }, "state", "Please choose whether it takes bookings."],
  ])("refuses %o with a plain message on %s, and gives back what was typed", (fields, field, message) => {
    const read = readCohortForm(form(fields as Record<string, string>), rules);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors[field as keyof typeof read.errors]).toBe(message);
    expect(read.values).toMatchObject(fields);
  });
});
