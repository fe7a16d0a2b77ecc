import { and, asc, eq, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { type ContentKind, cohorts, contentDocuments, contentRedirects, contentVersions, dateAlerts } from "~/database/schema.server";
import { recordAudit } from "~/privacy/audit-log.server";
import { ContentInvalidError, PUBLISH_LOCK, checkContent, publishedProblems, rewriteSearchEntries } from "./content-documents.server";
import { addressOf, keptData } from "./content-kinds.server";
import { baseLocale, type Locale } from "~/i18n/locale";
import { namings } from "./content-references.server";
import { auditName, publishedDetail, whoPublished } from "./content-audit.server";

/**
 * What staff do to published content (issue 40): publish a version now or at a time, take a
 * document off the site. Each checks, inside the transaction that makes the change, that the
 * version still passes its kind's schema and that everything published afterwards holds
 * together; otherwise nothing changes and the problems say which field. The caller tells the
 * pages (content-on-pages.server.ts) once the transaction has committed.
 */

/** No such document, or no such version of it: the studio answers 404. */
export class ContentNotFoundError extends Error {
  override name = "ContentNotFoundError";
}

/**
 * The version to publish is the one the site shows already: a colleague published it a moment
 * before (two pressed Publish at once, and took turns on the lock), or long before the page was
 * opened. Nothing is changed and nothing written; `by` is who published it, where that is known.
 */
export class VersionAlreadyPublishedError extends Error {
  override name = "VersionAlreadyPublishedError";
  constructor(
    readonly version: number,
    readonly by: string | null,
  ) {
    super(`Version ${version} is published already${by ? `, by ${by}` : ""}.`);
  }
}

/** Staff the change is made by: their email is what history and the audit log show. */
export type Editor = { email: string };

type LockedDocument = typeof contentDocuments.$inferSelect;

/**
 * Changes to what is published take turns, site-wide: each checks the whole published set
 * (requireWhole), and two at once under READ COMMITTED could each pass while together breaking
 * it (a post published naming an author another transaction unpublishes).
 */
export async function takePublishingTurn(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
}

async function lockDocument(tx: Transaction, documentId: string): Promise<LockedDocument> {
  await takePublishingTurn(tx);
  const [document] = await tx.select().from(contentDocuments).where(eq(contentDocuments.id, documentId)).for("update");
  if (!document) throw new ContentNotFoundError("There is no such document.");
  return document;
}

async function versionData(tx: Transaction, documentId: string, number: number): Promise<Record<string, unknown>> {
  const [version] = await tx
    .select({ data: contentVersions.data })
    .from(contentVersions)
    .where(and(eq(contentVersions.documentId, documentId), eq(contentVersions.number, number)));
  if (!version) throw new ContentNotFoundError(`Version ${number} of this document does not exist.`);
  return version.data as Record<string, unknown>;
}

/** Everything published must still hold together after a change, or the change is undone. */
async function requireWhole(tx: Transaction): Promise<void> {
  const problems = await publishedProblems(tx);
  if (problems.length > 0) throw new ContentInvalidError(problems);
}

/**
 * Makes `number` the version the public pages show. A kind whose data names its own address
 * (a service's slug) moves the document there: the old address is kept as a redirect, and a
 * course's cohorts follow it.
 */
async function publishInside(tx: Transaction, document: LockedDocument, number: number, by: string): Promise<void> {
  const kind = document.kind as ContentKind;
  const saved = await versionData(tx, document.id, number);
  const data = keptData(kind, document.locale as Locale, saved);
  const slug = addressOf(kind, data, document.slug);
  // A schema that changed since the version was saved refuses it here, with the field named.
  checkContent({ [kind]: [{ slug, data }] }, document.locale as Locale);
  // A translation moves with its English document, never on its own (decision 49).
  if (slug !== document.slug && document.locale !== baseLocale)
    throw new ContentInvalidError([`${kind} "${document.slug}": slug: a translation keeps the English document's address`]);
  if (slug !== document.slug) await moveDocument(tx, document, slug, by);
  await tx
    .update(contentDocuments)
    .set({ slug, publishedVersion: number, scheduledVersion: null, scheduledFor: null, scheduledBy: null, updatedAt: sql`now()` })
    .where(eq(contentDocuments.id, document.id));
  await requireWhole(tx);
  // Found by search on every instance the moment this commits (decision 71).
  await rewriteSearchEntries(tx);
  await recordAudit(tx, {
    actor: by,
    action: "content-published",
    detail: publishedDetail({ kind, slug, locale: document.locale }, number),
  });
}

/** A document's address from before a move answers with a redirect; its new one stops redirecting (it may have been this document's, or another's, once). */
async function redirectOldAddress(tx: Transaction, document: LockedDocument, slug: string): Promise<void> {
  await tx
    .delete(contentRedirects)
    .where(and(eq(contentRedirects.kind, document.kind), eq(contentRedirects.locale, document.locale), eq(contentRedirects.oldSlug, slug)));
  await tx
    .insert(contentRedirects)
    .values({ kind: document.kind, locale: document.locale, oldSlug: document.slug, documentId: document.id })
    .onConflictDoUpdate({
      target: [contentRedirects.kind, contentRedirects.locale, contentRedirects.oldSlug],
      set: { documentId: document.id, createdAt: sql`now()` },
    });
}

async function moveDocument(tx: Transaction, document: LockedDocument, slug: string, by: string): Promise<void> {
  // An English document's translations move with it, so the address must be free in every
  // language: German files seeded onto a site whose English had moved can hold it alone.
  const inLanguages = document.locale === baseLocale ? undefined : eq(contentDocuments.locale, document.locale);
  const [taken] = await tx
    .select({ id: contentDocuments.id })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, document.kind), inLanguages, eq(contentDocuments.slug, slug)));
  if (taken) throw new ContentInvalidError([`${document.kind} "${slug}": slug: another document has this address already`]);
  await redirectOldAddress(tx, document, slug);
  if (document.kind === "course") {
    await tx.update(cohorts).set({ courseSlug: slug }).where(eq(cohorts.courseSlug, document.slug));
    // Those waiting to hear of new dates are told of the course's, under its new address.
    await tx
      .update(dateAlerts)
      .set({ courseSlug: slug })
      .where(and(eq(dateAlerts.courseSlug, document.slug), isNull(dateAlerts.announcedAt)));
  }
  await renameWhereNamed(tx, document, slug, by);
  if (document.locale === baseLocale) await moveTranslations(tx, document, slug);
}

/**
 * An English document's translations move with it (decision 49): each to the new address, the
 * old one redirecting. Their words name no address (issue 62), so no version of theirs changes.
 */
async function moveTranslations(tx: Transaction, english: LockedDocument, slug: string): Promise<void> {
  const translations = await tx
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, english.kind), eq(contentDocuments.slug, english.slug), ne(contentDocuments.locale, baseLocale)))
    .for("update");
  for (const translation of translations) {
    await redirectOldAddress(tx, translation, slug);
    await tx
      .update(contentDocuments)
      .set({ slug, updatedAt: sql`now()` })
      .where(eq(contentDocuments.id, translation.id));
  }
}

/**
 * The published documents that name a moved one (the case studies made with a service, the
 * posts of a team member) name it by its new slug: each gets a new version saying so, published
 * with the move. Their unpublished drafts keep the old name, and are refused with it when published.
 */
async function renameWhereNamed(tx: Transaction, moved: LockedDocument, slug: string, by: string): Promise<void> {
  for (const naming of namings[moved.kind as ContentKind] ?? []) {
    const namers = await tx
      .select({ id: contentDocuments.id, latest: contentDocuments.latestVersion, data: contentVersions.data })
      .from(contentDocuments)
      .innerJoin(
        contentVersions,
        and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.number, contentDocuments.publishedVersion)),
      )
      // English only: a name is a fact, which a translation does not hold (issue 62).
      .where(and(eq(contentDocuments.kind, naming.by), eq(contentDocuments.locale, baseLocale)))
      .for("update", { of: contentDocuments });
    for (const namer of namers) {
      const before = namer.data as Record<string, unknown>;
      const after = naming.renamed(before, moved.slug, slug);
      if (after === before) continue;
      const number = namer.latest + 1;
      await tx.insert(contentVersions).values({ documentId: namer.id, number, data: after, createdBy: by });
      await tx
        .update(contentDocuments)
        .set({ latestVersion: number, publishedVersion: number, updatedAt: sql`now()` })
        .where(eq(contentDocuments.id, namer.id));
    }
  }
}

/**
 * Publishes a version now. Only the request that changes what the site shows publishes it and
 * writes its line in the audit log: of two at once, the second reads the document once the first
 * has committed (its row is locked until then) and finds the version out already.
 */
export async function publishVersion(db: Database, documentId: string, number: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, documentId);
    if (document.publishedVersion === number) throw new VersionAlreadyPublishedError(number, await whoPublished(tx, document, number));
    await publishInside(tx, document, number, editor.email);
  });
}

/**
 * Publishes a version at `at`, by whichever instance finds it due first (publishDue). Checked
 * now as it would be then, so a schedule that cannot go out is refused while its author is here.
 */
export async function scheduleVersion(db: Database, documentId: string, number: number, at: Date, editor: Editor): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, documentId);
    await versionData(tx, documentId, number);
    // Tried inside a savepoint that is always rolled back: the checks of publishing, no change.
    await tx
      .transaction(async (trial) => {
        await publishInside(trial, document, number, editor.email);
        throw new TrialDone();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TrialDone)) throw error;
      });
    await tx
      .update(contentDocuments)
      .set({ scheduledVersion: number, scheduledFor: at, scheduledBy: editor.email, updatedAt: sql`now()` })
      .where(eq(contentDocuments.id, documentId));
    await recordAudit(tx, {
      actor: editor.email,
      action: "content-scheduled",
      detail: `${auditName(document)} version ${number} for ${at.toISOString()}`,
    });
  });
}

class TrialDone extends Error {}

/** Takes a scheduled version off the schedule; what is published stays. */
export async function cancelSchedule(db: Database, documentId: string): Promise<{ cancelled: boolean; publishedVersion: number | null }> {
  return db.transaction(async (tx) => {
    const document = await lockDocument(tx, documentId);
    // Its time came while the page was open (the version went out), or a colleague cancelled it.
    if (document.scheduledVersion === null) return { cancelled: false, publishedVersion: document.publishedVersion };
    await tx
      .update(contentDocuments)
      .set({ scheduledVersion: null, scheduledFor: null, scheduledBy: null, updatedAt: sql`now()` })
      .where(eq(contentDocuments.id, documentId));
    return { cancelled: true, publishedVersion: document.publishedVersion };
  });
}

/**
 * Takes a document off the public pages; its versions stay. Refused while something published
 * names it (a course's instructor, a post's author), and for a course that has cohorts: their
 * learners' bookings point at its page.
 */
export async function unpublishDocument(db: Database, documentId: string, editor: Editor): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, documentId);
    if (document.publishedVersion === null) return;
    if (document.kind === "course") {
      const [cohort] = await tx.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.courseSlug, document.slug)).limit(1);
      if (cohort)
        throw new ContentInvalidError([
          `course "${document.slug}": has cohorts, whose learners' bookings link to its page; close them instead (Cohorts)`,
        ]);
    }
    await tx
      .update(contentDocuments)
      .set({ publishedVersion: null, scheduledVersion: null, scheduledFor: null, scheduledBy: null, updatedAt: sql`now()` })
      .where(eq(contentDocuments.id, documentId));
    await requireWhole(tx);
    await rewriteSearchEntries(tx);
    await recordAudit(tx, { actor: editor.email, action: "content-unpublished", detail: auditName(document) });
  });
}

/**
 * Publishes every scheduled version whose time has come. Each goes out in its own transaction,
 * taken with SKIP LOCKED so two instances never publish one twice; one that no longer passes its
 * checks leaves the schedule, with the reason logged, rather than being tried every second.
 * Returns how many went out, and counts them in `published` as they go (for a caller whose
 * later one failed).
 */
export async function publishDue(db: Database, now = new Date(), published = { count: 0 }): Promise<number> {
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      await takePublishingTurn(tx);
      const [due] = await tx
        .select()
        .from(contentDocuments)
        .where(and(isNotNull(contentDocuments.scheduledFor), lte(contentDocuments.scheduledFor, now)))
        .orderBy(asc(contentDocuments.scheduledFor))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return "none" as const;
      // A schedule for the version the site already shows: nothing to publish, and nothing to write twice.
      if (due.publishedVersion === due.scheduledVersion) {
        await tx
          .update(contentDocuments)
          .set({ scheduledVersion: null, scheduledFor: null, scheduledBy: null })
          .where(eq(contentDocuments.id, due.id));
        return "refused" as const;
      }
      try {
        await tx.transaction((attempt) => publishInside(attempt, due, due.scheduledVersion!, due.scheduledBy!));
        return "published" as const;
      } catch (error) {
        if (!(error instanceof ContentInvalidError || error instanceof ContentNotFoundError)) throw error;
        console.error(`The version of ${due.kind} "${due.slug}" scheduled by ${due.scheduledBy} was not published:`, error.message);
        await tx
          .update(contentDocuments)
          .set({ scheduledVersion: null, scheduledFor: null, scheduledBy: null })
          .where(eq(contentDocuments.id, due.id));
        return "refused" as const;
      }
    });
    if (outcome === "none") return published.count;
    if (outcome === "published") published.count++;
  }
}
