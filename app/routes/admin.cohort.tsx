import { data, useNavigation } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { postedForm } from "~/platform/posted-form.server";
import { uuidParam } from "~/platform/uuid-param.server";
import { calendarDay } from "~/config/calendar-day";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { CohortStateBadge } from "~/cohorts/cohort-badges";
import { cohortListFields } from "~/cohorts/cohort-form";
import { answerStaffCohortForm } from "~/cohorts/staff-cohort-actions.server";
import { StaffCohortDetails, StaffCohortFacts } from "~/cohorts/staff-cohort-details";
import { StaffCohortHistory } from "~/cohorts/staff-cohort-history";
import { staffCohortPage } from "~/cohorts/staff-cohort-page.server";
import { StaffCohortRoster } from "~/cohorts/staff-cohort-roster";
import { findCohort } from "~/cohorts/staff-cohorts.server";
import { seatTimes } from "~/bookings/seat-times.server";
import { pageStaysFresh } from "~/page-cache/page-freshness.server";
import { database } from "~/database/database.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { currentStaff } from "~/staff/staff-access.server";
import type { Route } from "./+types/admin.cohort";
import type { RouteHandle } from "~/types/route-handle";

/** Staff pages are personal (routes/admin.tsx); this one may be sent again to its session while nothing it shows changed (decision 40). */
export const handle: RouteHandle = { keptForSession: 10 };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = await staffCohortPage(await database(), uuidParam(params.id), seatTimes());
  if (!found) throw data(null, { status: 404 });
  const { staysFreshUntil, ...page } = found;
  pageStaysFresh(context, { until: staysFreshUntil });
  return {
    ...page,
    created: new URL(request.url).searchParams.has("created"),
    meta: pageMeta({
      title: m.cohort_page_title({ course: page.title, date: calendarDay(page.startsOn) }),
      description: m.cohort_page_description(),
    }),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = uuidParam(params.id);
  const staff = currentStaff(context);
  const db = await database();
  const cohort = await findCohort(db, id);
  if (!cohort) throw data(null, { status: 404 });
  // Only the details form sends a field more than once (a box for each day it meets).
  const posted = await postedForm(request, { lists: cohortListFields });
  const { answer, status } = await answerStaffCohortForm(db, cohort, posted, staff, seatTimes());
  return data(answer, { status });
}

export const meta = loaderMeta;

export default function CohortPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, runs, cohort, created, roster, moveTargets, events } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" ? navigation.formData : undefined;
  const cohortAnswer = actionData?.form === "cohort" ? actionData : undefined;
  const rosterAnswer = actionData?.form === "roster" ? actionData : undefined;

  return (
    <article>
      <BackLink to={localizedPath("/admin/cohorts")}>{m.cohort_all()}</BackLink>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-title font-bold break-words">{title}</h1>
          <p className="mt-1 text-base-content/75">{runs}</p>
        </div>
        <CohortStateBadge state={cohort.state} />
      </header>
      {/* The new cohort form's answer, on the page it led to. */}
      <div className="has-[p]:mt-6">
        <FormMessage tone="success">{created ? m.cohort_created() : undefined}</FormMessage>
      </div>
      {/* A form none of the page's could be told from (a field sent twice, a body that is no form). */}
      <div className="has-[p]:mt-6">
        <FormMessage tone="error">{actionData?.form === null ? actionData.error : undefined}</FormMessage>
      </div>
      <StaffCohortFacts cohort={cohort} />
      {/* Who is booked before the long form: the roster is what staff open the page for. */}
      <StaffCohortRoster
        cohortId={id}
        roster={roster}
        moveTargets={moveTargets}
        answer={rosterAnswer}
        busy={(bookingId, intent) => sending?.get("intent") === intent && sending.get("bookingId") === bookingId}
      />
      <StaffCohortDetails page={loaderData} answer={cohortAnswer} busy={sending?.get("intent") === "save"} />
      <StaffCohortHistory events={events} />
    </article>
  );
}
