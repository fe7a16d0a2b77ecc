import { site } from "~/config/site";
import { dateFormat } from "~/i18n/intl";
import { baseLocale, getLocale } from "~/i18n/locale";
import { readersRegion } from "~/i18n/readers";
import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

const fullDay = { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
/** A full day's options by clock, made once each: formatters are kept by their options object (intl.ts). */
const fullDayOn = new Map<string, Intl.DateTimeFormatOptions>();
const fullDayOnClock = (timeZone: string) => fullDayOn.get(timeZone) ?? fullDayOn.set(timeZone, { ...fullDay, timeZone }).get(timeZone)!;

/**
 * "Tuesday 1 December 2026", "Dienstag, 1. Dezember 2026": a day as the site's mail and pages
 * write it; a moment's day on the studio's clock with `onStudioClock`. English's is put together
 * from its parts, since ICU versions differ on the comma after the weekday (Node 20's has one,
 * 24's not); German always has it.
 */
export function calendarDay(date: Date | string, { onStudioClock = false } = {}): string {
  const value = typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date;
  return dayOnClock(value, onStudioClock ? site.timeZone.id : "UTC");
}

function dayOnClock(value: Date, timeZone: string): string {
  const parts = dateFormat(fullDayOnClock(timeZone));
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

// ISO days ("2026-12-01") are what the Canadian English calendar writes; its clock is the studio's.
const isoOnStudioClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: site.timeZone.id,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    const parts = { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" } as const;
    wallClocks.set(timeZone, (clock = new Intl.DateTimeFormat("en-GB", { timeZone, hourCycle: "h23", ...parts })));
  }
  return clock;
}

/** The day a moment falls on on the studio's clock ("2026-12-01"): the day a learner booked, as the law counts it. */
export function studioDay(date: Date): string {
  return isoOnStudioClock.format(date);
}

/** How far a clock is ahead of UTC at a moment, in milliseconds (the UK's in summer: an hour). */
function offsetOf(timeZone: string, at: number): number {
  const part = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(new Date(at))
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - at;
}

const studioOffset = (at: number) => offsetOf(site.timeZone.id, at);

/**
 * The clock a page's readers live by, by its language: where it is not the studio's, times on
 * their pages give it beside the studio's ("19:00 Uhr in Deutschland").
 */
export const readerClocks: Record<Locale, string> = { "en-GB": "Europe/London", de: "Europe/Berlin" };

/**
 * The clock a page's readers live by where it is not the studio's, with their country's name:
 * Germany's on German pages, none on English ones.
 */
export function readersClock(): { timeZone: string; country: string } | null {
  const timeZone = readerClocks[getLocale()];
  if (timeZone === site.timeZone.id) return null;
  const region = readersRegion();
  const country = region && new Intl.DisplayNames(getLocale(), { type: "region", fallback: "none" }).of(region);
  return country ? { timeZone, country } : null;
}

/**
 * A studio's wall-clock time ("18:00") on another clock at a moment near it ("19:00" in Berlin):
 * two clocks that change for summer on different days are apart by an hour more or less for
 * those days (the UK's and Germany's change at the same moment, and stay an hour apart).
 */
export function onOtherClock(time: string, timeZone: string, near: Date): string {
  const shift = (offsetOf(timeZone, near.getTime()) - studioOffset(near.getTime())) / 60_000;
  const minutes = (((minutesOf(time) + shift) % 1440) + 1440) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The moment a day begins on the studio's clock: midnight UK time, which is 23:00 UTC the evening before in summer. */
export function studioDayBegins(iso: string): Date {
  const midnightUtc = Date.parse(`${iso}T00:00:00Z`);
  const guess = midnightUtc - studioOffset(midnightUtc);
  return new Date(midnightUtc - studioOffset(guess));
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
  const day = calendarDay(at, { onStudioClock: true });
  const time = dateFormat(clock).format(at);
  const readers = readersClock();
  if (!readers) return m.date_at_time({ day, time, zone: m.studio_time_zone() });
  // "…um 23:30 Uhr (britische Zeit; in Deutschland Freitag, … um 00:30 Uhr)": their day, when it is another.
  const readerTime = onOtherClock(time, readers.timeZone, at);
  const readerDay = dayOnClock(at, readers.timeZone);
  const both = { day, time, zone: m.studio_time_zone(), readerTime, country: readers.country };
  return readerDay === day ? m.date_at_time_for_readers(both) : m.date_at_time_for_readers_on_their_day({ ...both, readerDay });
}

/** A day as a count of days since 1970: two days' difference is their distance. */
export const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The ISO weekday of a day ("2026-12-08" → 2, a Tuesday). */
export function weekdayOf(iso: string): number {
  return ((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** Every day a cohort meets, first to last. */
export function meetingDates(startsOn: string, endsOn: string, meetingDays: readonly number[]): string[] {
  const dates: string[] = [];
  for (let day = dayNumber(startsOn); day <= dayNumber(endsOn); day++) {
    const iso = isoOf(day);
    if (meetingDays.includes(weekdayOf(iso))) dates.push(iso);
  }
  return dates;
}

/** Minutes since midnight of a clock time ("18:30" → 1110). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
}
