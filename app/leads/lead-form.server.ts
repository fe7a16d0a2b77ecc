import { formatCount } from "~/config/money";
import { z } from "zod";
import { m } from "~/i18n/paraglide/messages.js";
import { services } from "~/content/services.server";
import {
  budgetRanges,
  EMAIL_MAX,
  HONEYPOT_FIELD,
  leadFields,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  otherInterestIds,
  timelineIds,
  type LeadField,
} from "./contact-choices";
import { cleanText } from "~/platform/clean-text.server";
import { readSubmissionId, type SubmissionId } from "./submission-id.server";

/** Everything typed into the form, as typed (strings only), to give back beside its errors. */
export type LeadFormValues = Partial<Record<LeadField, string>>;
export type LeadFieldErrors = Partial<Record<LeadField, string>>;

/** What the form offers to help with: the services the site shows now, and the other interests. */
export function interestIds(): string[] {
  return [...services().map((service) => service.slug), ...otherInterestIds];
}

/** Letters as a person counts them (and PostgreSQL's char_length): an emoji is one, not two. */
const codePoints = (value: string) => [...value].length;

const singleLine = z.string().transform((value) => cleanText(value));

/** The one interest whose budget and start are optional (contact-choices.ts). */
const COURSE_QUESTION = "course";

/**
 * A lead's checks, in the page's language (made per send, inside its request). `plansOptional`: budget and start may be left empty, as a question about a
 * course may (chosen by the service asked about, before the checks, so that every field's problem
 * is said at once); a value given is checked either way.
 */
const leadSchema = (plansOptional: boolean) =>
  z.object({
    name: singleLine.pipe(
      z
        .string()
        .min(1, m.lead_name_missing())
        .refine((value) => codePoints(value) <= NAME_MAX, m.lead_name_long({ max: NAME_MAX })),
    ),
    email: singleLine.pipe(
      z.string().min(1, m.lead_email_missing()).max(EMAIL_MAX, m.lead_email_long()).pipe(z.email(m.lead_email_invalid())),
    ),
    company: singleLine.pipe(
      z
        .string()
        .refine((value) => codePoints(value) <= NAME_MAX, m.lead_company_long({ max: NAME_MAX }))
        .transform((value) => value || null),
    ),
    service: z.string().refine((value) => interestIds().includes(value), m.lead_service_missing()),
    // Empty is "not given", for a question about a course only; never a made-up id.
    budget: z
      .string()
      .refine((value) => (plansOptional && value === "") || budgetRanges.some((range) => range.id === value), m.lead_budget_missing()),
    timeline: z
      .string()
      .refine((value) => (plansOptional && value === "") || (timelineIds as string[]).includes(value), m.lead_timeline_missing()),
    message: z
      .string()
      .transform((value) => cleanText(value, { multiline: true }))
      .superRefine((value, context) => {
        const length = codePoints(value);
        if (length < MESSAGE_MIN)
          context.addIssue({
            code: "custom",
            message: m.lead_message_short({ min: MESSAGE_MIN, length: formatCount(length) }),
          });
        if (length > MESSAGE_MAX)
          context.addIssue({
            code: "custom",
            message: m.lead_message_long({ max: formatCount(MESSAGE_MAX), length: formatCount(length) }),
          });
      }),
    consent: z.literal("yes", { error: m.lead_consent_missing() }),
  });

export type LeadDetails = z.infer<ReturnType<typeof leadSchema>>;

export type ParsedLeadForm =
  | { ok: true; details: LeadDetails; values: LeadFormValues; submission: SubmissionId; honeypot: boolean }
  | { ok: false; errors: LeadFieldErrors; values: LeadFormValues; staleForm: boolean };

/** A form field's text; anything else (a file, a missing field) reads as empty. */
function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** What was typed into the form's fields, as typed, to show again. */
export function leadFormValues(form: FormData): LeadFormValues {
  const values: LeadFormValues = {};
  for (const field of leadFields) {
    const value = text(form, field);
    // A huge paste is cut to what the field could ever hold.
    if (value) values[field] = value.slice(0, MESSAGE_MAX * 2);
  }
  return values;
}

/**
 * Checks a posted contact form; fields it does not know are ignored. A form without an id
 * shaped like ours (from a page older than the form, say) is sent back as expired; whether
 * this site signed the id, and when, is for the spam checks (submit-lead.server.ts).
 */
export function parseLeadForm(form: FormData, now = Date.now()): ParsedLeadForm {
  const values = leadFormValues(form);
  const submission = readSubmissionId(text(form, "submissionId"), now);
  const staleForm = submission === undefined;
  const parsed = leadSchema(text(form, "service") === COURSE_QUESTION).safeParse(
    Object.fromEntries(leadFields.map((field) => [field, text(form, field)])),
  );
  if (!parsed.success || !submission) {
    const errors: LeadFieldErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as LeadField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors, values, staleForm };
  }
  return { ok: true, details: parsed.data, values, submission, honeypot: text(form, HONEYPOT_FIELD).length > 0 };
}
