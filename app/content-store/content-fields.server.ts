import { z } from "zod";
import type { ContentKind } from "~/database/schema.server";
import { baseLocale, type Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { type ContentField, atIndex, valueAt } from "./content-fields";
import { choiceLabel, fieldDescription, fieldLabel } from "./content-field-words";
import { schemaFor } from "./content-kinds.server";
import { studioRefusalWords } from "./refusal-words.server";

/** The parts of a JSON Schema (as zod writes it) that the studio's forms read. */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
  format?: string;
  pattern?: string;
};

/** Text longer than this gets a text area rather than one line. */
const ONE_LINE = 160;
/**
 * The fields written in Markdown, kind by kind: those a public page renders (a post's body, a
 * course's description, a case study's challenge and result). Others with the same name are
 * plain words: a page's description is what search results and shared links say of it.
 */
const markdownFields: Partial<Record<ContentKind, ReadonlySet<string>>> = {
  post: new Set(["body"]),
  course: new Set(["description"]),
  project: new Set(["challenge", "result"]),
  legal: new Set(["body"]),
};
const NO_MARKDOWN: ReadonlySet<string> = new Set();

/** The Markdown texts a picture may be put into: a post's body, whose page is styled for them (app/blog/post-body.css). */
const pictureFields: Partial<Record<ContentKind, string>> = { post: "body" };

/** An object of these is an image (imageSchema): its group in the form takes an upload. */
const IMAGE_KEYS = ["src", "alt", "width", "height"];

/** A field's hint, in the page's language: what its schema says of it, then `extra`, then its limits. */
function hintOf(key: string, schema: JsonSchema, extra?: string): string | undefined {
  const limits =
    schema.minLength !== undefined && schema.maxLength !== undefined
      ? m.studio_hint_length_range({ min: schema.minLength, max: schema.maxLength })
      : schema.maxLength !== undefined
        ? m.studio_hint_length_max({ max: schema.maxLength })
        : schema.minLength !== undefined && schema.minLength > 1
          ? m.studio_hint_length_min({ min: schema.minLength })
          : undefined;
  const parts = [fieldDescription(key, schema.description), extra, limits].filter(Boolean);
  return parts.length > 0 ? `${parts.join(". ")}.` : undefined;
}

/** One field of a form, and the fields within it; `markdown` names the fields written in Markdown, by their names. */
function fieldOf(key: string, name: string, schema: JsonSchema, required: boolean, markdown: ReadonlySet<string>): ContentField {
  // A date may be given as text or as a date: the form writes text.
  const own = schema.anyOf ? (schema.anyOf.find((option) => option.type === "string") ?? schema.anyOf[0]!) : schema;
  const label = fieldLabel(key);
  if (own.enum)
    return {
      kind: "choice",
      name,
      label,
      hint: hintOf(key, own),
      required,
      options: own.enum.map((value) => ({ id: String(value), label: choiceLabel(key, String(value)) })),
    };
  if (own.type === "boolean") return { kind: "check", name, label, hint: hintOf(key, own) };
  if (own.type === "integer" || own.type === "number") {
    const max = own.maximum !== undefined && own.maximum < Number.MAX_SAFE_INTEGER ? own.maximum : undefined;
    return { kind: "number", name, label, hint: hintOf(key, own), required, integer: own.type === "integer", min: own.minimum, max };
  }
  if (own.type === "object") {
    const inner = new Set(own.required ?? []);
    const fields = Object.entries(own.properties ?? {}).map(([child, childSchema]) =>
      fieldOf(child, name ? `${name}.${child}` : child, childSchema, inner.has(child), markdown),
    );
    const image = IMAGE_KEYS.every((part) => part in (own.properties ?? {}));
    return { kind: "group", name, label, hint: hintOf(key, own), required, fields, ...(image ? { image: true as const } : {}) };
  }
  if (own.type === "array") {
    const items =
      own.minItems !== undefined && own.maxItems !== undefined ? m.studio_hint_items({ min: own.minItems, max: own.maxItems }) : undefined;
    return {
      kind: "list",
      name,
      label,
      hint: hintOf(key, own, items),
      item: fieldOf(key.replace(/s$/, ""), `${name}.#`, own.items ?? { type: "string" }, true, markdown),
      minItems: own.minItems ?? 0,
      maxItems: own.maxItems,
    };
  }
  const isMarkdown = markdown.has(name);
  const format = own.format === "date" ? m.studio_hint_date() : undefined;
  return {
    kind: "text",
    name,
    label,
    hint: hintOf(key, own, isMarkdown ? m.studio_hint_markdown() : format),
    required,
    // A date or an address (a format or a pattern) is one line, however long it may be.
    multiline: isMarkdown || (!own.format && !own.pattern && (own.maxLength ?? Number.POSITIVE_INFINITY) > ONE_LINE),
    markdown: isMarkdown,
    ...(own.format === "date" ? { date: true as const } : {}),
    minLength: own.minLength,
    maxLength: own.maxLength,
  };
}

/**
 * Every field of a kind's form in `locale`, in its schema's order, from the schema every save is
 * checked by: a translation's are its words only (issue 62), the facts being English's.
 */
export function contentFieldsOf(kind: ContentKind, locale: Locale = baseLocale): ContentField[] {
  const schema = z.toJSONSchema(schemaFor(kind, locale), { io: "input", unrepresentable: "any" }) as JsonSchema;
  const root = fieldOf("", "", schema, true, markdownFields[kind] ?? NO_MARKDOWN);
  const fields = root.kind === "group" ? root.fields : [root];
  return fields.map((field) =>
    field.kind === "text" && field.markdown && field.name === pictureFields[kind] ? { ...field, pictures: true as const } : field,
  );
}

/**
 * A document's data from its form: each field read under its name, lists as long as the items
 * sent (`steps.0…`, `steps.1…`), empty optional fields left out and numbers read as numbers, so
 * that the schema judges what was typed, not how the form carried it.
 */
export function dataFromForm(fields: ContentField[], form: FormData): Record<string, unknown> {
  const sent = new Set(form.keys());
  const names = [...sent];
  const read = (field: ContentField): unknown => {
    switch (field.kind) {
      case "group": {
        const value: Record<string, unknown> = {};
        for (const child of field.fields) {
          const childValue = read(child);
          if (childValue !== undefined) value[child.name.slice(child.name.lastIndexOf(".") + 1)] = childValue;
        }
        // An optional group left wholly empty (an intro a page does without) is left out.
        const blank = Object.values(value).every((part) => part === "" || part === false || (Array.isArray(part) && part.length === 0));
        return !field.required && blank ? undefined : value;
      }
      case "list": {
        const items: unknown[] = [];
        const itemSent = (index: number) =>
          sent.has(`${field.name}.${index}`) || names.some((name) => name.startsWith(`${field.name}.${index}.`));
        for (let index = 0; itemSent(index); index++) items.push(read(atIndex(field.item, field.name, index)));
        return items;
      }
      case "check":
        return form.get(field.name) === "on";
      case "number": {
        const text = String(form.get(field.name) ?? "").trim();
        if (text === "") return undefined;
        const number = Number(text);
        return Number.isFinite(number) ? number : text;
      }
      default: {
        const text = form.get(field.name);
        if (typeof text !== "string") return undefined;
        // Browsers send a text area's line ends as CRLF; the content keeps LF.
        const value = field.kind === "text" && field.multiline ? text.replaceAll("\r\n", "\n") : text.trim();
        return value === "" && !field.required ? undefined : value;
      }
    }
  };
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const value = read(field);
    if (value !== undefined) data[field.name] = value;
  }
  return data;
}

/** An empty item for a list, as "Add" puts one in: text empty, lists at their least, groups filled the same way. */
export function emptyValue(field: ContentField): unknown {
  switch (field.kind) {
    case "group":
      return Object.fromEntries(field.fields.map((child) => [child.name.slice(child.name.lastIndexOf(".") + 1), emptyValue(child)]));
    case "list":
      return Array.from({ length: field.minItems }, () => emptyValue(field.item));
    case "check":
      return false;
    case "number":
      return undefined;
    default:
      return "";
  }
}

/** The list field at a dotted path with its indices (`modules.2.lessons`), if the form has one. */
export function listAt(fields: ContentField[], path: string): Extract<ContentField, { kind: "list" }> | undefined {
  const generic = path.replace(/\.\d+(?=\.|$)/g, ".#");
  const find = (within: ContentField[]): ContentField | undefined => {
    for (const field of within) {
      if (field.name === generic) return field;
      const inner = field.kind === "group" ? find(field.fields) : field.kind === "list" ? find([field.item]) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  const found = find(fields);
  return found?.kind === "list" ? found : undefined;
}

/** The same data with `change` made to the list at `path` (a copy: the data is not changed). */
export function changeList(data: Record<string, unknown>, path: string, change: (items: unknown[]) => unknown[]): Record<string, unknown> {
  const copy = structuredClone(data);
  const parts = path.split(".");
  const last = parts.pop()!;
  const parent = parts.length === 0 ? copy : (valueAt(copy, parts.join(".")) as Record<string, unknown> | undefined);
  if (!parent || typeof parent !== "object") return copy;
  const items = Array.isArray(parent[last]) ? (parent[last] as unknown[]) : [];
  parent[last] = change(items);
  return copy;
}

/** Each problem a kind's schema in `locale` finds with `data`, under the name of the field it is about. */
export function fieldProblems(kind: ContentKind, data: Record<string, unknown>, locale: Locale = baseLocale): Record<string, string> {
  const result = schemaFor(kind, locale).safeParse(data, { error: studioRefusalWords });
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join(".");
    problems[name] ??= issue.message;
  }
  return problems;
}
