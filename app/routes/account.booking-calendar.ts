import { data } from "react-router";
import { settings } from "~/platform/settings.server";
import { bookingCalendar } from "~/cohorts/booking-calendar.server";
import { requireOwnBooking } from "~/bookings/learner-bookings.server";
import { findCourse } from "~/content/courses.server";
import { savedLocale } from "~/i18n/locale";
import type { Route } from "./+types/account.booking-calendar";
import type { RouteHandle } from "~/types/route-handle";

export const handle: RouteHandle = { page: "personal" };

/** A confirmed seat's calendar file; any other booking has none. */
export async function loader(args: Route.LoaderArgs) {
  const { booking, cohort } = await requireOwnBooking(args);
  if (booking.state !== "confirmed") throw data(null, { status: 404 });
  const body = bookingCalendar({
    booking,
    cohort,
    // The course's title in the booking's language, as the rest of the file is.
    courseTitle: findCourse(cohort.courseSlug, savedLocale(booking.locale))?.title ?? cohort.courseSlug,
    siteUrl: settings().siteUrl,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${booking.reference}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
