import { site } from "~/config/site";
const parts = new Intl.DateTimeFormat(site.locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * "Tuesday 1 December 2026": a day as the site's mail and pages write it. Put together from its
 * parts, since ICU versions differ on the comma after the weekday (Node 20's has one, 24's not).
 */
export function calendarDay(date: Date | string): string {
  const value = typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date;
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.formatToParts(value).find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}

/** A day's length in milliseconds: days here are UTC days, which have no clock changes. */
export const DAY_MS = 86_400_000;

/** The day `days` after (or before, when negative) a day as the database stores it. */
export function addDays(iso: string, days: number): string {
  return isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS));
}

/** The day a moment falls on in UTC, as the database stores a cohort's days ("2026-12-01"). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** When the day after `date`'s begins, as isoDay counts days: what a page that reads "today" shows changes then. */
export function nextDayBegins(date: Date): Date {
  const next = new Date(`${isoDay(date)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

const short = new Intl.DateTimeFormat(site.locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "1 Dec 2026", from a day as the database stores it. */
export function shortDay(iso: string): string {
  return short.format(new Date(`${iso}T00:00:00Z`));
}

/** "1 Dec 2026 to 12 Jan 2027": a cohort's run, as lists show it. */
export function dayRange(startsOn: string, endsOn: string): string {
  return startsOn === endsOn ? shortDay(startsOn) : `${shortDay(startsOn)} to ${shortDay(endsOn)}`;
}

const clock = new Intl.DateTimeFormat(site.locale, { hour: "2-digit", minute: "2-digit", timeZone: "UTC", hour12: false });

/** "Thursday 26 November 2026 at 19:00 UTC": a deadline, as mail and pages give it. */
export function dayAndTime(at: Date): string {
  return `${calendarDay(at)} at ${clock.format(at)} UTC`;
}
