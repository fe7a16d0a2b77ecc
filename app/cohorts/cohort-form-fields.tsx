import { type FormEvent, useEffect, useRef, useState, type ReactNode } from "react";
import { Form } from "react-router";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { CheckboxGroupField } from "~/components/forms/checkbox-group-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { cohortFields, cohortFormRules, readCohortForm, type CohortField, type CohortFormValues } from "./cohort-form";
import { cohortFormatOptions } from "./cohort-words";
import { weekdays } from "./meetings";
import { site } from "~/config/site";

export type CohortFormErrors = Partial<Record<CohortField, string>>;

type CohortFormProps = {
  courses: readonly { id: string; label: string }[];
  /** The server's today ("2026-11-24"), which the first day must be after: the same rule in the browser as on the server. */
  today: string;
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
 * same schema checks it in the browser first (nothing is sent while a field is at fault), and
 * the first field at fault takes the focus.
 */
export function CohortForm({ courses, today, keptStartsOn, values, errors, states, intent, submitLabel, busy, children }: CohortFormProps) {
  const form = useRef<HTMLFormElement>(null);
  // The browser's own reading, shown until the server answers again (with errors of its own).
  // (Compared by content: a page may pass a new empty object on each render.)
  const serverErrors = JSON.stringify(errors);
  const [checked, setChecked] = useState<{ over: string; errors: CohortFormErrors }>();
  const shown = checked?.over === serverErrors ? checked.errors : errors;
  useEffect(() => {
    const first = cohortFields.find((field) => shown[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [shown]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const posted = new FormData(event.currentTarget);
    const rules = cohortFormRules(
      { courseSlugs: courses.map((course) => course.id), today, keptStartsOn },
      String(posted.get("startsOn") ?? ""),
    );
    const read = readCohortForm(posted, rules);
    if (read.ok) return setChecked(undefined);
    event.preventDefault();
    setChecked({ over: serverErrors, errors: read.errors });
  };

  return (
    <Form ref={form} method="post" noValidate className="space-y-5" onSubmit={check}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <SelectField
        name="courseSlug"
        label="Course"
        placeholder="Choose a course"
        options={courses}
        defaultValue={values.courseSlug ?? ""}
        error={shown.courseSlug}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="startsOn"
          label="First day"
          type="date"
          defaultValue={values.startsOn}
          error={shown.startsOn}
          hint={keptStartsOn ? "After today, or as it is." : "After today."}
          required
        />
        <TextField name="endsOn" label="Last day" type="date" defaultValue={values.endsOn} error={shown.endsOn} required />
      </div>
      <CheckboxGroupField
        name="meetingDays"
        legend="Days it meets"
        options={weekdays.map(({ day, plural }) => ({ value: String(day), label: plural }))}
        checked={(values.meetingDays ?? "").split(",")}
        error={shown.meetingDays}
        hint="The first and last days must be among them."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="startsAt"
          label="Starts at"
          type="time"
          defaultValue={values.startsAt}
          error={shown.startsAt}
          hint={`24-hour, ${site.timeZone.label}.`}
          required
        />
        <TextField name="endsAt" label="Ends at" type="time" defaultValue={values.endsAt} error={shown.endsAt} required />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="format"
          label="Format"
          placeholder="Choose a format"
          options={cohortFormatOptions}
          defaultValue={values.format ?? ""}
          error={shown.format}
          required
        />
        <SelectField
          name="state"
          label="Bookings"
          placeholder="Choose a state"
          options={states}
          defaultValue={values.state ?? ""}
          error={shown.state}
          required
        />
      </div>
      <TextField
        name="address"
        label="Address, in person (optional)"
        defaultValue={values.address}
        error={shown.address}
        hint={`Empty means the studio: ${site.company.address.join(", ")}.`}
        maxLength={300}
        autoComplete="off"
      />
      <TextField
        name="onlineLink"
        label="Joining link, online (optional)"
        type="url"
        defaultValue={values.onlineLink}
        error={shown.onlineLink}
        hint="The video call's address, shown only to people booked. Add it when you have it."
        maxLength={300}
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="capacity"
          label="Capacity"
          inputMode="numeric"
          defaultValue={values.capacity}
          error={shown.capacity}
          hint="Seats, 1 to 500; never fewer than are taken."
          required
        />
        <TextField
          name="price"
          label="Price in pounds (optional)"
          inputMode="numeric"
          defaultValue={values.price}
          error={shown.price}
          hint="Empty takes the course's own price."
        />
      </div>
      {shown.bankHoliday || values.bankHoliday === "start" ? (
        <CheckboxField
          name="bankHoliday"
          value="start"
          label="Start on the bank holiday: it is meant"
          defaultChecked={values.bankHoliday === "start"}
          error={shown.bankHoliday}
        />
      ) : null}
      {children}
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
