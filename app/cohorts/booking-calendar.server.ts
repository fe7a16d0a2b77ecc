import ical, { ICalEventStatus } from "ical-generator";
import type { Booking } from "./book-seat.server";
import type { cohorts } from "~/database/schema.server";

type Cohort = typeof cohorts.$inferSelect;

const DAY = 86_400_000;

/**
 * A confirmed seat as a calendar file: one all-day event over the cohort's run (its sessions
 * are a line of words, not times a calendar could repeat), with the schedule, the place and
 * the booking's page. Its UID is the booking's reference, so importing it again updates it.
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
  calendar.createEvent({
    id: `${booking.reference}@${host}`,
    allDay: true,
    start: new Date(`${cohort.startsOn}T00:00:00Z`),
    // An all-day event ends at the start of the day after its last.
    end: new Date(new Date(`${cohort.endsOn}T00:00:00Z`).getTime() + DAY),
    summary: courseTitle,
    description: `${cohort.schedule}\nReference: ${booking.reference}\nYour booking: ${page}`,
    location: cohort.format === "online" ? "Online" : (cohort.address ?? undefined),
    url: page,
    status: ICalEventStatus.CONFIRMED,
    stamp: booking.confirmedAt ?? booking.updatedAt,
  });
  return calendar.toString();
}
