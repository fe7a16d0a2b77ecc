import { and, eq, sql } from "drizzle-orm";
import { type Database, isUniqueViolation, type Transaction } from "~/database/database.server";
import { type ContentKind, contentDocuments, contentVersions } from "~/database/schema.server";
import type { Locale } from "~/i18n/locale";
import { recordAudit } from "~/privacy/audit-log.server";
import { ContentInvalidError, DEFAULT_LOCALE, checkContent } from "./content-documents.server";
import { addressOf, keptData } from "./content-kinds.server";
import { ContentNotFoundError, type Editor } from "./content-publishing.server";
import { outOfStepWithEnglish, sourceVersionFor } from "./translations.server";
import { auditName } from "./content-audit.server";

/**
 * Saving in the studio (issue 40): every save is a new version, checked by its kind's schema,
 * and changes nothing the public pages show until it is published.
 */

/**
 * A save made from an older version than the newest: someone else saved in between. Nothing is
 * saved; the caller shows both (what was typed, and `theirs`) and their differences.
 */
export class ContentConflictError extends Error {
  override name = "ContentConflictError";
  constructor(readonly theirs: { number: number; by: string; at: Date; data: Record<string, unknown> }) {
    super(`${theirs.by} saved version ${theirs.number} while you were editing.`);
  }
}

function checked(kind: ContentKind, slug: string, data: Record<string, unknown>, locale: Locale = DEFAULT_LOCALE): Record<string, unknown> {
  return checkContent({ [kind]: [{ slug, data }] }, locale)[kind][0]!.data;
}

async function addVersion(
  tx: Transaction,
  documentId: string,
  number: number,
  data: Record<string, unknown>,
  editor: Editor,
  sourceVersion: number | null,
) {
  await tx.insert(contentVersions).values({ documentId, number, data, createdBy: editor.email, sourceVersion });
  await tx
    .update(contentDocuments)
    .set({ latestVersion: number, updatedAt: sql`now()` })
    .where(eq(contentDocuments.id, documentId));
}

/**
 * Saves `data` as the document's next version, if the newest is still `basedOn` (the version
 * the form was opened from); otherwise refuses with the newer one (ContentConflictError).
 * Returns the new version's number.
 */
export async function saveDraft(db: Database, draft: Draft): Promise<number> {
  return db.transaction(async (tx) => (await saveInside(tx, draft)).number);
}

type Draft = {
  documentId: string;
  basedOn: number;
  data: Record<string, unknown>;
  editor: Editor;
  /** A translation's restored version keeps the English version it was written from; a save is written from English's now. */
  sourceVersion?: number | null;
};

async function saveInside(
  tx: Transaction,
  { documentId, basedOn, data, editor, sourceVersion }: Draft,
): Promise<{ number: number; document: typeof contentDocuments.$inferSelect }> {
  const [document] = await tx.select().from(contentDocuments).where(eq(contentDocuments.id, documentId)).for("update");
  if (!document) throw new ContentNotFoundError("There is no such document.");
  const kind = document.kind as ContentKind;
  if (document.latestVersion !== basedOn) {
    const [theirs] = await tx
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.documentId, documentId), eq(contentVersions.number, document.latestVersion)));
    throw new ContentConflictError({
      number: theirs!.number,
      by: theirs!.createdBy,
      at: theirs!.createdAt,
      data: theirs!.data as Record<string, unknown>,
    });
  }
  const number = document.latestVersion + 1;
  // A translation keeps the address of the English it translates (decision 49).
  if (document.locale !== DEFAULT_LOCALE && addressOf(kind, data, document.slug) !== document.slug)
    throw new ContentInvalidError([`${kind} "${document.slug}": slug: a translation keeps the English document's address`]);
  const outOfStep = await outOfStepWithEnglish(tx, document, data);
  if (outOfStep.length > 0) throw new ContentInvalidError(outOfStep);
  const source = sourceVersion !== undefined ? sourceVersion : await sourceVersionFor(tx, document);
  await addVersion(
    tx,
    documentId,
    number,
    checked(kind, addressOf(kind, data, document.slug), data, document.locale as Locale),
    editor,
    source,
  );
  return { number, document };
}

/** Makes a new document of a kind, with `data` as its first version, unpublished. Returns its id. */
export async function createDocument(
  db: Database,
  { kind, slug, data, editor }: { kind: ContentKind; slug: string; data: Record<string, unknown>; editor: Editor },
): Promise<string> {
  const address = addressOf(kind, data, slug);
  const first = checked(kind, address, data);
  const taken = () => new ContentInvalidError([`${kind} "${address}": slug: another document has this address already`]);
  return db
    .transaction(async (tx) => {
      const [found] = await tx
        .select({ id: contentDocuments.id })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.locale, DEFAULT_LOCALE), eq(contentDocuments.slug, address)));
      if (found) throw taken();
      const [{ last } = { last: -1 }] = await tx
        .select({ last: sql<number>`coalesce(max(${contentDocuments.position}), -1)` })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.locale, DEFAULT_LOCALE)));
      const [document] = await tx
        .insert(contentDocuments)
        .values({ kind, slug: address, locale: DEFAULT_LOCALE, position: Number(last) + 1, latestVersion: 1 })
        .returning({ id: contentDocuments.id });
      await tx.insert(contentVersions).values({ documentId: document!.id, number: 1, data: first, createdBy: editor.email });
      return document!.id;
    })
    .catch((error: unknown) => {
      // Two made at once with one address: the second meets the unique index, not the check above.
      throw isUniqueViolation(error) ? taken() : error;
    });
}

/**
 * Makes an old version the newest again, as a new version (history is never rewritten), if the
 * newest is still `basedOn`. Checked by today's schema. Returns the new version's number.
 */
export async function restoreVersion(
  db: Database,
  { documentId, number, basedOn, editor }: { documentId: string; number: number; basedOn: number; editor: Editor },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ data: contentVersions.data, sourceVersion: contentVersions.sourceVersion })
      .from(contentVersions)
      .where(and(eq(contentVersions.documentId, documentId), eq(contentVersions.number, number)));
    if (!old) throw new ContentNotFoundError(`Version ${number} of this document does not exist.`);
    const [document] = await tx.select().from(contentDocuments).where(eq(contentDocuments.id, documentId));
    if (!document) throw new ContentNotFoundError("There is no such document.");
    const restored = await saveInside(tx, {
      documentId,
      basedOn,
      data: keptData(document.kind as ContentKind, document.locale as Locale, old.data as Record<string, unknown>),
      editor,
      sourceVersion: old.sourceVersion,
    });
    await recordAudit(tx, {
      actor: editor.email,
      action: "content-restored",
      detail: `${auditName(restored.document)} version ${number} as version ${restored.number}`,
    });
    return restored.number;
  });
}

/** Deletes a document that is not on the site, with every version of it. */
export async function deleteDocument(db: Database, documentId: string, editor: Editor): Promise<void> {
  await db.transaction(async (tx) => {
    const [document] = await tx.select().from(contentDocuments).where(eq(contentDocuments.id, documentId)).for("update");
    if (!document) throw new ContentNotFoundError("There is no such document.");
    if (document.publishedVersion !== null)
      throw new ContentInvalidError([`${document.kind} "${document.slug}": is published; unpublish it before deleting it`]);
    if (document.scheduledVersion !== null)
      throw new ContentInvalidError([`${document.kind} "${document.slug}": is scheduled; cancel the schedule before deleting it`]);
    await tx.delete(contentDocuments).where(eq(contentDocuments.id, documentId));
    await recordAudit(tx, { actor: editor.email, action: "content-deleted", detail: auditName(document) });
  });
}
