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

/** The name a form sends an image group's upload under: `cover` → `cover.upload`. */
export const uploadName = (groupName: string) => `${groupName}.upload`;

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
