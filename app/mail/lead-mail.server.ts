import type { Options as MailOptions } from "nodemailer/lib/mailer";
import { site } from "~/config/site";
import { dateFormat } from "~/i18n/intl";
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
  const labels = leadChoiceLabels(lead);
  // The same id on every try: a mail client shows a message sent twice (a crash between
  // sending and recording it) once.
  const messageId = `<${outboxId}@${new URL(context.siteUrl).hostname}>`;
  if (kind === "studio-notification") {
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
  }
  return {
    from: context.from,
    to: lead.email,
    replyTo: site.contactEmail,
    subject: `We have your message (${reference})`,
    messageId,
    text: [
      "Hello,",
      "",
      `Thank you for writing to ${site.name}. A lead designer or developer reads every message the day it arrives, and one of us will reply within one working day.`,
      "",
      `Your reference is ${reference}. You chose:`,
      "",
      `  Interested in: ${labels.service}`,
      `  Budget: ${labels.budget}`,
      `  Timeline: ${labels.timeline}`,
      "",
      `To add anything, reply to this email or write to ${site.contactEmail}, and mention your reference.`,
      "",
      `If you did not send us a message, someone typed your address into our form: you need do nothing, and we will not write again unless you reply. How we handle your details: ${context.siteUrl}/privacy`,
      "",
      `${site.name}`,
      context.siteUrl,
    ].join("\n"),
  };
}
