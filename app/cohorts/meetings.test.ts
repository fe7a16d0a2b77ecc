import { courseDuration, hoursPerWeekOf, scheduleText, weeksOf } from "./meetings";
import { meetingDates, weekdayOf } from "~/config/calendar-day";
import { inLocale } from "~/i18n/request-locale.server";

const tuesdaysAndThursdays = { meetingDays: [2, 4], startsAt: "18:00", endsAt: "20:00", timeZone: "Europe/London" };

describe("a cohort's meetings", () => {
  it("number the days of the week as ISO 8601 does", () => {
    expect(["2026-12-07", "2026-12-08", "2026-12-13"].map(weekdayOf)).toEqual([1, 2, 7]);
  });

  it("list every day it meets, first to last", () => {
    expect(meetingDates("2026-12-08", "2026-12-17", [2, 4])).toEqual(["2026-12-08", "2026-12-10", "2026-12-15", "2026-12-17"]);
  });

  it("read as a person says them, on the studio's clock by its name for the whole year", () => {
    expect(scheduleText(tuesdaysAndThursdays)).toBe("Tuesdays and Thursdays, 18:00–20:00 UK time");
    expect(scheduleText({ ...tuesdaysAndThursdays, meetingDays: [5, 1, 3] })).toBe("Mondays, Wednesdays and Fridays, 18:00–20:00 UK time");
    expect(scheduleText({ ...tuesdaysAndThursdays, meetingDays: [6], timeZone: "Europe/Berlin" })).toMatch(
      /^Saturdays, 18:00–20:00 Central European/,
    );
  });

  it("on a German page, give Germany's time beside the UK's, in winter and in summer (issue 65)", () => {
    const german = (startsOn: string) => inLocale("de", () => scheduleText({ ...tuesdaysAndThursdays, startsOn }));
    expect(german("2027-01-12")).toBe("dienstags und donnerstags, 18:00–20:00 Uhr (britische Zeit; 19:00–21:00 Uhr in Deutschland)");
    expect(german("2027-07-06")).toBe("dienstags und donnerstags, 18:00–20:00 Uhr (britische Zeit; 19:00–21:00 Uhr in Deutschland)");
    // An English page's readers keep the studio's clock: nothing beside it.
    expect(scheduleText({ ...tuesdaysAndThursdays, startsOn: "2027-01-12" })).toBe("Tuesdays and Thursdays, 18:00–20:00 UK time");
  });

  it("measure a run in weeks and a week in hours", () => {
    expect(weeksOf("2026-12-08", "2026-12-31")).toBe(4);
    expect(weeksOf("2026-12-08", "2026-12-08")).toBe(1);
    expect(hoursPerWeekOf(tuesdaysAndThursdays)).toBe(4);
    expect(hoursPerWeekOf({ ...tuesdaysAndThursdays, meetingDays: [3], endsAt: "20:30" })).toBe(2.5);
  });

  it("give a course's length from its cohorts where it has any, and from the course where it has none", () => {
    const course = { weeks: 8, hoursPerWeek: 6 };
    expect(courseDuration(course, null)).toEqual({ weeks: [8, 8], hoursPerWeek: [6, 6] });
    expect(courseDuration(course, [])).toEqual({ weeks: [8, 8], hoursPerWeek: [6, 6] });
    expect(courseDuration(course, [{ ...tuesdaysAndThursdays, startsOn: "2027-01-05", endsOn: "2027-02-11" }])).toEqual({
      weeks: [6, 6],
      hoursPerWeek: [4, 4],
    });
  });
});
