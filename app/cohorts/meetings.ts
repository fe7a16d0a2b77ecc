import { site } from "~/config/site";
import { getLocale } from "~/i18n/locale";
import { dateFormat } from "~/i18n/intl";
import { dayNumber, minutesOf, onOtherClock, readersClock } from "~/config/calendar-day";
import { m } from "~/i18n/paraglide/messages.js";

/** The days of the week as ISO 8601 numbers them (1 is Monday), with schema.org's names for them (its `DayOfWeek`, English in every language). */
export const weekdays = [
  { day: 1, name: "Monday" },
  { day: 2, name: "Tuesday" },
  { day: 3, name: "Wednesday" },
  { day: 4, name: "Thursday" },
  { day: 5, name: "Friday" },
  { day: 6, name: "Saturday" },
  { day: 7, name: "Sunday" },
] as const;

/**
 * When a cohort meets: on these days of each week of its run, from `startsAt` to `endsAt`
 * ("18:00", "20:00") on the clock of `timeZone` (an IANA zone, the studio's), so a session
 * keeps its hour across a change to or from summer time.
 */
export type Meetings = { meetingDays: readonly number[]; startsAt: string; endsAt: string; timeZone: string };

const weekdayOnly: Intl.DateTimeFormatOptions = { weekday: "long", timeZone: "UTC" };

/** A day's weekday in the page's language: "Tuesday", "Dienstag". */
export function weekdayName(iso: string): string {
  return dateFormat(weekdayOnly).format(new Date(`${iso}T00:00:00Z`));
}

/** "UK time" for the studio's zone; another zone by its generic name ("Central European Time"), in the page's language. */
export function zoneLabel(timeZone: string): string {
  if (timeZone === site.timeZone.id) return m.studio_time_zone();
  const parts = new Intl.DateTimeFormat(getLocale(), { timeZone, timeZoneName: "longGeneric" }).formatToParts(new Date());
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** The days a cohort meets on, as the page's language says "on Mondays": "Mondays", "montags". */
const onDays = [m.on_mondays, m.on_tuesdays, m.on_wednesdays, m.on_thursdays, m.on_fridays, m.on_saturdays, m.on_sundays];

/** The days a cohort meets on, in the week's order: "Tuesdays and Thursdays", "dienstags und donnerstags". */
export function meetingDaysText(meetingDays: readonly number[]): string {
  const days = weekdays.filter(({ day }) => meetingDays.includes(day)).map(({ day }) => onDays[day - 1]!());
  return new Intl.ListFormat(getLocale(), { type: "conjunction" }).format(days);
}

/**
 * "Tuesdays and Thursdays, 18:00–20:00 UK time": when a cohort meets, as pages and mail say it.
 * A German page gives Germany's time beside it: "dienstags, 18:00–20:00 Uhr (britische Zeit;
 * 19:00–21:00 Uhr in Deutschland)", the two clocks' distance taken on the run's first day.
 */
export function scheduleText({ meetingDays, startsAt, endsAt, timeZone, startsOn }: Meetings & { startsOn?: string }): string {
  const said = { days: meetingDaysText(meetingDays), from: startsAt, to: endsAt, zone: zoneLabel(timeZone) };
  const readers = readersClock();
  if (!readers || timeZone !== site.timeZone.id) return m.schedule(said);
  const near = startsOn ? new Date(`${startsOn}T12:00:00Z`) : new Date();
  const readerFrom = onOtherClock(startsAt, readers.timeZone, near);
  return m.schedule_for_readers({ ...said, readerFrom, readerTo: onOtherClock(endsAt, readers.timeZone, near), country: readers.country });
}

/** The weeks a run spans, counting a part week as one. */
export function weeksOf(startsOn: string, endsOn: string): number {
  return Math.max(1, Math.ceil((dayNumber(endsOn) - dayNumber(startsOn) + 1) / 7));
}

/** The hours of teaching in a week the cohort meets in full (to the quarter hour). */
export function hoursPerWeekOf({ meetingDays, startsAt, endsAt }: Meetings): number {
  const hours = (meetingDays.length * (minutesOf(endsAt) - minutesOf(startsAt))) / 60;
  return Math.round(hours * 4) / 4;
}

/** A course's length and weekly hours, as its cohorts have them, or its own figures where it has none. */
export type CourseDuration = { weeks: readonly [number, number]; hoursPerWeek: readonly [number, number] };

/** A cohort's run and meetings: enough to date and measure it. */
export type CohortRun = Meetings & { startsOn: string; endsOn: string };

export function courseDuration(course: { weeks: number; hoursPerWeek: number }, cohorts: readonly CohortRun[] | null): CourseDuration {
  if (!cohorts?.length) return { weeks: [course.weeks, course.weeks], hoursPerWeek: [course.hoursPerWeek, course.hoursPerWeek] };
  const weeks = cohorts.map((cohort) => weeksOf(cohort.startsOn, cohort.endsOn));
  const hours = cohorts.map(hoursPerWeekOf);
  return { weeks: [Math.min(...weeks), Math.max(...weeks)], hoursPerWeek: [Math.min(...hours), Math.max(...hours)] };
}
