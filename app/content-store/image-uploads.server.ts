import { m } from "~/i18n/paraglide/messages.js";
import { chosenFile } from "~/platform/posted-form.server";
import type { Database } from "~/database/database.server";
import { contentImageKept, makeContentImage, storeContentImage } from "~/content-images/content-image.server";
import { parseContentImagePath } from "~/content-images/image-variants";
import { type ContentField, atIndex, uploadName, valueAt } from "./content-fields";

/** The names of a form's image groups, with each list's items numbered as `data` has them (`gallery.0`, `gallery.1`). */
function imageGroupNames(fields: readonly ContentField[], data: Record<string, unknown>): string[] {
  const names: string[] = [];
  const visit = (field: ContentField) => {
    if (field.kind === "group") {
      if (field.image) names.push(field.name);
      field.fields.forEach(visit);
    } else if (field.kind === "list") {
      const items = valueAt(data, field.name);
      if (Array.isArray(items)) items.forEach((_, index) => visit(atIndex(field.item, field.name, index)));
    }
  };
  fields.forEach(visit);
  return names;
}

/** `data` with `values` merged into the object at `path`, made where the form left it out (a copy). */
function withMergedAt(data: Record<string, unknown>, path: string, values: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(data);
  let parent: Record<string, unknown> = copy;
  for (const part of path.split(".")) {
    const next = parent[part];
    parent = (parent[part] = next !== null && typeof next === "object" ? next : {}) as Record<string, unknown>;
  }
  Object.assign(parent, values);
  return copy;
}

/**
 * The images a document's form uploads (issue 40), each beside the image group it fills in: made
 * into the studio's image, kept, and its address and size written into the form's data, so the
 * upload is kept even when another field stops the save. A refused file's reason is beside its
 * field; an upload with no alt text is kept, and the save waits for the alt text. An address
 * typed in for an uploaded image must be one that is kept.
 */
export async function takeImageUploads(
  db: Database,
  fields: readonly ContentField[],
  data: Record<string, unknown>,
  form: FormData,
  by: string,
): Promise<{ data: Record<string, unknown>; problems: Record<string, string> }> {
  let taken = data;
  const problems: Record<string, string> = {};
  for (const name of imageGroupNames(fields, data)) {
    // An empty file that was chosen is refused as empty (makeContentImage), never taken as none.
    const file = chosenFile(form, uploadName(name));
    if (!file) {
      const src = valueAt(data, `${name}.src`);
      if (typeof src === "string" && parseContentImagePath(src) && !(await contentImageKept(db, src)))
        problems[`${name}.src`] = m.studio_image_not_kept();
      continue;
    }
    const made = await makeContentImage(new Uint8Array(await file.arrayBuffer()));
    if (!made.ok) {
      problems[uploadName(name)] = made.problem;
      continue;
    }
    const { image } = made;
    const alt = valueAt(data, `${name}.alt`);
    await storeContentImage(db, image, typeof alt === "string" ? alt : "", by);
    taken = withMergedAt(taken, name, { src: image.src, width: image.width, height: image.height });
    if (typeof alt !== "string" || alt.trim().length < 3) problems[`${name}.alt`] = m.studio_image_needs_alt();
  }
  return { data: taken, problems };
}

/**
 * A form's problems with each image's address and size said as one, on its upload: the form
 * shows no boxes for them (a cover is set by its upload alone, issue 64), so "Src: fill this
 * in" would name a field nobody can see.
 */
export function imageFactsAsUpload(
  fields: readonly ContentField[],
  data: Record<string, unknown>,
  problems: Record<string, string>,
): Record<string, string> {
  const said = { ...problems };
  for (const name of imageGroupNames(fields, data)) {
    const facts = ["src", "width", "height"].map((key) => `${name}.${key}`).filter((fact) => fact in said);
    if (facts.length === 0) continue;
    const kept = facts.some((fact) => fact === `${name}.src` && said[fact] === m.studio_image_not_kept());
    for (const fact of facts) delete said[fact];
    said[uploadName(name)] ??= kept ? m.studio_image_not_kept() : m.studio_image_needs_upload();
  }
  return said;
}
