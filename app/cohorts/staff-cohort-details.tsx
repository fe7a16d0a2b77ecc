import { CheckboxField } from "~/components/forms/checkbox-field";
import { FormMessage } from "~/components/forms/form-message";
import { Surface } from "~/components/ui/surface";
import { m } from "~/i18n/paraglide/messages.js";
import { CohortForm } from "./cohort-form-fields";
import { cohortStateOptions } from "./cohort-words";
import type { StaffCohortAnswer } from "./staff-cohort-actions.server";
import type { StaffCohortPage } from "./staff-cohort-page.server";

/** A cohort's facts at a glance: seats, schedule, format and price. */
export function StaffCohortFacts({ cohort }: { cohort: StaffCohortPage["cohort"] }) {
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
      <dt className="font-semibold">{m.cohort_facts_seats()}</dt>
      <dd>{m.cohort_facts_seats_waiting({ seats: cohort.seats, count: cohort.waiting })}</dd>
      <dt className="font-semibold">{m.cohort_facts_schedule()}</dt>
      <dd className="break-words">{cohort.schedule}</dd>
      <dt className="font-semibold">{m.cohorts_format()}</dt>
      <dd className="break-words">{cohort.format}</dd>
      <dt className="font-semibold">{m.cohort_facts_price()}</dt>
      <dd>
        {cohort.price}
        {cohort.earlyPrice ? <span className="block text-sm text-base-content/75">{cohort.earlyPrice}</span> : null}
      </dd>
    </dl>
  );
}

/** The cohort's details form, or why its details no longer change. */
export function StaffCohortDetails({
  page,
  answer,
  busy,
}: {
  page: Pick<StaffCohortPage, "cohort" | "form" | "courses" | "today">;
  /** What the last save was answered. */
  answer?: Extract<StaffCohortAnswer, { form: "cohort" }>;
  busy: boolean;
}) {
  const { cohort, form, courses, today } = page;
  return (
    <section aria-labelledby="cohort-details" className="mt-10">
      <Surface raised className="max-w-3xl">
        <h2 id="cohort-details" className="text-lg font-bold">
          {m.cohort_details()}
        </h2>
        {cohort.state === "cancelled" ? (
          <p className="mt-3 text-base-content/75">{m.cohort_details_cancelled()}</p>
        ) : (
          <div className="mt-4">
            {cohort.started ? <p className="mb-4 text-sm text-base-content/75">{m.cohort_details_started()}</p> : null}
            <CohortForm
              key={form.key}
              courses={courses}
              today={today}
              keptStartsOn={form.keptStartsOn}
              values={answer?.values ?? form.values}
              errors={answer?.errors ?? {}}
              states={cohortStateOptions}
              intent="save"
              submitLabel={m.cohort_save()}
              busy={busy}
            >
              {answer?.confirmCancel ? (
                <CheckboxField
                  name="confirmCancel"
                  value="yes"
                  label={m.cohort_confirm_cancel_box()}
                  className="rounded-box border border-error/40 p-3"
                />
              ) : null}
              <FormMessage tone="error">{answer?.error}</FormMessage>
            </CohortForm>
          </div>
        )}
        {/* Outside the form, which a save makes anew (or, cancelling, takes away): a live region already on the page is the one announced. */}
        <div className="has-[p]:mt-4">
          <FormMessage tone="success">{answer?.done}</FormMessage>
        </div>
      </Surface>
    </section>
  );
}
