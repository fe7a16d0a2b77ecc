import { database } from "~/database/database.server";
import { fieldErrors } from "~/identity/auth-forms";
import { m } from "~/i18n/paraglide/messages.js";
import { mailQueued } from "~/platform/mail-queued.server";
import type { RateLimitAnswer } from "~/platform/rate-limit.server";
import { type PostedForm, refusedFormMessage } from "~/platform/posted-form.server";
import { subscriptionConsent } from "./newsletter-lists";
import type { SubscribeErrors, SubscribeValues } from "./subscribe-form";
import { subscribeFields, subscribeSchema } from "./subscribe-form.server";
import { requestSubscription } from "./subscriptions.server";

/** The subscribe form's answer: what to show, with its status and headers. */
export type SubscribeAnswer =
  | { kind: "refused"; errors: SubscribeErrors; formError?: string; values: SubscribeValues; status: 400 | 429; retryAfter?: number }
  | { kind: "asked"; email: string };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : undefined);

/** Spends one of the sender's network's forms (the contact form's limit, which the route names). */
type Spend = () => Promise<RateLimitAnswer>;

/**
 * A visitor's subscribe form: checked, counted against the limit `spend` keeps for their network
 * (only once it is valid), and kept as a request to confirm, with its confirmation mail queued
 * (or not, within the day).
 */
export async function subscribe(posted: PostedForm, spend: Spend): Promise<SubscribeAnswer> {
  if (!posted.ok) return { kind: "refused", errors: {}, formError: refusedFormMessage(posted.problem), values: {}, status: 400 };
  const form = posted.form;
  const values = {
    email: text(form.get("email")),
    language: text(form.get("language")),
    lists: form.getAll("lists").flatMap((list) => text(list) ?? []),
  };
  const parsed = subscribeSchema().safeParse(subscribeFields(form));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { kind: "refused", errors: { email: errors.email, language: errors.language, lists: errors.lists }, values, status: 400 };
  }
  const spent = await spend();
  if (!spent.allowed)
    return { kind: "refused", errors: {}, formError: m.newsletter_too_many(), values, status: 429, retryAfter: spent.retryAfter };
  const { email, language, lists } = parsed.data;
  const outcome = await requestSubscription(await database(), {
    email,
    locale: language,
    lists,
    // The sentence beside the button, as this page showed it.
    consent: subscriptionConsent(),
    now: new Date(),
  });
  if (outcome === "queued") mailQueued();
  return { kind: "asked", email };
}
