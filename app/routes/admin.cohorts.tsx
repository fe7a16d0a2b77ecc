import { Plus } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Surface } from "~/components/ui/surface";
import { calendarDay, dayRange, isoDay, nextDayBegins } from "~/config/calendar-day";
import { listCohorts } from "~/cohorts/staff-cohorts.server";
import { cohortFormatLabels } from "~/cohorts/cohort-words";
import { CohortStateBadge } from "~/cohorts/cohort-badges";
import { courses } from "~/content/courses.server";
import { database } from "~/database/database.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/admin.cohorts";
import type { RouteHandle } from "~/types/route-handle";
import { pageStaysFresh } from "~/page-cache/page-freshness.server";

/** Staff pages are personal (routes/admin.tsx); this one may be sent again to its session while nothing it shows changed (decision 40). */
export const handle: RouteHandle = { keptForSession: 10 };

export async function loader({ context }: Route.LoaderArgs) {
  const titles = new Map(courses().map((course) => [course.slug, course.title]));
  const now = new Date();
  // The list is of cohorts from today on: a copy kept for the session (decision 40) ends with the day.
  pageStaysFresh(context, { until: nextDayBegins(now) });
  const cohorts = (await listCohorts(await database(), isoDay(now))).map((cohort) => ({
    id: cohort.id,
    // A course taken out of the catalogue still has its cohorts: they show by their slug.
    course: titles.get(cohort.courseSlug) ?? cohort.courseSlug,
    starts: calendarDay(cohort.startsOn),
    dates: dayRange(cohort.startsOn, cohort.endsOn),
    format: cohortFormatLabels[cohort.format](),
    state: cohort.state,
    seats: m.cohorts_seats({ taken: cohort.seatsTaken, capacity: cohort.capacity }),
    waiting: cohort.waiting,
    finished: cohort.finished,
  }));
  return {
    current: cohorts.filter((cohort) => !cohort.finished),
    finished: cohorts.filter((cohort) => cohort.finished),
    meta: pageMeta({ title: m.cohorts_title(), description: m.cohorts_description() }),
  };
}

export const meta = loaderMeta;

type CohortRow = Awaited<ReturnType<typeof loader>>["current"][number];

/** The tables' columns, their headers in the page's language. */
const cohortColumns = (): DataColumn<CohortRow>[] => [
  {
    header: m.cohorts_course(),
    namesRow: true,
    cell: (cohort) => (
      <Link to={localizedPath(`/admin/cohorts/${cohort.id}`)} className="text-primary underline-offset-2 hover:underline">
        {cohort.course}
        {/* Several runs of one course are told apart by their first day, in the link's own name. */}
        <span className="sr-only">{m.cohorts_starting({ date: cohort.starts })}</span>
      </Link>
    ),
  },
  { header: m.cohorts_dates(), cell: (cohort) => cohort.dates },
  { header: m.cohorts_format(), cell: (cohort) => cohort.format },
  { header: m.cohorts_state(), cell: (cohort) => <CohortStateBadge state={cohort.state} /> },
  { header: m.cohorts_seats_taken(), numeric: true, cell: (cohort) => cohort.seats },
  { header: m.cohorts_waiting(), numeric: true, cell: (cohort) => cohort.waiting },
];

/** One table of cohorts; it scrolls sideways on a narrow screen rather than squeezing its columns. */
function CohortTable({ caption, cohorts }: { caption: string; cohorts: CohortRow[] }) {
  return (
    <DataTable
      caption={caption}
      columns={cohortColumns()}
      rows={cohorts}
      rowKey={(cohort) => cohort.id}
      minWidth="medium"
      hoverRows
      className="mt-4"
    />
  );
}

export default function Cohorts({ loaderData }: Route.ComponentProps) {
  const { current, finished } = loaderData;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-title font-bold">{m.cohorts_title()}</h1>
          <p className="mt-1 text-base-content/75">{m.cohorts_intro()}</p>
        </div>
        <ButtonLink to="/admin/cohorts/new">
          <Plus aria-hidden="true" className="size-4" />
          {m.cohorts_new()}
        </ButtonLink>
      </div>

      {current.length === 0 && finished.length === 0 ? (
        <Surface tone="tinted" className="mt-8">
          <p>{m.cohorts_none()}</p>
        </Surface>
      ) : (
        <>
          <section aria-labelledby="current-cohorts" className="mt-8">
            <h2 id="current-cohorts" className="text-lg font-bold">
              {m.cohorts_current()}
            </h2>
            {current.length === 0 ? (
              <p className="mt-2 text-base-content/75">{m.cohorts_all_finished()}</p>
            ) : (
              <CohortTable caption={m.cohorts_current_caption()} cohorts={current} />
            )}
          </section>
          {finished.length > 0 ? (
            <section aria-labelledby="finished-cohorts" className="mt-10">
              <h2 id="finished-cohorts" className="text-lg font-bold">
                {m.cohorts_finished()}
              </h2>
              <CohortTable caption={m.cohorts_finished_caption()} cohorts={finished} />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
