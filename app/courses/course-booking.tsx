import { CalendarDays, MapPin, Monitor, Users } from "lucide-react";
import { Link } from "react-router";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { ContentSection } from "~/components/ui/content-section";
import { EmailButton } from "~/components/ui/email-button";
import { surfaceClass } from "~/components/ui/surface";
import { dayRange, shortDay } from "~/config/calendar-day";
import { bookingLink, formatText, seatsLeftText } from "~/cohorts/cohort-words";
import { DateAlertForm } from "~/date-alerts/date-alert-fields";
import type { CohortListing } from "~/bookings/upcoming-cohorts.server";
import { scheduleText } from "~/cohorts/meetings";
import { formatPrice, formatPriceWithVat, vatNote } from "~/config/money";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";

type CourseBookingProps = {
  course: { slug: string; title: string; price: number };
  /** The upcoming cohorts; null when they could not be read just now. */
  cohorts: CohortListing[] | null;
};

/**
 * How to book a place on a course: its upcoming cohorts, each with a link to its confirmation
 * step. The same for every visitor (the page is cached): what is personal happens on that step.
 */
export function CourseBooking({ course, cohorts }: CourseBookingProps) {
  return (
    <ContentSection id="booking" heading={m.booking_heading()} size="small" className={surfaceClass({ tone: "tinted" })}>
      {/* A figure, not a paragraph: as a large bold <p> before others it reads as a heading to assistive tools (axe's p-as-heading). */}
      <div className="text-3xl font-extrabold text-primary">{formatPrice(course.price)}</div>
      {course.price > 0 ? <div className="text-sm text-base-content/75">{vatNote(course.price)}</div> : null}
      {cohorts === null ? (
        <p role="status" className="mt-3 text-sm text-base-content/80">
          {m.booking_dates_failed()}
        </p>
      ) : cohorts.length === 0 ? (
        <div className="mt-3 space-y-4">
          <p className="text-sm text-base-content/80">{m.booking_no_dates()}</p>
          <DateAlertForm courseSlug={course.slug} />
        </div>
      ) : (
        <ul className="mt-4 space-y-3" aria-label={m.booking_cohorts()}>
          {cohorts.map((cohort) => (
            <CohortOffer key={cohort.id} cohort={cohort} coursePrice={course.price} courseSlug={course.slug} />
          ))}
        </ul>
      )}
      {cohorts?.length ? (
        <p className="mt-3 text-xs text-base-content/70">{m.booking_seats_lag()}</p>
      ) : (
        <EmailButton
          subject={m.booking_ask_subject({ course: course.title })}
          variant={cohorts === null ? "primary" : "outline"}
          className="mt-4 w-full"
        >
          {cohorts === null ? m.booking_ask_dates() : m.booking_ask_course()}
        </EmailButton>
      )}
      <ButtonLink to="/faq#courses" variant="ghost" className="mt-2 w-full">
        {m.booking_faq()}
      </ButtonLink>
    </ContentSection>
  );
}

function CohortOffer({ cohort, coursePrice, courseSlug }: { cohort: CohortListing; coursePrice: number; courseSlug: string }) {
  const full = cohort.seatsLeft <= 0;
  const FormatIcon = cohort.format === "online" ? Monitor : MapPin;
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <p className="flex items-start gap-2 font-semibold">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {cohort.startsOn === cohort.endsOn ? (
            <time dateTime={cohort.startsOn}>{shortDay(cohort.startsOn)}</time>
          ) : (
            richText(m.date_range, {
              start: <time dateTime={cohort.startsOn}>{shortDay(cohort.startsOn)}</time>,
              end: <time dateTime={cohort.endsOn}>{shortDay(cohort.endsOn)}</time>,
            })
          )}
        </span>
      </p>
      <p className="mt-1 text-sm text-base-content/80">{scheduleText(cohort)}</p>
      <p className="mt-1 flex items-start gap-2 text-sm text-base-content/80">
        <FormatIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="[overflow-wrap:anywhere]">{formatText(cohort.format, cohort.address)}</span>
      </p>
      {cohort.earlyUntil ? (
        <p className="mt-1 text-sm font-semibold">
          {m.booking_cohort_early_price({
            price: formatPriceWithVat(cohort.price),
            day: shortDay(cohort.earlyUntil),
            regular: formatPrice(cohort.regularPrice),
          })}
        </p>
      ) : cohort.price === coursePrice ? null : (
        <p className="mt-1 text-sm font-semibold">{m.booking_cohort_price({ price: formatPriceWithVat(cohort.price) })}</p>
      )}
      <p className="mt-2 flex items-center gap-2 text-sm font-semibold" data-seats-left={cohort.seatsLeft}>
        <Users aria-hidden="true" className="size-4 shrink-0" />
        {seatsLeftText(cohort.seatsLeft)}
      </p>
      <Link
        to={bookingLink(courseSlug, cohort.id, cohort.seatsLeft)}
        reloadDocument
        rel="nofollow"
        className={`${buttonClass(full ? "outline" : "primary")} mt-3 w-full`}
        aria-label={m.booking_action_label({
          action: full ? m.cohort_join_waiting() : m.cohort_book(),
          dates: dayRange(cohort.startsOn, cohort.endsOn),
        })}
      >
        {full ? m.cohort_join_waiting() : m.cohort_book()}
      </Link>
    </li>
  );
}
