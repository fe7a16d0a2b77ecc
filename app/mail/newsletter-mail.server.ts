import type { Options as MailOptions } from "nodemailer/lib/mailer";
import { site } from "~/config/site";
import { renderMarkdown } from "~/content/markdown.server";
import type { NewsletterList } from "~/database/schema.server";
import { localizedPath, savedLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { inLocale } from "~/i18n/request-locale.server";
import { listNames } from "~/newsletter/newsletter-lists";
import type { Newsletter } from "~/newsletter/newsletters.server";
import { subscriptionLink } from "~/newsletter/subscription-links.server";
import { senderDetails } from "./sender-details.server";

/** Who sends, from which site, and the provider's stream for bulk mail (NEWSLETTER_MAIL_STREAM), if any. */
type Context = { from: string; siteUrl: string; stream?: string };

/** Who a newsletter goes to: a subscriber (their id signs their unsubscribe link) and their address. */
export type NewsletterReader = { id: string; email: string; locale: string };

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * A newsletter's Markdown as HTML for mail: rendered and sanitised as a post is, its site
 * addresses made whole (a mail has no site to be relative to), the headings' "#" links gone,
 * and each picture a link to it by its words: a picture fetched from the site as the mail
 * opens would tell the site who read it, which the newsletter promises not to know.
 */
export function mailHtml(markdown: string, siteUrl: string): string {
  return renderMarkdown(markdown)
    .html.replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, "")
    .replace(/<img\s[^>]*>/g, (image) => {
      const src = /\ssrc="([^"]*)"/.exec(image)?.[1] ?? "";
      const alt = /\salt="([^"]*)"/.exec(image)?.[1] ?? "";
      return `<a href="${src.split("#")[0]}">[${alt}]</a>`;
    })
    .replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteUrl}/`);
}

/** The plain text of a newsletter: its Markdown, which reads as it is, with the site's addresses made whole. */
export const mailText = (markdown: string, siteUrl: string) => markdown.trim().replace(/\]\(\/(?!\/)/g, `](${siteUrl}/`);

/**
 * Postmark's own switches (the privacy notice names it as the mail's deliverer), off for the
 * newsletter and its confirmation: it adds no pixel and rewrites no link, whatever its account
 * says. Other mail servers ignore headers they do not know.
 */
export const UNTRACKED = { "X-PM-TrackOpens": "false", "X-PM-TrackLinks": "None" };

/** The mail's look, as a style sheet (mail programs keep one in the head), so that a preview under the staff page's policy shows it too. */
const STYLE = `body{margin:0;padding:24px 12px;background:#f4f5fb;color:#1b1f33;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.6}
.letter{max-width:600px;margin:0 auto;background:#fff;border-radius:12px;padding:28px}
.sender{margin:0 0 16px;font-weight:700}
.foot{max-width:600px;margin:16px auto 0;font-size:13px;color:#4a4f66}
a{color:#3b46c8}
pre{white-space:pre-wrap;background:#f4f5fb;padding:12px;border-radius:8px}`;

/**
 * A newsletter as one subscriber receives it (issue 68): its Markdown as plain text and as
 * HTML, in its language, with RFC 8058's one-click unsubscribe (`List-Unsubscribe` and
 * `List-Unsubscribe-Post`), which mail programs show as a button, and the same link at its foot
 * beside the page to change lists. No pixel, no rewritten link: the site learns nothing of who
 * reads it. `messageId` names the delivery, so a message sent twice (a crash between the mail
 * server's answer and its record) shows once.
 */
export function newsletterMail(newsletter: Newsletter, reader: NewsletterReader, context: Context, messageId: string): MailOptions {
  return inLocale(savedLocale(newsletter.locale), () => {
    const unsubscribe = subscriptionLink(context.siteUrl, reader);
    const online = `${context.siteUrl}${localizedPath(`/newsletter/${newsletter.slug}`)}`;
    const post = newsletter.postSlug ? `${context.siteUrl}${localizedPath(`/blog/${newsletter.postSlug}`)}` : undefined;
    const list = listNames[newsletter.list as NewsletterList]();
    const why = m.newsletter_mail_why({ list, name: site.name });
    const sender = senderDetails(context.siteUrl);
    const host = new URL(context.siteUrl).hostname;
    const text = [
      mailText(newsletter.body, context.siteUrl),
      ...(post ? ["", m.newsletter_mail_post({ url: post })] : []),
      "",
      "-- ",
      why,
      m.newsletter_mail_unsubscribe_text({ url: unsubscribe }),
      m.newsletter_mail_online_text({ url: online }),
      "",
      ...sender.text,
    ].join("\n");
    const html = `<!doctype html>
<html lang="${newsletter.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(newsletter.subject)}</title><style>${STYLE}</style></head>
<body>
<div class="letter">
<p class="sender">${escape(site.name)}</p>
${mailHtml(newsletter.body, context.siteUrl)}
${post ? `<p><a href="${escape(post)}">${escape(m.newsletter_mail_post_link())}</a></p>` : ""}
</div>
<div class="foot">
<p>${escape(why)}</p>
<p><a href="${escape(unsubscribe)}">${escape(m.newsletter_mail_unsubscribe_link())}</a> · <a href="${escape(online)}">${escape(m.newsletter_mail_online_link())}</a></p>
<p>${escape(sender.company)}<br>${escape(sender.registration)}<br>${escape(sender.contact)}<br><a href="${escape(sender.legalNotice)}">${escape(m.nav_legal_notice())}</a></p>
</div>
</body></html>`;
    return {
      from: context.from,
      to: reader.email,
      replyTo: site.contactEmail,
      subject: newsletter.subject,
      messageId: `<${messageId}@${host}>`,
      list: {
        id: { url: `${newsletter.list}.${host}`, comment: `${site.name}: ${list}` },
        unsubscribe,
      },
      headers: {
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        ...UNTRACKED,
        ...(context.stream ? { "X-PM-Message-Stream": context.stream } : {}),
      },
      text,
      html,
    };
  });
}
