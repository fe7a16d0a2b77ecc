import { z } from "zod";
import { type PostedForm, refusedFormMessage } from "~/.server/posted-form";
import type { Database } from "~/database/database.server";
import type { ContentKind } from "~/database/schema.server";
import { ContentInvalidError } from "./content-documents.server";
import { ContentConflictError, saveDraft } from "./content-drafts.server";
import type { ContentField } from "./content-fields";
import { changeList, contentFieldsOf, dataFromForm, emptyValue, fieldProblems, listAt } from "./content-fields.server";
import type { Editor } from "./content-publishing.server";
import { differences } from "./version-differences.server";

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

const intentSchema = z.union([z.literal("save"), z.string().regex(/^(add|remove):[A-Za-z0-9.]{1,200}$/)]);

/**
 * Answers the edit form of a document of `kind`: "Add" and "Remove" change a list and show the
 * form again, saving nothing; "Save" saves a new version if the schema takes it and nobody saved
 * since `basedOn`. Never a server error for anything a person could send.
 */
export async function answerEditForm(
  db: Database,
  document: { id: string; kind: ContentKind },
  posted: PostedForm,
  editor: Editor,
): Promise<{ answer: EditAnswer; status: number }> {
  const fields: ContentField[] = contentFieldsOf(document.kind);
  if (!posted.ok) {
    const data = posted.problem === "repeated-field" ? dataFromForm(fields, posted.form) : {};
    const basedOn = posted.problem === "repeated-field" ? Number(posted.form.get("basedOn")) || 0 : 0;
    return { answer: { data, basedOn, problems: {}, message: refusedFormMessage(posted.problem) }, status: 400 };
  }
  const { form } = posted;
  const basedOn = z.coerce.number().int().min(1).safeParse(form.get("basedOn"));
  const intent = intentSchema.safeParse(form.get("intent") ?? "save");
  const data = dataFromForm(fields, form);
  if (!basedOn.success || !intent.success)
    return { answer: { data, basedOn: basedOn.data ?? 0, problems: {}, message: "That form was not understood." }, status: 400 };

  if (intent.data !== "save") {
    const [action, path] = intent.data.split(":") as ["add" | "remove", string];
    if (action === "add") {
      const list = listAt(fields, path);
      if (!list) return { answer: { data, basedOn: basedOn.data, problems: {}, message: "That form was not understood." }, status: 400 };
      const added = changeList(data, path, (items) =>
        list.maxItems !== undefined && items.length >= list.maxItems ? items : [...items, emptyValue(list.item)],
      );
      return { answer: { data: added, basedOn: basedOn.data, problems: {} }, status: 200 };
    }
    const at = path.lastIndexOf(".");
    const index = Number(path.slice(at + 1));
    const list = listAt(fields, path.slice(0, at));
    if (!list || !Number.isInteger(index))
      return { answer: { data, basedOn: basedOn.data, problems: {}, message: "That form was not understood." }, status: 400 };
    const removed = changeList(data, path.slice(0, at), (items) =>
      items.length <= list.minItems ? items : items.filter((_, position) => position !== index),
    );
    return { answer: { data: removed, basedOn: basedOn.data, problems: {} }, status: 200 };
  }

  const problems = fieldProblems(document.kind, data);
  if (Object.keys(problems).length > 0) {
    const count = Object.keys(problems).length;
    return {
      answer: {
        data,
        basedOn: basedOn.data,
        problems,
        message: `Nothing was saved: ${count === 1 ? "one field needs" : `${count} fields need`} changing.`,
      },
      status: 400,
    };
  }
  try {
    return { answer: { saved: await saveDraft(db, { documentId: document.id, basedOn: basedOn.data, data, editor }) }, status: 200 };
  } catch (error) {
    if (error instanceof ContentConflictError) {
      const { theirs } = error;
      return {
        answer: {
          data,
          // Saving again saves over theirs, as a newer version: theirs stays in the history.
          basedOn: theirs.number,
          problems: {},
          message: `Nothing was saved: ${theirs.by} saved version ${theirs.number} while you were editing. Your words are still here; where the two differ is below. Save again to make yours the newest version (theirs stays in the history), or open the document to start from theirs.`,
          conflict: {
            by: theirs.by,
            number: theirs.number,
            differences: differences(theirs.data, data).map(({ field, before, after }) => ({ field, theirs: before, yours: after })),
          },
        },
        status: 409,
      };
    }
    if (error instanceof ContentInvalidError)
      return {
        answer: { data, basedOn: basedOn.data, problems: {}, message: `Nothing was saved: ${error.problems.join("; ")}` },
        status: 400,
      };
    throw error;
  }
}
