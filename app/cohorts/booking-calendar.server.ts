import { TZDate } from "@date-fns/tz";
import ical, { ICalAlarmType, ICalEventStatus } from "ical-generator";
import type { Booking } from "~/bookings/book-seat.server";
import { venueOf } from "./cohort-words";
import { meetingDates, minutesOf, scheduleText } from "./meetings";
import type { Cohort } from "~/database/schema.server";

/** How long before each session the calendar reminds the learner. */
const REMINDER_SECONDS = 60 * 60;

/** A moment given as a day and a clock time in a zone ("2026-12-08", "18:00", "Europe/London"). */
function momentIn(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const minutes = minutesOf(time);
  return new Date(new TZDate(year!, month! - 1, date!, Math.floor(minutes / 60), minutes % 60, timeZone).getTime());
}

/** Where the sessions happen, as a calendar's location: the street address, or the call's link once there is one. */
function locationOf(cohort: Cohort, page: string): string {
  if (cohort.format === "in-person") return venueOf(cohort.address);
  return cohort.onlineLink ?? `Online: the joining link will be on ${page}`;
}

/**
 * A confirmed seat as a calendar file: one event for each session, at its hour on the studio's
 * clock (written in UTC, so no calendar has to know the zone, and a session after the clocks
 * change keeps its hour), with the place or the call's link and a reminder an hour before.
 * Each UID is the booking's reference and the session's day, so importing it again updates it.
 */
export function bookingCalendar({
  booking,
  cohort,
  courseTitle,
  siteUrl,
}: {
  booking: Booking;
  cohort: Cohort;
  courseTitle: string;
  siteUrl: string;
}) {
  const host = new URL(siteUrl).hostname;
  const page = `${siteUrl}/account/bookings/${booking.reference}`;
  const calendar = ical({ name: courseTitle, prodId: { company: host, product: "bookings", language: "EN" } });
  const days = meetingDates(cohort.startsOn, cohort.endsOn, cohort.meetingDays);
  const location = locationOf(cohort, page);
  days.forEach((day, index) => {
    const event = calendar.createEvent({
      id: `${booking.reference}-${day.replaceAll("-", "")}@${host}`,
      start: momentIn(day, cohort.startsAt, cohort.timeZone),
      end: momentIn(day, cohort.endsAt, cohort.timeZone),
      summary: `${courseTitle}: session ${index + 1} of ${days.length}`,
      description: [scheduleText(cohort), `Where: ${location}`, `Reference: ${booking.reference}`, `Your booking: ${page}`].join("\n"),
      location,
      url: page,
      status: ICalEventStatus.CONFIRMED,
      stamp: booking.confirmedAt ?? booking.updatedAt,
    });
    event.createAlarm({ type: ICalAlarmType.display, trigger: REMINDER_SECONDS, description: `${courseTitle} starts in an hour` });
  });
  return calendar.toString();
}
