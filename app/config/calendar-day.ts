import { site } from "~/config/site";
import { dateFormat } from "~/i18n/intl";
import { baseLocale, getLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

const fullDay = { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
const fullDayOnStudioClock = { ...fullDay, timeZone: site.timeZone.id } as const;

/**
 * "Tuesday 1 December 2026", "Dienstag, 1. Dezember 2026": a day as the site's mail and pages
 * write it; a moment's day on the studio's clock with `onStudioClock`. English's is put together
 * from its parts, since ICU versions differ on the comma after the weekday (Node 20's has one,
 * 24's not); German always has it.
 */
export function calendarDay(date: Date | string, { onStudioClock = false } = {}): string {
  const value = typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date;
  const parts = dateFormat(onStudioClock ? fullDayOnStudioClock : fullDay);
  if (getLocale() !== baseLocale) return parts.format(value);
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

const short = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;

/** "1 Dec 2026", from a day as the database stores it. */
export function shortDay(iso: string): string {
  return dateFormat(short).format(new Date(`${iso}T00:00:00Z`));
}

/** "1 Dec 2026 to 12 Jan 2027": a cohort's run, as lists show it. */
export function dayRange(startsOn: string, endsOn: string): string {
  return startsOn === endsOn ? shortDay(startsOn) : m.date_range({ start: shortDay(startsOn), end: shortDay(endsOn) });
}

const clock = { hour: "2-digit", minute: "2-digit", timeZone: site.timeZone.id, hour12: false } as const;

/**
 * "Thursday 26 November 2026 at 19:00 UK time": a deadline or a payment, as mail and pages give
 * it, on the studio's clock, as a cohort's schedule beside it is (issue 61: a hold's end in UTC
 * sat beside sessions in UK time).
 */
export function dayAndTime(at: Date): string {
  return m.date_at_time({ day: calendarDay(at, { onStudioClock: true }), time: dateFormat(clock).format(at), zone: m.studio_time_zone() });
}
