import { data, redirect, useNavigation } from "react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Surface } from "~/components/ui/surface";
import { postedForm, refusedFormMessage } from "~/platform/posted-form.server";
import { isoDay } from "~/config/calendar-day";
import { createCohort, readStaffCohortForm } from "~/cohorts/cohort-admin.server";
import { cohortListFields, typedCohortValues, type CohortFormValues } from "~/cohorts/cohort-form";
import { CohortForm, type CohortFormErrors } from "~/cohorts/cohort-form-fields";
import { cohortStateOptions } from "~/cohorts/cohort-words";
import { courses } from "~/content/courses.server";
import { database } from "~/database/database.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { currentStaff } from "~/staff/staff-access.server";
import type { Route } from "./+types/admin.cohort-new";

/** Most cohorts are online, meet in the evening and take bookings at once; the course, days and seats are always chosen. */
const STARTING_VALUES: CohortFormValues = { format: "online", state: "open", startsAt: "18:00", endsAt: "20:00" };

// A cohort is cancelled from its own page, which tells everyone booked; a new one has nobody to tell.
const newCohortStates = cohortStateOptions.filter((option) => option.id !== "cancelled");

export function loader() {
  return {
    courses: courses().map(({ slug, title }) => ({ id: slug, label: title })),
    today: isoDay(new Date()),
    meta: pageMeta({ title: m.cohort_new_title(), description: m.cohort_new_description() }),
  };
}

type ActionAnswer = { values: CohortFormValues; errors: CohortFormErrors; error?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const posted = await postedForm(request, { lists: cohortListFields });
  if (!posted.ok) {
    const values = posted.problem === "repeated-field" ? typedCohortValues(posted.form) : {};
    return data<ActionAnswer>({ values, errors: {}, error: refusedFormMessage(posted.problem) }, { status: 400 });
  }
  const now = new Date();
  const read = readStaffCohortForm(posted.form, { courseSlugs: courses().map((course) => course.slug), today: isoDay(now) });
  if (!read.ok) return data<ActionAnswer>({ values: read.values, errors: read.errors }, { status: 400 });
  if (read.cohort.state === "cancelled") {
    const errors = { state: m.cohort_new_not_cancelled() };
    return data<ActionAnswer>({ values: typedCohortValues(posted.form), errors }, { status: 400 });
  }
  const id = await createCohort(await database(), read.cohort, staff, now);
  return redirect(localizedPath(`/admin/cohorts/${id}?created=1`), 303);
}

export const meta = loaderMeta;

export default function NewCohort({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData !== undefined;
  return (
    <div>
      <BackLink to="/admin/cohorts">{m.cohort_all()}</BackLink>
      <h1 className="mt-4 text-title font-bold">{m.cohort_new_title()}</h1>
      <p className="mt-1 max-w-prose text-base-content/75">{m.cohort_new_intro()}</p>
      <Surface raised className="mt-6 max-w-3xl">
        <CohortForm
          courses={loaderData.courses}
          today={loaderData.today}
          values={actionData?.values ?? STARTING_VALUES}
          errors={actionData?.errors ?? {}}
          states={newCohortStates}
          submitLabel={m.cohort_new_submit()}
          busy={busy}
        >
          <FormMessage tone="error">{actionData?.error}</FormMessage>
        </CohortForm>
      </Surface>
    </div>
  );
}
