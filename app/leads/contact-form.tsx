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
    <form noValidate method="post" action="/contact" className="space-y-6">
      {problems.length > 0 ? (
        <ErrorSummary heading={answer?.message ?? "Please correct the fields marked below."} problems={problems} />
      ) : (
        // An error that is no field's (a repeat too soon, a server fault) takes focus. It takes
        // no room while there is nothing to say: the card's top padding stays its sides'.
        <div data-form-message tabIndex={-1} className="outline-none [&:not(:has(p))]:hidden" autoFocus={Boolean(answer?.message)}>
          <FormMessage tone="error">{answer?.message}</FormMessage>
        </div>
      )}
      <input type="hidden" name="submissionId" value={answer?.submissionId ?? submissionId} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field("name")} label="Your name" autoComplete="name" required maxLength={NAME_MAX} />
        <EmailField {...field("email")} />
      </div>
      <TextField {...field("company")} label="Company (optional)" autoComplete="organization" maxLength={NAME_MAX} />
      <SelectField {...field("service")} label="What can we help with?" placeholder="Choose a service" options={interests} required />
      <div className="grid gap-6 sm:grid-cols-2">
        {/* Not `required` in the page: a question about a course needs neither; the server asks for both otherwise. */}
        <SelectField
          {...field("budget")}
          label="Budget"
          placeholder="Choose a range"
          options={budgetChoices()}
          hint="Optional for a question about a course."
        />
        <SelectField
          {...field("timeline")}
          label="When would you like to start?"
          placeholder="Choose a time"
          options={timelines}
          hint="Optional for a question about a course."
        />
      </div>
      <TextAreaField
        {...field("message")}
        label="Your message"
        hint={`What you want to build or learn, who it is for, and anything you already have. ${MESSAGE_MIN} to ${formatCount(MESSAGE_MAX)} characters.`}
        required
        minLength={MESSAGE_MIN}
        rows={7}
      />
      {/* For bots only: hidden from people, their screen readers and the tab order. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          Leave this empty
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
        label={
          <>
            You may contact me about this enquiry. We use your details only to reply, as our{" "}
            <a href="/privacy" className="font-semibold text-primary underline underline-offset-2">
              privacy notice
            </a>{" "}
            explains.
          </>
        }
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Send message
      </Button>
    </form>
  );
}
