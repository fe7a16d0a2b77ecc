import { useEffect, useRef, type ReactNode } from "react";
import { Form } from "react-router";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { cohortFields, type CohortField, type CohortFormValues } from "./cohort-form";
import { cohortFormatOptions } from "./cohort-labels";

export type CohortFormErrors = Partial<Record<CohortField, string>>;

/** The day before an ISO day ("2027-01-12" → "2027-01-11"). */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The rules a posted cohort form is read by (`readCohortForm`'s). A new or moved cohort must
 * start after today; a cohort whose first day is left as it was may keep it, or a cohort that
 * has started could never be closed or given a seat more.
 */
export function cohortFormRules(
  { courseSlugs, today, keptStartsOn }: { courseSlugs: readonly string[]; today: string; keptStartsOn?: string },
  postedStartsOn: string,
) {
  if (keptStartsOn !== undefined && postedStartsOn === keptStartsOn && keptStartsOn <= today) {
    return { courseSlugs, today: dayBefore(keptStartsOn) };
  }
  return { courseSlugs, today };
}

/** What was typed into the form, to show again when it is refused before it could be read. */
export function typedCohortValues(form: FormData): CohortFormValues {
  return Object.fromEntries(
    cohortFields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  );
}

type CohortFormProps = {
  courses: readonly { id: string; label: string }[];
  /** The saved cohort's first day, on its edit form: it may stay as it is. */
  keptStartsOn?: string;
  /** What the form shows: the saved cohort, or what was typed and refused. */
  values: CohortFormValues;
  /** The server's messages for its fields. */
  errors: CohortFormErrors;
  states: readonly { id: string; label: string }[];
  /** The `intent` the form is posted with, on a page of several forms. */
  intent?: string;
  submitLabel: string;
  busy: boolean;
  /** Shown between the fields and the button: a confirmation to tick, the form's message. */
  children?: ReactNode;
};

/**
 * The staff's cohort form, checked on the server by `readCohortForm`, whose messages show
 * beside their fields with what was typed kept, with or without scripts. With scripts, the
 * first field at fault takes the focus. (The schema is not run in the browser: the classic zod
 * it is written in would join the sign-in pages' checks in the chunk vite.config.ts gives every
 * zod module, at several times their size.)
 */
export function CohortForm({ courses, keptStartsOn, values, errors, states, intent, submitLabel, busy, children }: CohortFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const first = cohortFields.find((field) => errors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  return (
    <Form ref={form} method="post" noValidate className="space-y-5">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <SelectField
        name="courseSlug"
        label="Course"
        placeholder="Choose a course"
        options={courses}
        defaultValue={values.courseSlug ?? ""}
        error={errors.courseSlug}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="startsOn"
          label="First day"
          type="date"
          defaultValue={values.startsOn}
          error={errors.startsOn}
          hint={keptStartsOn ? "After today, or as it is." : "After today."}
          required
        />
        <TextField name="endsOn" label="Last day" type="date" defaultValue={values.endsOn} error={errors.endsOn} required />
      </div>
      <TextField
        name="schedule"
        label="Schedule"
        defaultValue={values.schedule}
        error={errors.schedule}
        hint="When it meets, as learners read it: “Tuesdays and Thursdays, 18:00-20:00 CET”."
        maxLength={200}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="format"
          label="Format"
          placeholder="Choose a format"
          options={cohortFormatOptions}
          defaultValue={values.format ?? ""}
          error={errors.format}
          required
        />
        <SelectField
          name="state"
          label="Bookings"
          placeholder="Choose a state"
          options={states}
          defaultValue={values.state ?? ""}
          error={errors.state}
          required
        />
      </div>
      <TextField
        name="address"
        label="Address"
        defaultValue={values.address}
        error={errors.address}
        hint="Where it meets, for an in-person cohort; left out of an online one."
        maxLength={300}
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="capacity"
          label="Capacity"
          inputMode="numeric"
          defaultValue={values.capacity}
          error={errors.capacity}
          hint="Seats, 1 to 500; never fewer than are taken."
          required
        />
        <TextField
          name="price"
          label="Price in pounds (optional)"
          inputMode="numeric"
          defaultValue={values.price}
          error={errors.price}
          hint="Empty takes the course's own price."
        />
      </div>
      {children}
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
