import { m } from "~/i18n/paraglide/messages.js";
import { z } from "zod";
import { type PostedForm, refusedFormMessage } from "~/platform/posted-form.server";
import type { Database } from "~/database/database.server";
import type { ContentKind } from "~/database/schema.server";
import type { Locale } from "~/i18n/locale";
import { ContentInvalidError } from "./content-documents.server";
import { ContentConflictError, createDocument, saveDraft } from "./content-drafts.server";
import { discardAutosave } from "./content-autosaves.server";
import { addressOf, contentKindSpecs, formData } from "./content-kinds.server";
import type { ContentField } from "./content-fields";
import { studioFieldsOf, unknownReferences } from "./reference-pickers.server";
import { changeList, dataFromForm, emptyValue, fieldProblems, listAt } from "./content-fields.server";
import type { Editor } from "./content-publishing.server";
import { imageFactsAsUpload, takeImageUploads } from "./image-uploads.server";
import { takeBodyPictures, wordlessPictures } from "./body-pictures.server";
import { differences } from "./version-differences.server";
import { addressSource, suggestedAddress } from "./suggested-address";

/**
 * What a document's edit form answers (issue 40): the form again with what was typed, each
 * problem beside its field, or, when someone else saved first, both versions and where they
 * differ; or the saved version's number.
 */
export type EditAnswer =
  | { saved: number }
  | {
      saved?: undefined;
      data: Record<string, unknown>;
      basedOn: number;
      problems: Record<string, string>;
      message?: string;
      conflict?: { by: string; number: number; differences: { field: string; theirs: string; yours: string }[] };
    };

const listIntent = z.string().regex(/^(add|remove):[A-Za-z0-9.]{1,200}$/);
/** "Put the picture in": the form again with the picture in its text (takeBodyPictures), nothing saved. */
const placePicture = z.literal("picture");
const intentSchema = z.union([z.literal("save"), placePicture, listIntent]);

/**
 * A form's data with a list changed by its own button: `add:modules.0.lessons` adds an empty
 * lesson, `remove:steps.2` takes the third step out, never past the list's limits. Undefined for
 * a list the form does not have.
 */
function withListChanged(fields: ContentField[], data: Record<string, unknown>, intent: string): Record<string, unknown> | undefined {
  const [action, path] = intent.split(":") as ["add" | "remove", string];
  if (action === "add") {
    const list = listAt(fields, path);
    if (!list) return undefined;
    return changeList(data, path, (items) =>
      list.maxItems !== undefined && items.length >= list.maxItems ? items : [...items, emptyValue(list.item)],
    );
  }
  const at = path.lastIndexOf(".");
  const index = Number(path.slice(at + 1));
  const list = listAt(fields, path.slice(0, at));
  if (!list || !Number.isInteger(index)) return undefined;
  return changeList(data, path.slice(0, at), (items) =>
    items.length <= list.minItems ? items : items.filter((_, position) => position !== index),
  );
}

/** A form's uploads, whatever the button: its images' files and the pictures put into its texts. */
async function takeUploads(db: Database, fields: readonly ContentField[], typed: Record<string, unknown>, form: FormData, by: string) {
  const images = await takeImageUploads(db, fields, typed, form, by);
  const pictures = await takeBodyPictures(db, fields, images.data, form, by, { placing: form.get("intent") === "picture" });
  return { data: pictures.data, problems: { ...images.problems, ...pictures.problems } };
}

/**
 * Answers the edit form of a document of `kind`: "Add" and "Remove" change a list and show the
 * form again, saving nothing; "Save" saves a new version if the schema takes it and nobody saved
 * since `basedOn`. Never a server error for anything a person could send.
 */
export async function answerEditForm(
  db: Database,
  document: { id: string; kind: ContentKind; slug: string; locale: Locale },
  posted: PostedForm,
  editor: Editor,
): Promise<{ answer: EditAnswer; status: number }> {
  const fields: ContentField[] = await studioFieldsOf(db, document.kind, document.locale);
  if (!posted.ok) {
    const data = posted.problem === "repeated-field" ? dataFromForm(fields, posted.form) : {};
    const basedOn = posted.problem === "repeated-field" ? Number(posted.form.get("basedOn")) || 0 : 0;
    return { answer: { data, basedOn, problems: {}, message: refusedFormMessage(posted.problem) }, status: 400 };
  }
  const { form } = posted;
  const basedOn = z.coerce.number().int().min(1).safeParse(form.get("basedOn"));
  const intent = intentSchema.safeParse(form.get("intent") ?? "save");
  const typed = dataFromForm(fields, form);
  if (!basedOn.success || !intent.success)
    return { answer: { data: typed, basedOn: basedOn.data ?? 0, problems: {}, message: m.form_not_understood() }, status: 400 };
  // Whatever the button, an uploaded image is kept: a file input cannot be filled in again.
  const { data, problems: uploadProblems } = await takeUploads(db, fields, typed, form, editor.email);

  if (intent.data === "picture") return { answer: { data, basedOn: basedOn.data, problems: uploadProblems }, status: 200 };
  if (intent.data !== "save") {
    const changed = withListChanged(fields, data, intent.data);
    if (!changed) return { answer: { data, basedOn: basedOn.data, problems: {}, message: m.form_not_understood() }, status: 400 };
    return { answer: { data: changed, basedOn: basedOn.data, problems: uploadProblems }, status: 200 };
  }

  const problems = imageFactsAsUpload(fields, data, {
    ...unknownReferences(document.kind, fields, data),
    // A field's own problem (too long) wins over its picture's: that one is said at the next save.
    ...wordlessPictures(fields, data),
    ...fieldProblems(document.kind, data, document.locale),
    ...uploadProblems,
  });
  if (Object.keys(problems).length > 0) {
    const count = Object.keys(problems).length;
    return {
      answer: {
        data,
        basedOn: basedOn.data,
        problems,
        message: m.studio_nothing_saved_count({ count }),
      },
      status: 400,
    };
  }
  try {
    const saved = await saveDraft(db, { documentId: document.id, basedOn: basedOn.data, data, editor });
    // Saved as a version: what was kept as it was typed is that version now.
    await discardAutosave(db, document.id, editor);
    return { answer: { saved }, status: 200 };
  } catch (error) {
    if (error instanceof ContentConflictError) {
      const { theirs } = error;
      return {
        answer: {
          data,
          // Saving again saves over theirs, as a newer version: theirs stays in the history.
          basedOn: theirs.number,
          problems: {},
          message: m.studio_save_conflict({ email: theirs.by, version: theirs.number }),
          conflict: {
            by: theirs.by,
            number: theirs.number,
            differences: differences(formData(document.kind, theirs.data, document.slug, document.locale), data).map(
              ({ field, before, after }) => ({
                field,
                theirs: before,
                yours: after,
              }),
            ),
          },
        },
        status: 409,
      };
    }
    if (error instanceof ContentInvalidError)
      return {
        answer: {
          data,
          basedOn: basedOn.data,
          problems: {},
          message: m.studio_nothing_saved_problems({ problems: error.problems.join("; ") }),
        },
        status: 400,
      };
    throw error;
  }
}

/** The kinds the studio makes new documents of: the site has one about page and a fixed set of pages. */
export const creatableKinds = ["service", "project", "course", "post", "faq", "team", "tag"] as const satisfies readonly ContentKind[];
export type CreatableKind = (typeof creatableKinds)[number];

/** What the form for a new document answers: the form again, as the edit form does, or the new document's id. */
export type NewAnswer =
  { created: string } | { created?: undefined; data: Record<string, unknown>; problems: Record<string, string>; message?: string };

const createIntent = z.union([z.literal("create"), placePicture, listIntent]);

/**
 * Answers the form for a new document of `kind`: its lists' buttons as the edit form's; "Create"
 * makes the document, unpublished, with the form's data as its first version, if its kind's
 * schema takes it and no other document has its address (a field of its data: a post's `slug`,
 * an FAQ entry's `id`).
 */
export async function answerNewForm(
  db: Database,
  kind: CreatableKind,
  posted: PostedForm,
  editor: Editor,
): Promise<{ answer: NewAnswer; status: number }> {
  const fields = await studioFieldsOf(db, kind);
  if (!posted.ok) {
    const data = posted.problem === "repeated-field" ? dataFromForm(fields, posted.form) : {};
    return { answer: { data, problems: {}, message: refusedFormMessage(posted.problem) }, status: 400 };
  }
  const { form } = posted;
  const typed = dataFromForm(fields, form);
  const intent = createIntent.safeParse(form.get("intent") ?? "create");
  if (!intent.success) return { answer: { data: typed, problems: {}, message: m.form_not_understood() }, status: 400 };
  const { data, problems: uploadProblems } = await takeUploads(db, fields, typed, form, editor.email);
  if (intent.data === "picture") return { answer: { data, problems: uploadProblems }, status: 200 };
  if (intent.data !== "create") {
    const changed = withListChanged(fields, data, intent.data);
    if (!changed) return { answer: { data, problems: {}, message: m.form_not_understood() }, status: 400 };
    return { answer: { data: changed, problems: uploadProblems }, status: 200 };
  }

  const addressField = contentKindSpecs[kind].slugField ?? "slug";
  // An address left empty is the one the title suggests, as the form's script would have.
  const source = addressSource[kind];
  if (source && (data[addressField] === undefined || data[addressField] === "") && typeof data[source] === "string")
    data[addressField] = suggestedAddress(data[source]) || undefined;
  const problems = imageFactsAsUpload(fields, data, {
    ...unknownReferences(kind, fields, data),
    ...wordlessPictures(fields, data),
    ...fieldProblems(kind, data),
    ...uploadProblems,
  });
  // A post in the repository may go without (its file names it); a new one needs its address.
  if (data[addressField] === undefined) problems[addressField] ??= m.studio_give_address();
  const count = Object.keys(problems).length;
  if (count > 0) {
    const message = m.studio_nothing_created_count({ count });
    return { answer: { data, problems, message }, status: 400 };
  }
  try {
    return { answer: { created: await createDocument(db, { kind, slug: addressOf(kind, data, ""), data, editor }) }, status: 200 };
  } catch (error) {
    if (!(error instanceof ContentInvalidError)) throw error;
    const taken = error.problems.some((problem) => problem.endsWith("another document has this address already"));
    return {
      answer: {
        data,
        problems: taken ? { [addressField]: m.studio_address_taken() } : {},
        message: taken
          ? m.studio_nothing_created_count({ count: 1 })
          : m.studio_nothing_created_problems({ problems: error.problems.join("; ") }),
      },
      status: 400,
    };
  }
}
