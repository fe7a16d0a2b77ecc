import { CalendarPlus } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { DotBadge } from "~/components/ui/dot-badge";
import { learnerBookingWords } from "~/bookings/booking-words";
import { dayRange } from "~/config/calendar-day";
import type { BookingState } from "~/database/schema.server";
import { AccountPanel } from "./account-panel";

export type MyCourse = {
  reference: string;
  courseTitle: string;
  startsOn: string;
  endsOn: string;
  state: BookingState;
  /** Paid for (by card, or by a transfer the staff marked): the badge says so. */
  paid: boolean;
};

/** A team order the person placed for their company (issue 66), as the list shows it. */
export type MyTeamOrder = { reference: string; course: string; runs: string; seats: number; stateText: string };

/**
 * The person's bookings: each leads to its page, where it is paid, taken, added to a calendar or
 * cancelled; and the team orders they placed, each leading to its own page.
 */
export function MyCoursesPanel({ bookings, teamOrders = [] }: { bookings: MyCourse[]; teamOrders?: MyTeamOrder[] }) {
  return (
    <AccountPanel id="my-courses" title={m.courses_panel_title()} intro={m.courses_panel_intro()}>
      {teamOrders.length > 0 ? (
        <section aria-labelledby="team-orders-heading" className="mb-6">
          <h3 id="team-orders-heading" className="font-semibold">
            {m.team_orders_heading()}
          </h3>
          <ul className="mt-2 divide-y divide-base-300">
            {teamOrders.map((order) => (
              <li key={order.reference} className="py-3 [overflow-wrap:anywhere]">
                <Link
                  to={localizedPath(`/account/team-orders/${order.reference}`)}
                  reloadDocument
                  className="font-semibold hover:text-primary hover:underline"
                >
                  {order.course}
                </Link>
                <p className="text-sm text-base-content/75">
                  {order.runs} · {m.team_orders_seats({ count: order.seats })} · <span className="font-mono">{order.reference}</span>
                </p>
                <p className="text-sm">{order.stateText}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {bookings.length === 0 ? (
        <div className="space-y-4">
          <p>{m.courses_panel_none()}</p>
          <ButtonLink to="/courses" variant="outline">
            {m.courses_panel_browse()}
          </ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-base-300">
          {bookings.map((booking) => (
            <li key={booking.reference} className="flex flex-wrap items-start justify-between gap-3 py-4 first:pt-0 last:pb-0">
              <div className="min-w-0 [overflow-wrap:anywhere]">
                <Link
                  to={localizedPath(`/account/bookings/${booking.reference}`)}
                  reloadDocument
                  className="font-semibold hover:text-primary hover:underline"
                >
                  {booking.courseTitle}
                </Link>
                <p className="text-sm text-base-content/75">
                  {dayRange(booking.startsOn, booking.endsOn)} · <span className="font-mono">{booking.reference}</span>
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <DotBadge tone={learnerBookingWords(booking.state, booking.paid).tone}>
                  {learnerBookingWords(booking.state, booking.paid).label}
                </DotBadge>
                {booking.state === "confirmed" ? (
                  <a
                    href={`/account/bookings/${booking.reference}/calendar.ics`}
                    download
                    className="btn rounded-full btn-ghost btn-sm"
                    aria-label={m.courses_panel_calendar_label({ course: booking.courseTitle })}
                  >
                    <CalendarPlus aria-hidden="true" className="size-4" />
                    {m.courses_panel_calendar()}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountPanel>
  );
}
