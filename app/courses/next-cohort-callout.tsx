import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { shortDay } from "~/config/calendar-day";
import type { CohortListing } from "~/bookings/upcoming-cohorts.server";
import { bookingLink, seatsLeftText } from "~/cohorts/cohort-words";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";

/**
 * The next cohort and its Book button at the top of a course page, where a phone shows the page's
 * first screen: the booking box itself comes after the course's picture and facts. Wide screens
 * have the box beside the text and need no second way in.
 */
export function NextCohortCallout({ courseSlug, cohorts }: { courseSlug: string; cohorts: CohortListing[] | null }) {
  const next = cohorts?.[0];
  if (!next) return null;
  const full = next.seatsLeft <= 0;
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-box border border-primary/30 bg-primary/5 p-4 lg:hidden">
      <p className="text-sm">
        <span className="font-semibold">
          {richText(m.cohort_next, { date: <time dateTime={next.startsOn}>{shortDay(next.startsOn)}</time> })}
        </span>
        <span className="block text-base-content/75">
          {seatsLeftText(next.seatsLeft)}
          {cohorts.length > 1 ? (
            <>
              {" · "}
              <a href="#booking" className="font-semibold text-primary underline underline-offset-4">
                {m.cohort_all_dates({ count: cohorts.length })}
              </a>
            </>
          ) : null}
        </span>
      </p>
      <Link
        to={bookingLink(courseSlug, next.id, next.seatsLeft)}
        reloadDocument
        rel="nofollow"
        className={`${buttonClass(full ? "outline" : "primary")} btn-sm`}
      >
        {full ? m.cohort_join_waiting() : m.cohort_book()}
      </Link>
    </div>
  );
}
