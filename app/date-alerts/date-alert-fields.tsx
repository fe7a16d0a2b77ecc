import { BellRing } from "lucide-react";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { EmailField } from "~/components/forms/email-field";
import { Button } from "~/components/ui/button";
import { dateAlertConsent } from "./date-alert-form";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";

/** Where a course's "Email me the dates" form posts (app/routes/course-dates.tsx). */
export const dateAlertAction = (courseSlug: string) => localizedPath(`/courses/${courseSlug}/dates`);

type DateAlertFieldsProps = {
  courseSlug: string;
  values?: { email?: string; consent?: string };
  errors?: { email?: string; consent?: string };
};

/**
 * A course without dates: a visitor leaves their address to be told, once, when there are.
 * A plain form: the course page is HTML only, and the answer is a page of its own.
 */
export function DateAlertForm({ courseSlug, values = {}, errors = {} }: DateAlertFieldsProps) {
  return (
    <form noValidate method="post" action={dateAlertAction(courseSlug)} aria-label={m.date_alert_send()} className="space-y-4">
      <EmailField id={`date-alert-email-${courseSlug}`} defaultValue={values.email} error={errors.email} />
      <CheckboxField
        id={`date-alert-consent-${courseSlug}`}
        name="consent"
        value="yes"
        required
        defaultChecked={values.consent === "yes"}
        error={errors.consent}
        label={dateAlertConsent()}
      />
      <Button type="submit" className="w-full">
        <BellRing aria-hidden="true" className="size-4" />
        {m.date_alert_send()}
      </Button>
    </form>
  );
}
