import { randomUUID } from "node:crypto";
import type { Newsletter } from "~/newsletter/newsletters.server";
import { settings } from "~/platform/settings.server";
import { mailTransport } from "./mail-transport.server";
import { newsletterMail } from "./newsletter-mail.server";

/** No one: the reader of a preview or a test, whose unsubscribe link leads to a page that says there is nothing to leave. */
const NO_SUBSCRIBER = "00000000-0000-4000-8000-000000000000";

/** The newsletter as a member of staff receives it, for a preview or a test: to no subscriber. */
function staffCopy(newsletter: Newsletter, staffEmail: string) {
  const { mail, siteUrl } = settings();
  const reader = { id: NO_SUBSCRIBER, email: staffEmail, locale: newsletter.locale };
  return newsletterMail(newsletter, reader, { from: mail.from, siteUrl, stream: mail.newsletterStream }, randomUUID());
}

/**
 * A newsletter as its readers will receive it, for the staff's preview: its subject, HTML and
 * plain text. The HTML is shown in a frame of the staff page, under that page's policy, which
 * lets a style sheet in only with the page's `nonce`: the mail's own is given it.
 */
export function newsletterPreview(newsletter: Newsletter, staffEmail: string, nonce: string) {
  const message = staffCopy(newsletter, staffEmail);
  const html = String(message.html).replace("<style>", `<style nonce="${nonce}">`);
  return { subject: String(message.subject), html, text: String(message.text) };
}

/**
 * Sends a newsletter to the member of staff who asks, at once, marked as a test in its subject:
 * straight to the mail server rather than through the outbox, so the page can say whether it
 * went. Throws what the mail server answered when it did not.
 */
export async function sendNewsletterTest(newsletter: Newsletter, staffEmail: string, testWord: string): Promise<void> {
  const message = staffCopy(newsletter, staffEmail);
  const transport = mailTransport(settings().mail.delivery);
  try {
    await transport.send({ ...message, subject: `[${testWord}] ${String(message.subject)}` });
  } finally {
    transport.close();
  }
}
