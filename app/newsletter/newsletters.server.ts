import { and, desc, eq, getTableColumns, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import {
  contentDocuments,
  contentVersions,
  newsletterDeliveries,
  newsletters,
  subscribers,
  type NewsletterList,
} from "~/database/schema.server";
import type { Locale } from "~/i18n/locale";

export type Newsletter = typeof newsletters.$inferSelect;

/** What a newsletter is written as: its words, and whom it goes to. */
export type NewsletterInput = { subject: string; body: string; locale: Locale; list: NewsletterList };

/** Addresses the newsletter's own pages take: no newsletter may be called so. */
const TAKEN = new Set(["subscribe", "confirm", "subscription"]);

/** A slug for a new newsletter: the address its subject suggests, made unique with a number where another has it. */
async function freeSlug(db: Database, suggested: string, now: Date): Promise<string> {
  const base = suggested.slice(0, 70).replace(/-+$/, "") || `newsletter-${now.toISOString().slice(0, 10)}`;
  const stem = TAKEN.has(base) ? `${base}-newsletter` : base;
  const rows = await db
    .select({ slug: newsletters.slug })
    .from(newsletters)
    .where(sql`${newsletters.slug} = ${stem} or ${newsletters.slug} ~ ${`^${stem}-[0-9]+$`}`);
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/**
 * A new draft, written by `staff` (their address). `address`: the one its subject suggests, as a
 * document's title suggests its own (the caller's `suggestedAddress`); its page in the archive.
 */
export async function createNewsletter(
  db: Database,
  { address, postSlug, ...input }: NewsletterInput & { address: string; postSlug?: string },
  staff: string,
  now: Date,
): Promise<Newsletter> {
  // Twice at most: another draft of the same subject may take the address between the look and the insert.
  for (let tries = 0; ; tries++) {
    const slug = await freeSlug(db, address, now);
    const [made] = await db
      .insert(newsletters)
      .values({ ...input, postSlug: postSlug ?? null, slug, createdBy: staff, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
    if (tries > 0) throw new Error(`No free address for a newsletter called ${address}.`);
  }
}

/** A draft's words and whom it goes to, changed; undefined once it is sending (it is fixed then). */
export async function updateNewsletter(db: Database, id: string, input: NewsletterInput, now: Date): Promise<Newsletter | undefined> {
  const [changed] = await db
    .update(newsletters)
    .set({ ...input, updatedAt: now })
    .where(and(eq(newsletters.id, id), eq(newsletters.state, "draft")))
    .returning();
  return changed;
}

/** A draft deleted; false when there is none such (it went out). */
export async function deleteDraft(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(newsletters)
    .where(and(eq(newsletters.id, id), eq(newsletters.state, "draft")))
    .returning({ id: newsletters.id });
  return deleted.length > 0;
}

export async function newsletterById(db: Database, id: string): Promise<Newsletter | undefined> {
  const [newsletter] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  return newsletter;
}

/** The subscribers a newsletter to `list` in `locale` would reach now: confirmed, on the list, in the language, not suppressed. */
const reachedBy = (list: string, locale: string) =>
  and(sql`${list} = any(${subscribers.lists})`, eq(subscribers.locale, locale), isNull(subscribers.suppressedAt));

export async function audienceOf(db: Database, newsletter: Pick<Newsletter, "list" | "locale">): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(reachedBy(newsletter.list, newsletter.locale));
  return row!.count;
}

/**
 * "Send": in one transaction, a delivery for every subscriber the newsletter reaches now, and
 * the newsletter fixed as sending. The deliveries are what the sender works through, at its
 * rate, across restarts; the pair is unique, so no one is written twice. Undefined when it was
 * not a draft (sent already, or by someone else a moment ago).
 */
export async function startSending(db: Database, id: string, staff: string, now: Date): Promise<{ recipients: number } | undefined> {
  return db.transaction(async (tx) => {
    const [newsletter] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for("update");
    if (!newsletter || newsletter.state !== "draft") return undefined;
    const written = await tx.execute<{ count: number }>(sql`
      with written as (
        insert into ${newsletterDeliveries} (newsletter_id, subscriber_id, next_attempt_at)
        select ${id}, ${subscribers.id}, ${now.toISOString()}::timestamptz from ${subscribers}
        where ${reachedBy(newsletter.list, newsletter.locale)}
        on conflict do nothing
        returning 1
      )
      select count(*)::int as count from written`);
    const recipients = written.rows[0]!.count;
    await tx
      .update(newsletters)
      .set({ state: recipients > 0 ? "sending" : "sent", sendingAt: now, sentBy: staff, recipients, sentAt: recipients > 0 ? null : now })
      .where(eq(newsletters.id, id));
    return { recipients };
  });
}

/** A newsletter's deliveries so far: waiting (to send or to try again), sent, and failed for good. */
export type Progress = { waiting: number; sent: number; failed: number };

export async function progressOf(db: Database, id: string): Promise<Progress> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${newsletterDeliveries.sentAt} is null and ${newsletterDeliveries.failedAt} is null and ${newsletterDeliveries.subscriberId} is not null)::int`,
      sent: sql<number>`count(*) filter (where ${newsletterDeliveries.sentAt} is not null)::int`,
      failed: sql<number>`count(*) filter (where ${newsletterDeliveries.failedAt} is not null)::int`,
    })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.newsletterId, id));
  return row!;
}

/** The addresses a newsletter failed to reach for good, with why: the staff page lists them. */
export async function failuresOf(db: Database, id: string): Promise<{ email: string; error: string; at: Date }[]> {
  const rows = await db
    .select({ email: subscribers.email, error: newsletterDeliveries.lastError, at: newsletterDeliveries.failedAt })
    .from(newsletterDeliveries)
    .innerJoin(subscribers, eq(newsletterDeliveries.subscriberId, subscribers.id))
    .where(and(eq(newsletterDeliveries.newsletterId, id), isNotNull(newsletterDeliveries.failedAt)))
    .orderBy(subscribers.email)
    .limit(500);
  return rows.map((row) => ({ email: row.email, error: row.error ?? "", at: row.at! }));
}

/** Every newsletter, newest first, with its progress: the staff's list, in one query. */
export async function newsletterList(db: Database): Promise<(Newsletter & Progress)[]> {
  return db
    .select({
      ...getTableColumns(newsletters),
      waiting: sql<number>`count(${newsletterDeliveries.id}) filter (where ${newsletterDeliveries.sentAt} is null and ${newsletterDeliveries.failedAt} is null and ${newsletterDeliveries.subscriberId} is not null)::int`,
      sent: sql<number>`count(${newsletterDeliveries.id}) filter (where ${newsletterDeliveries.sentAt} is not null)::int`,
      failed: sql<number>`count(${newsletterDeliveries.id}) filter (where ${newsletterDeliveries.failedAt} is not null)::int`,
    })
    .from(newsletters)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.newsletterId, newsletters.id))
    .groupBy(newsletters.id)
    .orderBy(desc(newsletters.createdAt))
    .limit(200);
}

/** The archive in a language: every newsletter whose sending began, newest first. */
export async function archiveOf(db: Database, locale: Locale): Promise<Newsletter[]> {
  return db
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.locale, locale), isNotNull(newsletters.sendingAt)))
    .orderBy(desc(newsletters.sendingAt))
    .limit(200);
}

/** One newsletter of the archive, by its address in its language; undefined for a draft, another language's, or none. */
export async function archivedNewsletter(db: Database, slug: string, locale: Locale): Promise<Newsletter | undefined> {
  const [newsletter] = await db
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.slug, slug), eq(newsletters.locale, locale), isNotNull(newsletters.sendingAt)));
  return newsletter;
}

/**
 * A post's words as published in `locale`, for a newsletter made of it: its title, summary and
 * Markdown body. Undefined when it is not published in that language: a language's subscribers
 * get its words, never English's in their place.
 */
export async function postForNewsletter(
  db: Database,
  slug: string,
  locale: Locale,
): Promise<{ title: string; summary: string; body: string } | undefined> {
  const [row] = await db
    .select({ data: contentVersions.data })
    .from(contentDocuments)
    .innerJoin(
      contentVersions,
      and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.number, contentDocuments.publishedVersion)),
    )
    .where(and(eq(contentDocuments.kind, "post"), eq(contentDocuments.slug, slug), eq(contentDocuments.locale, locale)));
  const data = row?.data as { title?: string; summary?: string; body?: string } | undefined;
  // A post's file begins its body with a blank line; a mail and its draft's field do not.
  return data?.title && data.body ? { title: data.title, summary: data.summary ?? "", body: data.body.trim() } : undefined;
}

/**
 * A draft of a post as published in `locale`, to that language's subscribers of the news: the
 * subject is its title, the text its body, and the mail leads to its page. Undefined when it is
 * not published in that language.
 */
export async function newsletterFromPost(
  db: Database,
  { slug, locale, address }: { slug: string; locale: Locale; address: (title: string) => string },
  staff: string,
  now: Date,
): Promise<Newsletter | undefined> {
  const post = await postForNewsletter(db, slug, locale);
  if (!post) return undefined;
  return createNewsletter(
    db,
    { subject: post.title, body: post.body, locale, list: "news", postSlug: slug, address: address(post.title) },
    staff,
    now,
  );
}
