import type { NewsletterList } from "~/database/schema.server";
import { site } from "~/config/site";
import { m } from "~/i18n/paraglide/messages.js";

/** Each list's name, in the page's language; the lists a form offers, in this order. */
export const listNames: Record<NewsletterList, () => string> = {
  news: m.newsletter_list_news,
  "course-dates": m.newsletter_list_course_dates,
};

/** The lists as a form's boxes, with their names in the page's language. */
export const listOptions = () => (Object.keys(listNames) as NewsletterList[]).map((list) => ({ value: list, label: listNames[list]() }));

/**
 * What a visitor reads beside the form's button, in the page's language: stored with their
 * request, word for word, as the consent they gave by confirming it.
 */
export const subscriptionConsent = (): string => m.newsletter_consent({ name: site.name });

/** At most one confirmation mail in this many hours to an address, whoever types it into the form (issue 68); the answer page says it. */
export const CONFIRMATION_EVERY_HOURS = 24;

/** The most confirmation mails an address gets before it first confirms: after that, typing it in sends nothing. */
export const MOST_UNCONFIRMED_MAILS = 3;

/** How long a confirmation link works after its mail was queued: the mail and the pages say it. */
export const CONFIRMATION_VALID_DAYS = 7;
