import { type FormEvent, useEffect, useRef, useState, type ReactNode } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { Form } from "react-router";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { CheckboxGroupField } from "~/components/forms/checkbox-group-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { cohortFields, cohortFormRules, readCohortForm, type CohortField, type CohortFormValues } from "./cohort-form";
import { cohortFormatOptions } from "./cohort-words";
import { weekdays } from "./meetings";
import { postalAddress } from "~/config/postal-address";

/** Each weekday as the days a cohort meets on, Monday first. */
const everyWeekday = [
  m.weekday_mondays,
  m.weekday_tuesdays,
  m.weekday_wednesdays,
  m.weekday_thursdays,
  m.weekday_fridays,
  m.weekday_saturdays,
  m.weekday_sundays,
];

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
        label={m.cohort_form_course()}
        placeholder={m.cohort_form_choose_course()}
        options={courses}
        defaultValue={values.courseSlug ?? ""}
        error={shown.courseSlug}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="startsOn"
          label={m.cohort_form_first_day()}
          type="date"
          defaultValue={values.startsOn}
          error={shown.startsOn}
          hint={keptStartsOn ? m.cohort_form_after_today_or_kept() : m.cohort_form_after_today()}
          required
        />
        <TextField name="endsOn" label={m.cohort_form_last_day()} type="date" defaultValue={values.endsOn} error={shown.endsOn} required />
      </div>
      <CheckboxGroupField
        name="meetingDays"
        legend={m.cohort_form_days()}
        options={weekdays.map(({ day }) => ({ value: String(day), label: everyWeekday[day - 1]!() }))}
        checked={(values.meetingDays ?? "").split(",")}
        error={shown.meetingDays}
        hint={m.cohort_form_days_hint()}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="startsAt"
          label={m.cohort_form_starts_at()}
          type="time"
          defaultValue={values.startsAt}
          error={shown.startsAt}
          hint={m.cohort_form_time_hint({ zone: m.studio_time_zone() })}
          required
        />
        <TextField name="endsAt" label={m.cohort_form_ends_at()} type="time" defaultValue={values.endsAt} error={shown.endsAt} required />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="format"
          label={m.cohort_form_format()}
          placeholder={m.cohort_form_choose_format()}
          options={cohortFormatOptions}
          defaultValue={values.format ?? ""}
          error={shown.format}
          required
        />
        <SelectField
          name="state"
          label={m.cohort_form_bookings()}
          placeholder={m.cohort_form_choose_state()}
          options={states}
          defaultValue={values.state ?? ""}
          error={shown.state}
          required
        />
      </div>
      <TextField
        name="address"
        label={m.cohort_form_address()}
        defaultValue={values.address}
        error={shown.address}
        hint={m.cohort_form_address_hint({ address: postalAddress() })}
        maxLength={300}
        autoComplete="off"
      />
      <TextField
        name="onlineLink"
        label={m.cohort_form_link()}
        type="url"
        defaultValue={values.onlineLink}
        error={shown.onlineLink}
        hint={m.cohort_form_link_hint()}
        maxLength={300}
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="capacity"
          label={m.cohort_form_capacity()}
          inputMode="numeric"
          defaultValue={values.capacity}
          error={shown.capacity}
          hint={m.cohort_form_capacity_hint()}
          required
        />
        <TextField
          name="price"
          label={m.cohort_form_price()}
          inputMode="numeric"
          defaultValue={values.price}
          error={shown.price}
          hint={m.cohort_form_price_hint()}
        />
        <TextField
          name="earlyPrice"
          label={m.cohort_form_early_price()}
          inputMode="numeric"
          defaultValue={values.earlyPrice}
          error={shown.earlyPrice}
          hint={m.cohort_form_early_price_hint()}
        />
        <TextField
          name="earlyPriceUntil"
          label={m.cohort_form_early_price_until()}
          type="date"
          defaultValue={values.earlyPriceUntil}
          error={shown.earlyPriceUntil}
          hint={m.cohort_form_early_price_until_hint()}
        />
      </div>
      {shown.bankHoliday || values.bankHoliday === "start" ? (
        <CheckboxField
          name="bankHoliday"
          value="start"
          label={m.cohort_form_bank_holiday()}
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
