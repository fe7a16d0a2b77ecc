import { calendarDay } from "~/config/calendar-day";
import { renderMarkdown } from "~/content/markdown.server";
import { database, isUnavailable } from "~/database/database.server";
import type { NewsletterList } from "~/database/schema.server";
import { getLocale, localizedPath } from "~/i18n/locale";
import { listNames } from "./newsletter-lists";
import { archivedNewsletter, archiveOf, type Newsletter } from "./newsletters.server";

/** How long an archive page is kept: a newsletter sent on another instance shows within it. */
export const ARCHIVE_FRESH_SECONDS = 60;

/** A sent newsletter as the archive lists it, in the page's language. */
export type ArchiveEntry = { slug: string; subject: string; day: string; list: string };

const entryOf = (newsletter: Newsletter): ArchiveEntry => ({
  slug: newsletter.slug,
  subject: newsletter.subject,
  day: calendarDay(newsletter.sendingAt!),
  list: listNames[newsletter.list as NewsletterList](),
});

/** The newsletters sent in the page's language, newest first; null while the database is away (the page says so, and is not kept). */
export async function archiveEntries(): Promise<ArchiveEntry[] | null> {
  try {
    return (await archiveOf(await database(), getLocale())).map(entryOf);
  } catch (error) {
    if (isUnavailable(error)) return null;
    throw error;
  }
}

/** One sent newsletter as its page shows it, its text as safe HTML; undefined when there is none such in the page's language. */
export async function archivedIssue(slug: string) {
  const newsletter = /^[a-z0-9-]{1,80}$/.test(slug) ? await archivedNewsletter(await database(), slug, getLocale()) : undefined;
  if (!newsletter) return undefined;
  return {
    ...entryOf(newsletter),
    html: renderMarkdown(newsletter.body).html,
    post: newsletter.postSlug ? localizedPath(`/blog/${newsletter.postSlug}`) : null,
  };
}
