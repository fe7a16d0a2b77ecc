import { bankHoliday } from "../../app/cohorts/bank-holidays.server";

const DAY = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * A run the staff's form takes for a cohort that meets on Tuesdays and Thursdays: the first
 * Tuesday at least `startsInDays` from now that is no bank holiday, to the Thursday `weeks`
 * weeks on (from now, or `from`). Tests that post the form use it, as a person picks dates
 * from a calendar, and stored cohorts, so that saving their form unchanged is accepted.
 */
export function tuesdayToThursday(startsInDays: number, weeks = 4, from = new Date()): { startsOn: string; endsOn: string } {
  let start = from.getTime() + startsInDays * DAY;
  while (new Date(start).getUTCDay() !== 2 || bankHoliday(isoDay(start))) start += DAY;
  return { startsOn: isoDay(start), endsOn: isoDay(start + ((weeks - 1) * 7 + 2) * DAY) };
}
