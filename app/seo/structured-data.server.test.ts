import { course } from "./structured-data.server";

const facts = {
  slug: "web-performance-budgets",
  title: "Web Performance Budgets in Practice",
  summary: "Budgets that hold.",
  level: "Intermediate",
  price: 290,
  weeks: 2,
  hoursPerWeek: 4,
  instructor: { name: "Tom Lindqvist", role: "Lead developer" },
};

const cohort = {
  startsOn: "2026-12-01",
  endsOn: "2026-12-15",
  dayNames: ["Tuesday", "Thursday"],
  weeks: 3,
  sessionMinutes: 120,
  place: "",
  startsAt: "18:00",
  endsAt: "20:00",
  timeZone: "Europe/London",
  format: "online" as const,
  price: 290,
  seatsLeft: 3,
};

describe("a course's structured data", () => {
  it("has an instance a cohort: its dates, mode, place and an offer in stock or sold out", () => {
    const data = course(facts, [
      cohort,
      {
        ...cohort,
        startsOn: "2027-01-05",
        endsOn: "2027-01-19",
        format: "in-person",
        place: "1 Harbour Street, Bristol",
        price: 250,
        seatsLeft: 0,
      },
    ]);
    expect(data.hasCourseInstance).toEqual([
      expect.objectContaining({
        courseMode: "Online",
        startDate: "2026-12-01",
        endDate: "2026-12-15",
        location: { "@type": "VirtualLocation", url: expect.stringMatching(/\/courses\/web-performance-budgets$/) },
        courseSchedule: expect.objectContaining({
          byDay: ["https://schema.org/Tuesday", "https://schema.org/Thursday"],
          repeatCount: 3,
          duration: "PT120M",
          startTime: "18:00",
          endTime: "20:00",
          scheduleTimezone: "Europe/London",
        }),
        offers: expect.objectContaining({ price: 290, availability: "https://schema.org/InStock" }),
      }),
      expect.objectContaining({
        courseMode: "Onsite",
        location: { "@type": "Place", name: "Brightline Digital", address: "1 Harbour Street, Bristol" },
        offers: expect.objectContaining({ price: 250, availability: "https://schema.org/SoldOut" }),
      }),
    ]);
    expect(data.offers).toMatchObject({ price: 290, availability: "https://schema.org/InStock" });
  });

  it("says sold out when every cohort is full, and claims no availability without cohorts", () => {
    expect(course(facts, [{ ...cohort, seatsLeft: 0 }]).offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
    const none = course(facts);
    expect(none.offers).not.toHaveProperty("availability");
    expect(none.hasCourseInstance).toEqual([expect.objectContaining({ courseMode: "Online" })]);
  });
});
