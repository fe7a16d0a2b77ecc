import { m } from "~/i18n/paraglide/messages.js";
import { chosenFile } from "~/platform/posted-form.server";
import { hasWordlessPicture } from "~/content/markdown.server";
import type { Database } from "~/database/database.server";
import { makeContentImage, storeContentImage } from "~/content-images/content-image.server";
import { type ContentField, pictureNames } from "./content-fields";
import { cursorIn, pictureMarkdown, withPictureAt } from "./body-picture-markdown";

/** The Markdown texts of a form that take pictures (a post's body). */
const pictureTexts = (fields: readonly ContentField[]) => fields.filter((field) => field.kind === "text" && field.pictures === true);

/**
 * A picture uploaded into a Markdown text (issue 64, item 10): made into the studio's image as a
 * cover is, kept, and written into the text as its own paragraph at the line the cursor was on
 * (the editor's script sends it; without scripts, at the end). Whatever the button, as a cover's
 * upload: a file input cannot be filled in again. A picture with no words for what it shows goes
 * in all the same, and the field says what to write. `placing`: the button that puts it in was pressed.
 */
export async function takeBodyPictures(
  db: Database,
  fields: readonly ContentField[],
  data: Record<string, unknown>,
  form: FormData,
  by: string,
  { placing = false }: { placing?: boolean } = {},
): Promise<{ data: Record<string, unknown>; problems: Record<string, string> }> {
  let taken = data;
  const problems: Record<string, string> = {};
  for (const field of pictureTexts(fields)) {
    const names = pictureNames(field.name);
    const file = chosenFile(form, names.file);
    // "Put the picture in" with no file chosen: said, rather than the form coming back unchanged.
    if (!file && placing) problems[names.file] = m.studio_picture_choose_first();
    if (!file) continue;
    const made = await makeContentImage(new Uint8Array(await file.arrayBuffer()));
    if (!made.ok) {
      problems[names.file] = made.problem;
      continue;
    }
    const alt = String(form.get(names.alt) ?? "").trim();
    await storeContentImage(db, made.image, alt, by);
    const text = typeof taken[field.name] === "string" ? (taken[field.name] as string) : "";
    taken = {
      ...taken,
      [field.name]: withPictureAt(text, cursorIn(form.get(names.cursor), text.length), pictureMarkdown(alt, made.image)),
    };
    if (hasWordlessPicture(pictureMarkdown(alt, made.image))) problems[field.name] ??= m.studio_picture_without_words();
  }
  return { data: taken, problems };
}

/** The texts that hold a picture without words for what it shows: a save waits for them. */
export function wordlessPictures(fields: readonly ContentField[], data: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of pictureTexts(fields)) {
    const text = data[field.name];
    if (typeof text === "string" && hasWordlessPicture(text)) problems[field.name] = m.studio_picture_without_words();
  }
  return problems;
}
