import { formatCount } from "~/config/money";
/* eslint-disable jsx-a11y/no-autofocus -- only on the page that answers a send: focus goes to the first field to correct, never on a first visit. */
import { CheckboxField } from "~/components/forms/checkbox-field";
import { EmailField } from "~/components/forms/email-field";
import { ErrorSummary } from "~/components/forms/error-summary";
import { FormMessage } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";
import type { ContactAnswer } from "./contact-answer";
import {
  budgetChoices,
  HONEYPOT_FIELD,
  leadFields,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  timelines,
  type Choice,
  type LeadField,
} from "./contact-choices";

/** A field's control's id: what the error summary links to. */
const fieldId = (name: LeadField) => `contact-${name}`;

type ContactFormProps = {
  submissionId: string;
  interests: readonly Choice[];
  /** The service the visitor came from, chosen for them. */
  defaults: Partial<Record<LeadField, string>>;
  /** The action's answer to a send that was refused, on the page it returns (a sent one shows LeadSent instead). */
  answer?: Exclude<ContactAnswer, { sent: { reference: string } }>;
};

/**
 * The contact form: HTML only, like the page it is on (decision 24). The server checks every
 * field (the form says `noValidate`, so no browser bubble stops it first) and answers with the
 * page: every problem at once in a summary above the form, which takes focus and links to each
 * field, the same words beside each field, and what was typed kept; or the confirmation in place
 * of the form.
 */
export function ContactForm({ submissionId, interests, defaults, answer }: ContactFormProps) {
  const errors = answer?.errors ?? {};
  const values = { ...defaults, ...answer?.values };
  const problems = leadFields.flatMap((name) => (errors[name] ? [{ fieldId: fieldId(name), text: errors[name] }] : []));
  /** What every field takes from the answer: its name and id, what was typed, and its error. */
  const field = (name: LeadField) => ({
    id: fieldId(name),
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });

  return (
    <form noValidate method="post" action={localizedPath("/contact")} className="space-y-6">
      {problems.length > 0 ? (
        <ErrorSummary heading={answer?.message ?? m.form_fix_fields()} problems={problems} />
      ) : (
        // An error that is no field's (a repeat too soon, a server fault) takes focus. It takes
        // no room while there is nothing to say: the card's top padding stays its sides'.
        <div data-form-message tabIndex={-1} className="outline-none [&:not(:has(p))]:hidden" autoFocus={Boolean(answer?.message)}>
          <FormMessage tone="error">{answer?.message}</FormMessage>
        </div>
      )}
      <input type="hidden" name="submissionId" value={answer?.submissionId ?? submissionId} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field("name")} label={m.contact_field_name()} autoComplete="name" required maxLength={NAME_MAX} />
        <EmailField {...field("email")} />
      </div>
      <TextField {...field("company")} label={m.contact_field_company()} autoComplete="organization" maxLength={NAME_MAX} />
      <SelectField
        {...field("service")}
        label={m.contact_field_service()}
        placeholder={m.contact_service_placeholder()}
        options={interests}
        required
      />
      <div className="grid gap-6 sm:grid-cols-2">
        {/* Not `required` in the page: a question about a course needs neither; the server asks for both otherwise. */}
        <SelectField
          {...field("budget")}
          label={m.contact_field_budget()}
          placeholder={m.contact_budget_placeholder()}
          options={budgetChoices()}
          hint={m.contact_plans_optional()}
        />
        <SelectField
          {...field("timeline")}
          label={m.contact_field_timeline()}
          placeholder={m.contact_timeline_placeholder()}
          options={timelines()}
          hint={m.contact_plans_optional()}
        />
      </div>
      <TextAreaField
        {...field("message")}
        label={m.contact_field_message()}
        hint={m.contact_message_hint({ min: MESSAGE_MIN, max: formatCount(MESSAGE_MAX) })}
        required
        minLength={MESSAGE_MIN}
        rows={7}
      />
      {/* For bots only: hidden from people, their screen readers and the tab order. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          {m.contact_honeypot()}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <CheckboxField
        name="consent"
        value="yes"
        required
        defaultChecked={values.consent === "yes"}
        id={fieldId("consent")}
        error={errors.consent}
        label={richText(m.contact_consent, {
          privacy: (
            <a href={localizedPath("/privacy")} className="font-semibold text-primary underline underline-offset-2">
              {m.contact_consent_privacy()}
            </a>
          ),
        })}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        {m.contact_send()}
      </Button>
    </form>
  );
}
