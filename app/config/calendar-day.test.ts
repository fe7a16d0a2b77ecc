import { calendarDay, dayAndTime, dayRange, shortDay } from "~/config/calendar-day";
import { inLocale } from "~/i18n/request-locale.server";

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

describe("dayAndTime", () => {
  it("gives a moment on the studio's clock, never in UTC, summer time included", () => {
    expect(dayAndTime(new Date("2026-12-03T19:00:00Z"))).toBe("Thursday 3 December 2026 at 19:00 UK time");
    expect(dayAndTime(new Date("2027-06-03T18:00:00Z"))).toBe("Thursday 3 June 2027 at 19:00 UK time");
  });

  it("on a German page, gives Germany's time beside the UK's, and Germany's day where it is another (issue 65)", () => {
    const german = (at: string) => inLocale("de", () => dayAndTime(new Date(at)));
    expect(german("2026-12-03T19:00:00Z")).toBe("Donnerstag, 3. Dezember 2026 um 19:00 Uhr (britische Zeit; 20:00 Uhr in Deutschland)");
    expect(german("2027-06-03T18:00:00Z")).toBe("Donnerstag, 3. Juni 2027 um 19:00 Uhr (britische Zeit; 20:00 Uhr in Deutschland)");
    // The last minute of a UK day is the first hour of the next in Germany.
    expect(german("2026-12-17T23:59:00Z")).toBe(
      "Donnerstag, 17. Dezember 2026 um 23:59 Uhr (britische Zeit; in Deutschland Freitag, 18. Dezember 2026 um 00:59 Uhr)",
    );
    expect(german("2027-06-03T22:30:00Z")).toBe(
      "Donnerstag, 3. Juni 2027 um 23:30 Uhr (britische Zeit; in Deutschland Freitag, 4. Juni 2027 um 00:30 Uhr)",
    );
  });
});
