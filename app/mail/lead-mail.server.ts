import type { Options as MailOptions } from "nodemailer/lib/mailer";
import { site } from "~/config/site";
import { dateFormat } from "~/i18n/intl";
import { baseLocale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { isLocale } from "~/i18n/paraglide/runtime.js";
import { inLocale } from "~/i18n/request-locale.server";
import type { LeadMailKind, leads } from "~/database/schema.server";
import { leadChoiceLabels } from "~/leads/lead-labels.server";
import { leadReference } from "~/leads/lead-store.server";

type Lead = typeof leads.$inferSelect;

const received = { dateStyle: "long", timeStyle: "short", timeZone: "UTC" } as const;

/**
 * The message an outbox row stands for, made from its lead when it is sent. Plain text only:
 * what a visitor typed reaches the studio as text, never as markup. The acknowledgement goes to
 * whatever address was typed, so it repeats nothing the sender wrote (no name, no message): the
 * form cannot be used to send someone else words of the sender's choosing.
 */
export function leadMail(
  kind: LeadMailKind,
  lead: Lead,
  context: { from: string; studio: string; siteUrl: string },
  outboxId: string,
): MailOptions {
  const reference = leadReference(lead.id);
  // The same id on every try: a mail client shows a message sent twice (a crash between
  // sending and recording it) once.
  const messageId = `<${outboxId}@${new URL(context.siteUrl).hostname}>`;
  if (kind === "studio-notification") {
    // The studio's language, whichever the sender wrote in (the mail may be made during a request).
    return inLocale(baseLocale, () => {
      const labels = leadChoiceLabels(lead);
      return {
        from: context.from,
        to: context.studio,
        replyTo: { name: lead.name, address: lead.email },
        subject: `New enquiry ${reference}: ${labels.service}`,
        messageId,
        text: [
          `${lead.name} wrote through the contact form on ${dateFormat(received).format(lead.receivedAt)} UTC.`,
          "",
          `Reference: ${reference}`,
          `Name: ${lead.name}`,
          `Email: ${lead.email}`,
          `Company: ${lead.company ?? "(not given)"}`,
          `Interested in: ${labels.service}`,
          `Budget: ${labels.budget}`,
          `Timeline: ${labels.timeline}`,
          "",
          "Message:",
          "",
          lead.message,
          "",
          "-- ",
          `Reply to this email to answer ${lead.email} directly.`,
          `The lead in the staff inbox: ${context.siteUrl}/admin/leads/${lead.id}`,
        ].join("\n"),
      };
    });
  }
  // In the language the form was sent in: the mail is made later, outside its request.
  return inLocale(isLocale(lead.locale) ? lead.locale : baseLocale, () => {
    const labels = leadChoiceLabels(lead);
    return {
      from: context.from,
      to: lead.email,
      replyTo: site.contactEmail,
      subject: m.ack_subject({ reference }),
      messageId,
      text: [
        m.ack_hello(),
        "",
        m.ack_thanks({ name: site.name }),
        "",
        m.ack_reference({ reference }),
        "",
        `  ${m.ack_interest({ value: labels.service })}`,
        `  ${m.ack_budget({ value: labels.budget })}`,
        `  ${m.ack_timeline({ value: labels.timeline })}`,
        "",
        m.ack_add({ email: site.contactEmail }),
        "",
        m.ack_not_you({ url: `${context.siteUrl}${localizedPath("/privacy")}` }),
        "",
        `${site.name}`,
        context.siteUrl,
      ].join("\n"),
    };
  });
}
