import { z } from "zod";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * The sentence a visitor ticks to ask for a course's dates, in the page's language: stored with
 * the request, word for word, as they read it.
 */
export const dateAlertConsent = (): string => m.date_alert_consent();

/** The course page's "Email me the dates" form, as the server reads it, with its words in the page's language. */
export const dateAlertSchema = () =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, m.date_alert_email_missing())
      .max(254, m.date_alert_email_long())
      .pipe(z.email(m.date_alert_email_invalid())),
    consent: z.literal("yes", { error: m.date_alert_consent_missing() }),
  });

/** "Changed my mind": the request's id, from the answer page's button. */
export const dateAlertWithdrawalSchema = () => z.object({ request: z.uuid(m.date_alert_not_ours()) });
