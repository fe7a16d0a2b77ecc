/* eslint-disable jsx-a11y/no-autofocus -- only after a send without JavaScript: the reloaded page puts focus on the first field to correct, as the fetcher's effect does with JavaScript, never on a first visit. */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { EmailField } from "~/components/forms/email-field";
import { FormMessage } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import type { ContactAnswer } from "./contact-answer";
import {
  budgetRanges,
  HONEYPOT_FIELD,
  leadFields,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  timelines,
  type Choice,
  type LeadField,
} from "./contact-choices";
import { LeadSent } from "./lead-sent";

type ContactFormProps = {
  submissionId: string;
  interests: readonly Choice[];
  /** The service the visitor came from, chosen for them. */
  defaults: Partial<Record<LeadField, string>>;
  /** The action's answer to a send without JavaScript (a reloaded page). */
  answer?: ContactAnswer;
};

/**
 * The contact form. Without JavaScript it posts to the route's action and the page comes back
 * with the answer; with it, the same post goes through a fetcher: no reload, a busy button, and
 * focus moved to the first field to correct or to the confirmation.
 */
export function ContactForm({ submissionId, interests, defaults, answer: pageAnswer }: ContactFormProps) {
  const fetcher = useFetcher<ContactAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const busy = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);

  // After an answer: to the first field to correct, or to the form's message when no field is wrong.
  useEffect(() => {
    if (!fetcher.data || fetcher.data.sent) return;
    const errors = fetcher.data.errors;
    const first = leadFields.find((field) => errors[field]);
    const target = first ? form.current?.elements.namedItem(first) : form.current?.querySelector("[data-form-message]");
    if (target instanceof HTMLElement) target.focus();
  }, [fetcher.data]);

  if (answer?.sent) return <LeadSent reference={answer.sent.reference} focus={fetcher.data !== undefined} />;

  const errors = answer?.errors ?? {};
  const values = { ...defaults, ...answer?.values };
  const firstError = leadFields.find((field) => errors[field]);
  /** What every field takes from the answer: its name, what was typed, its error, and focus after a reload. */
  const field = (name: LeadField) => ({
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
    // Without JavaScript, the reloaded page puts focus where the fetcher's effect would.
    autoFocus: pageAnswer !== undefined && fetcher.data === undefined && name === firstError,
  });

  return (
    <fetcher.Form ref={form} method="post" action="/contact" noValidate className="space-y-6">
      <div data-form-message tabIndex={-1} className="outline-none">
        <FormMessage tone="error">{answer?.message}</FormMessage>
      </div>
      <input type="hidden" name="submissionId" value={answer?.submissionId ?? submissionId} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field("name")} label="Your name" autoComplete="name" required maxLength={NAME_MAX} />
        <EmailField {...field("email")} />
      </div>
      <TextField {...field("company")} label="Company (optional)" autoComplete="organization" maxLength={NAME_MAX} />
      <SelectField {...field("service")} label="What can we help with?" placeholder="Choose a service" options={interests} required />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField {...field("budget")} label="Budget" placeholder="Choose a range" options={budgetRanges} required />
        <SelectField
          {...field("timeline")}
          label="When would you like to start?"
          placeholder="Choose a time"
          options={timelines}
          required
        />
      </div>
      <TextAreaField
        {...field("message")}
        label="Your message"
        hint={`What you want to build or learn, who it is for, and anything you already have. ${MESSAGE_MIN} to ${MESSAGE_MAX.toLocaleString("en-GB")} characters.`}
        required
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
        error={errors.consent}
        autoFocus={field("consent").autoFocus}
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
      <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto">
        {busy ? "Sending…" : "Send message"}
      </Button>
    </fetcher.Form>
  );
}
