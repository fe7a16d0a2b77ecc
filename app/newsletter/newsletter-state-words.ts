import { m } from "~/i18n/paraglide/messages.js";

/** Where a newsletter stands, in the staff's words: a draft, sending (so many of so many), or sent. */
export function newsletterStateWords(newsletter: { state: string; recipients: number; sent: number; failed: number }): string {
  if (newsletter.state === "draft") return m.staff_newsletter_state_draft();
  if (newsletter.state === "sending") return m.staff_newsletter_state_sending({ sent: newsletter.sent, of: newsletter.recipients });
  return newsletter.failed > 0
    ? m.staff_newsletter_state_sent_failed({ sent: newsletter.sent, failed: newsletter.failed })
    : m.staff_newsletter_state_sent({ sent: newsletter.sent });
}
