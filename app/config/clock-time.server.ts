import { TZDate } from "@date-fns/tz";
import { minutesOf } from "./calendar-day";

/**
 * A moment given as a day and a clock time in a zone ("2026-12-08", "18:00", "Europe/London"):
 * when a cohort's session begins or ends, whichever side of a clock change it falls. Server-only,
 * so the time-zone library stays out of the pages' scripts.
 */
export function momentIn(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const minutes = minutesOf(time);
  return new Date(new TZDate(year!, month! - 1, date!, Math.floor(minutes / 60), minutes % 60, timeZone).getTime());
}
