import { z } from "zod";
import { newsletterLists, type NewsletterList } from "~/database/schema.server";
import { locales, type Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/** What the subscribe form asks for, as the server takes it. */
export type SubscribeRequest = { email: string; language: Locale; lists: NewsletterList[] };

/** The subscribe form as the server reads it, with its words in the page's language. */
export const subscribeSchema = () =>
  z.object({
    email: z
      .string(m.newsletter_email_missing())
      .trim()
      .min(1, m.newsletter_email_missing())
      .max(254, m.newsletter_email_long())
      .pipe(z.email(m.newsletter_email_invalid())),
    language: z.enum(locales, m.newsletter_language_unknown()),
    lists: z
      .array(z.enum(newsletterLists, m.newsletter_list_unknown()), m.newsletter_list_unknown())
      .min(1, m.newsletter_lists_missing())
      // A box sent twice is still one list.
      .transform((lists) => newsletterLists.filter((list) => lists.includes(list))),
  });

/** A form's fields as the schema takes them: the boxes of `lists` as a list, the others as one value each. */
export function subscribeFields(form: FormData): Record<string, unknown> {
  return { email: form.get("email") ?? undefined, language: form.get("language") ?? undefined, lists: form.getAll("lists") };
}
