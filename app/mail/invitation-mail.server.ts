import type { Options as MailOptions } from "nodemailer/lib/mailer";
import { calendarDay } from "~/config/calendar-day";
import { site } from "~/config/site";
import type { staffInvitations } from "~/database/schema.server";
import { baseLocale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { isLocale } from "~/i18n/paraglide/runtime.js";
import { inLocale } from "~/i18n/request-locale.server";
import { invitationToken } from "~/staff/staff-invitations.server";

type Context = { from: string; siteUrl: string };

/**
 * The mail that tells someone a staff member gave their address access to the staff pages
 * (issue 64), in the language of the page they were invited from: what role, who gave it, and
 * how to take it up: its link, signed by the site (staff-invitations.server.ts), opened by an
 * account with this address, confirmed. The link alone grants nothing, so a forwarded mail gives
 * nobody else the role.
 */
export function invitationMail(invitation: typeof staffInvitations.$inferSelect, context: Context, outboxId: string): MailOptions {
  return inLocale(isLocale(invitation.locale) ? invitation.locale : baseLocale, () => {
    const role = invitation.role === "staff" ? m.people_role_staff() : m.people_role_editor();
    const link = `${context.siteUrl}${localizedPath(`/account/invitation/${invitationToken(invitation.id)}`)}`;
    return {
      from: context.from,
      to: invitation.email,
      replyTo: site.contactEmail,
      subject: m.invitation_mail_subject({ site: site.name }),
      // The same id on every try: a message sent twice (a crash before it was recorded) shows once.
      messageId: `<${outboxId}@${new URL(context.siteUrl).hostname}>`,
      text: [
        m.invitation_mail_hello(),
        "",
        m.invitation_mail_intro({ by: invitation.invitedBy, site: site.name, role }),
        "",
        m.invitation_mail_how({ email: invitation.email }),
        link,
        "",
        m.invitation_mail_until({ day: calendarDay(invitation.expiresAt, { onStudioClock: true }) }),
        m.invitation_mail_unexpected(),
        "",
        site.name,
        context.siteUrl,
      ].join("\n"),
    };
  });
}
