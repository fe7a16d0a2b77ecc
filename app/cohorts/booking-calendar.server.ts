import ical, { ICalAlarmType, ICalEventStatus } from "ical-generator";
import type { Booking } from "~/bookings/book-seat.server";
import { venueOf } from "./cohort-words";
import { scheduleText } from "./meetings";
import { meetingDates } from "~/config/calendar-day";
import { momentIn } from "~/config/clock-time.server";
import type { Cohort } from "~/database/schema.server";
import { getLocale, localizedPath, savedLocale } from "~/i18n/locale";
import { inLocale } from "~/i18n/request-locale.server";
import { m } from "~/i18n/paraglide/messages.js";

/** How long before each session the calendar reminds the learner. */
const REMINDER_SECONDS = 60 * 60;

/** Where the sessions happen, as a calendar's location: the street address, or the call's link once there is one. */
function locationOf(cohort: Cohort, page: string): string {
  if (cohort.format === "in-person") return venueOf(cohort.address);
  return cohort.onlineLink ?? m.calendar_online_soon({ url: page });
}

/**
 * A confirmed seat as a calendar file: one event for each session, at its hour on the studio's
 * clock (written in UTC, so no calendar has to know the zone, and a session after the clocks
 * change keeps its hour), with the place or the call's link and a reminder an hour before.
 * Each UID is the booking's reference and the session's day, so importing it again updates it.
 * It is in the language the seat was booked in, as the booking's mail is (issue 65): "Termin 1
 * von 8", "Ort", "Buchungsnummer", its links to the German pages.
 */
export function bookingCalendar(seat: { booking: Booking; cohort: Cohort; courseTitle: string; siteUrl: string }) {
  return inLocale(savedLocale(seat.booking.locale), () => calendarOf(seat));
}

function calendarOf({ booking, cohort, courseTitle, siteUrl }: { booking: Booking; cohort: Cohort; courseTitle: string; siteUrl: string }) {
  const host = new URL(siteUrl).hostname;
  const page = `${siteUrl}${localizedPath(`/account/bookings/${booking.reference}`)}`;
  const language = getLocale().slice(0, 2).toUpperCase();
  const calendar = ical({ name: courseTitle, prodId: { company: host, product: "bookings", language } });
  const days = meetingDates(cohort.startsOn, cohort.endsOn, cohort.meetingDays);
  const location = locationOf(cohort, page);
  days.forEach((day, index) => {
    const event = calendar.createEvent({
      id: `${booking.reference}-${day.replaceAll("-", "")}@${host}`,
      start: momentIn(day, cohort.startsAt, cohort.timeZone),
      end: momentIn(day, cohort.endsAt, cohort.timeZone),
      summary: m.calendar_session({ course: courseTitle, number: index + 1, count: days.length }),
      description: [
        scheduleText(cohort),
        m.calendar_where({ where: location }),
        m.calendar_reference({ reference: booking.reference }),
        m.calendar_booking({ url: page }),
      ].join("\n"),
      location,
      url: page,
      status: ICalEventStatus.CONFIRMED,
      stamp: booking.confirmedAt ?? booking.updatedAt,
    });
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: REMINDER_SECONDS,
      description: m.calendar_reminder({ course: courseTitle }),
    });
  });
  return calendar.toString();
}
