import { calendarDay, dayRange, shortDay } from "~/config/calendar-day";

describe("calendarDay", () => {
  it("writes a day with its weekday and no comma, from a date or a database day", () => {
    expect(calendarDay(new Date("2026-12-01T23:30:00Z"))).toBe("Tuesday 1 December 2026");
    expect(calendarDay("2027-01-14")).toBe("Thursday 14 January 2027");
  });
});

describe("dayRange", () => {
  it("writes a cohort's run short, and a one-day cohort as its day", () => {
    expect(shortDay("2026-12-01")).toBe("1 Dec 2026");
    expect(dayRange("2026-12-01", "2027-01-12")).toBe("1 Dec 2026 to 12 Jan 2027");
    expect(dayRange("2026-12-05", "2026-12-05")).toBe("5 Dec 2026");
  });
});
