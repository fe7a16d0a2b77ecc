import { m } from "~/i18n/paraglide/messages.js";

/**
 * A content kind's form, as the studio draws it (issue 40): made on the server from the kind's
 * zod schema (content-fields.server.ts) and sent to the page as plain data, so the browser draws
 * the same fields, labels and limits the server checks, without carrying the schemas.
 *
 * A field's `name` is its path in the document's data, joined by dots (`modules.0.lessons.1.title`):
 * the name its control is sent under, and the path a schema's problem names.
 */
export type ContentField =
  | {
      kind: "text";
      name: string;
      label: string;
      hint?: string;
      required: boolean;
      multiline: boolean;
      markdown: boolean;
      /** A calendar date (YYYY-MM-DD): the browser's date picker. */
      date?: true;
      /** A Markdown text that takes an uploaded picture where its cursor is (a post's body). */
      pictures?: true;
      minLength?: number;
      maxLength?: number;
    }
  | { kind: "number"; name: string; label: string; hint?: string; required: boolean; integer: boolean; min?: number; max?: number }
  | { kind: "choice"; name: string; label: string; hint?: string; required: boolean; options: { id: string; label: string }[] }
  | { kind: "check"; name: string; label: string; hint?: string }
  | {
      kind: "group";
      name: string;
      label: string;
      hint?: string;
      required: boolean;
      fields: ContentField[];
      /** An image (src, alt, width, height): the form offers an upload that fills it in. */
      image?: true;
    }
  | { kind: "list"; name: string; label: string; hint?: string; item: ContentField; minItems: number; maxItems?: number };

/** "hoursPerWeek" → "Hours per week": a field's label from its key, where the schema gives none. */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The value at a dotted path of a document's data, or undefined. */
export function valueAt(data: unknown, path: string): unknown {
  if (path === "") return data;
  let value = data;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * What a problem's field is called in a list of problems: its label, within its list item's
 * ("Module 2: Title"); undefined for a name no field has.
 */
export function fieldLabelAt(fields: readonly ContentField[], name: string, within = ""): string | undefined {
  for (const field of fields) {
    const label = within ? `${within}: ${field.label}` : field.label;
    if (field.name === name) return label;
    if (field.kind === "group" && name.startsWith(`${field.name}.`)) {
      const found = fieldLabelAt(field.fields, name, label);
      if (found) return found;
    }
    if (field.kind === "list" && name.startsWith(`${field.name}.`)) {
      const index = Number(name.slice(field.name.length + 1).split(".")[0]);
      if (!Number.isInteger(index)) continue;
      const item = atIndex(field.item, field.name, index);
      const itemLabel = `${within ? `${within}: ` : ""}${m.studio_item({ item: field.item.label, number: index + 1 })}`;
      if (item.name === name) return itemLabel;
      const found = fieldLabelAt(item.kind === "group" ? item.fields : [item], name, itemLabel);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A form's problems for its error summary, each named by its field's label (or, for a part the
 * form has no field of, such as an image's upload, the nearest field holding it), linking to it.
 */
export function problemList(fields: readonly ContentField[], problems: Record<string, string>): { fieldId: string; text: string }[] {
  return Object.entries(problems).map(([name, text]) => {
    let label: string | undefined;
    for (let path = name; path && !label; path = path.slice(0, Math.max(0, path.lastIndexOf(".")))) label = fieldLabelAt(fields, path);
    return { fieldId: fieldId(name), text: `${label ?? m.studio_the_document()}: ${text}` };
  });
}

/** The name a form sends an image group's upload under: `cover` → `cover.upload`. */
export const uploadName = (groupName: string) => `${groupName}.upload`;

/**
 * The controls that put a picture into a Markdown text (issue 64, item 10): its file, the words
 * for what it shows, and where the text's cursor was (sent by the editor's script; without it,
 * the picture goes at the end).
 */
export const pictureNames = (textName: string) => ({
  file: `${textName}.picture`,
  alt: `${textName}.pictureAlt`,
  cursor: `${textName}.cursor`,
});

/** A control's id from a field's name: dots are fine in ids, but not in `#` links to them without escaping. */
export function fieldId(name: string): string {
  return `field-${name.replaceAll(".", "-")}`;
}

/** A list item's fields with its place in the list in their names (`modules.#.title` → `modules.2.title`). */
export function atIndex(field: ContentField, listName: string, index: number): ContentField {
  const rename = (name: string) => (name.startsWith(`${listName}.#`) ? `${listName}.${index}${name.slice(listName.length + 2)}` : name);
  switch (field.kind) {
    case "group":
      return { ...field, name: rename(field.name), fields: field.fields.map((child) => atIndex(child, listName, index)) };
    case "list":
      return { ...field, name: rename(field.name), item: atIndex(field.item, listName, index) };
    default:
      return { ...field, name: rename(field.name) };
  }
}
