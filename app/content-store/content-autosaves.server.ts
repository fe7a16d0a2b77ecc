import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/database/database.server";
import { type ContentKind, contentAutosaves, contentVersions } from "~/database/schema.server";
import type { Locale } from "~/i18n/locale";
import { dataFromForm } from "./content-fields.server";
import type { Editor } from "./content-publishing.server";
import { studioFieldsOf } from "./reference-pickers.server";

/**
 * What an editor typed and has not saved yet, kept as they type (issue 64, item 7): one per
 * person and document, beside the versions and never one of them, so nothing typed is lost
 * when a tab closes and nothing unsaved reaches the site. Saving a draft or discarding it ends it.
 */
export type Autosave = { basedOn: number; data: Record<string, unknown>; savedAt: Date };

const basedOnSchema = z.coerce.number().int().min(1).max(1_000_000);

/**
 * Keeps the form as sent (its files aside) for `editor`, and says when; "superseded" when they
 * have saved a version since the one the form was opened on; undefined for a form that is not
 * the edit form's.
 */
export async function keepAutosave(
  db: Database,
  document: { id: string; kind: ContentKind; locale: Locale },
  form: FormData,
  editor: Editor,
): Promise<Date | "superseded" | undefined> {
  const basedOn = basedOnSchema.safeParse(form.get("basedOn"));
  if (!basedOn.success) return undefined;
  // A copy sent before this editor saved, landing after: what they saved is newer than it.
  const savedSince = await db.$count(
    contentVersions,
    and(eq(contentVersions.documentId, document.id), gt(contentVersions.number, basedOn.data), eq(contentVersions.createdBy, editor.email)),
  );
  if (savedSince > 0) return "superseded";
  const data = dataFromForm(await studioFieldsOf(db, document.kind, document.locale), form);
  const savedAt = new Date();
  await db
    .insert(contentAutosaves)
    .values({ documentId: document.id, editorEmail: editor.email, basedOn: basedOn.data, data, savedAt })
    .onConflictDoUpdate({
      target: [contentAutosaves.documentId, contentAutosaves.editorEmail],
      set: { basedOn: basedOn.data, data, savedAt },
    });
  return savedAt;
}

/** What `editor` typed into the document's form and has not saved, if anything. */
export async function autosaveOf(db: Database, documentId: string, editor: Editor): Promise<Autosave | undefined> {
  const [row] = await db
    .select({ basedOn: contentAutosaves.basedOn, data: contentAutosaves.data, savedAt: contentAutosaves.savedAt })
    .from(contentAutosaves)
    .where(and(eq(contentAutosaves.documentId, documentId), eq(contentAutosaves.editorEmail, editor.email)));
  return row ? { ...row, data: row.data as Record<string, unknown> } : undefined;
}

/** Ends `editor`'s autosave of the document: saved as a version, or thrown away. */
export async function discardAutosave(db: Database, documentId: string, editor: Editor): Promise<void> {
  await db.delete(contentAutosaves).where(and(eq(contentAutosaves.documentId, documentId), eq(contentAutosaves.editorEmail, editor.email)));
}
