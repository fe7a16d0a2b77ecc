import { calendarDay } from "./calendar-day";

describe("calendarDay", () => {
  it("writes a day with its weekday and no comma, from a date or a database day", () => {
    expect(calendarDay(new Date("2026-12-01T23:30:00Z"))).toBe("Tuesday 1 December 2026");
    expect(calendarDay("2027-01-14")).toBe("Thursday 14 January 2027");
  });
});
