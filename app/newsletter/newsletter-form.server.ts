import { z } from "zod";
import { newsletterLists } from "~/database/schema.server";
import { locales } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import type { NewsletterInput } from "./newsletters.server";

/** A newsletter's fields as the staff form sends them, to show again when refused. */
export type NewsletterTyped = Partial<Record<"subject" | "body" | "list" | "locale", string>>;
export type NewsletterErrors = Partial<Record<keyof NewsletterTyped, string>>;

const schema = () =>
  z.object({
    subject: z.string().trim().min(1, m.newsletter_form_subject_missing()).max(150, m.newsletter_form_subject_long()),
    body: z.string().trim().min(1, m.newsletter_form_body_missing()).max(200_000, m.newsletter_form_body_long()),
    list: z.enum(newsletterLists, m.newsletter_list_unknown()),
    locale: z.enum(locales, m.newsletter_language_unknown()),
  });

/** The staff's newsletter form, checked: what to store, or what was wrong with each field in the page's language. */
export function readNewsletterForm(
  form: FormData,
): { ok: true; input: NewsletterInput } | { ok: false; typed: NewsletterTyped; errors: NewsletterErrors } {
  const typed: NewsletterTyped = {};
  for (const name of ["subject", "body", "list", "locale"] as const) {
    const value = form.get(name);
    if (typeof value === "string") typed[name] = value;
  }
  const parsed = schema().safeParse(typed);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: NewsletterErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof NewsletterTyped] ??= issue.message;
  return { ok: false, typed, errors };
}
