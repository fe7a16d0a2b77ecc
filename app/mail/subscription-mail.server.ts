import type { Options as MailOptions } from "nodemailer/lib/mailer";
import { site } from "~/config/site";
import type { NewsletterList, subscribers } from "~/database/schema.server";
import { savedLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { inLocale } from "~/i18n/request-locale.server";
import { listNames } from "~/newsletter/newsletter-lists";
import { CONFIRMATION_VALID_DAYS } from "~/newsletter/newsletter-lists";
import { confirmationLink } from "~/newsletter/subscription-links.server";
import { UNCONFIRMED_KEPT_DAYS } from "~/newsletter/subscriptions.server";
import { UNTRACKED } from "./newsletter-mail.server";
import { senderDetails } from "./sender-details.server";

type Context = { from: string; siteUrl: string };

/**
 * The newsletter's confirmation (double opt-in, issue 68), in the language asked for: the lists
 * asked for and the link that confirms them. It goes to whatever address was typed, so it
 * repeats nothing else the form sent, says what ignoring it does, and who sends it.
 */
export function subscriptionConfirmationMail(subscriber: typeof subscribers.$inferSelect, context: Context, outboxId: string): MailOptions {
  const locale = savedLocale(subscriber.requestedLocale ?? subscriber.locale);
  return inLocale(locale, () => {
    const lists = (subscriber.requestedLists ?? subscriber.lists) as NewsletterList[];
    const link = confirmationLink(context.siteUrl, { id: subscriber.id, locale }, subscriber.confirmationSentAt ?? new Date(0));
    return {
      from: context.from,
      to: subscriber.email,
      replyTo: site.contactEmail,
      subject: m.newsletter_mail_subject({ name: site.name }),
      headers: UNTRACKED,
      // The same id on every try: a message sent twice (a crash before it was recorded) shows once.
      messageId: `<${outboxId}@${new URL(context.siteUrl).hostname}>`,
      text: [
        m.newsletter_mail_hello(),
        "",
        m.newsletter_mail_intro({ name: site.name }),
        "",
        ...lists.map((list) => `  - ${listNames[list]()}`),
        "",
        m.newsletter_mail_confirm({ days: CONFIRMATION_VALID_DAYS }),
        link,
        "",
        m.newsletter_mail_ignore({ days: UNCONFIRMED_KEPT_DAYS }),
        "",
        "-- ",
        site.name,
        context.siteUrl,
        ...senderDetails(context.siteUrl).text,
      ].join("\n"),
    };
  });
}
