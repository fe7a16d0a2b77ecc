import { formatCount } from "~/config/money";
import { z } from "zod";
import { services } from "~/content/services.server";
import {
  budgetRanges,
  EMAIL_MAX,
  HONEYPOT_FIELD,
  leadFields,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  otherInterests,
  timelines,
  type LeadField,
} from "./contact-choices";
import { cleanText } from "~/.server/clean-text";
import { readSubmissionId, type SubmissionId } from "./submission-id.server";

/** Everything typed into the form, as typed (strings only), to give back beside its errors. */
export type LeadFormValues = Partial<Record<LeadField, string>>;
export type LeadFieldErrors = Partial<Record<LeadField, string>>;

/** What the form offers to help with: the services the site shows now, and the other interests. */
export function interestIds(): string[] {
  return [...services().map((service) => service.slug), ...otherInterests.map((choice) => choice.id)];
}

/** Letters as a person counts them (and PostgreSQL's char_length): an emoji is one, not two. */
const codePoints = (value: string) => [...value].length;

const singleLine = z.string().transform((value) => cleanText(value));

const BUDGET_MISSING = "Please choose a budget range, or “Not sure yet”.";
const TIMELINE_MISSING = "Please choose when you would like to start.";
/** The one interest whose budget and start are optional (contact-choices.ts). */
const COURSE_QUESTION = "course";

/**
 * A lead's checks. `plansOptional`: budget and start may be left empty, as a question about a
 * course may (chosen by the service asked about, before the checks, so that every field's problem
 * is said at once); a value given is checked either way.
 */
const leadSchema = (plansOptional: boolean) =>
  z.object({
    name: singleLine.pipe(
      z
        .string()
        .min(1, "Please tell us your name.")
        .refine((value) => codePoints(value) <= NAME_MAX, `Please keep your name to ${NAME_MAX} characters or fewer.`),
    ),
    email: singleLine.pipe(
      z
        .string()
        .min(1, "Please enter your email address, so we can reply.")
        .max(EMAIL_MAX, "That email address is too long; please check it.")
        .pipe(z.email("Please enter an email address we can reply to, like name@example.com.")),
    ),
    company: singleLine.pipe(
      z
        .string()
        .refine((value) => codePoints(value) <= NAME_MAX, `Please keep the company name to ${NAME_MAX} characters or fewer.`)
        .transform((value) => value || null),
    ),
    service: z.string().refine((value) => interestIds().includes(value), "Please choose what you would like help with."),
    // Empty is "not given", for a question about a course only; never a made-up id.
    budget: z
      .string()
      .refine((value) => (plansOptional && value === "") || budgetRanges.some((range) => range.id === value), BUDGET_MISSING),
    timeline: z
      .string()
      .refine((value) => (plansOptional && value === "") || timelines.some((timeline) => timeline.id === value), TIMELINE_MISSING),
    message: z
      .string()
      .transform((value) => cleanText(value, { multiline: true }))
      .superRefine((value, context) => {
        const length = codePoints(value);
        if (length < MESSAGE_MIN)
          context.addIssue({
            code: "custom",
            message: `Please tell us a little more: at least ${MESSAGE_MIN} characters (${length} so far).`,
          });
        if (length > MESSAGE_MAX)
          context.addIssue({
            code: "custom",
            message: `Please keep your message to ${formatCount(MESSAGE_MAX)} characters (it has ${formatCount(length)}).`,
          });
      }),
    consent: z.literal("yes", { error: "Please tick the box so that we may reply to you about your enquiry." }),
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
