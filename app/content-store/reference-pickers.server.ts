import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { type ContentKind, contentDocuments, contentVersions } from "~/database/schema.server";
import { baseLocale, type Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { addressSource } from "./suggested-address";
import { type ContentField, atIndex, valueAt } from "./content-fields";
import { contentFieldsOf } from "./content-fields.server";
import { contentKindSpecs } from "./content-kinds.server";
import { contentKindGroupLabels } from "./document-states";

/**
 * Where a document names another by its address (issue 64): a course its instructor, a post its
 * author, a case study its services, a quote its case study. The studio offers these as a choice
 * of the documents that exist, by their names, so nobody types a code; the field's name in the
 * form (a list's items as `#`) and the kind it names.
 */
const referenceFields: Partial<Record<ContentKind, Record<string, ContentKind>>> = {
  course: { instructor: "team" },
  post: { author: "team", "tags.#": "tag" },
  project: { "services.#": "service" },
  about: { "quotes.#.project": "project" },
};

/** The documents a field may name, by their names; a draft that is not published yet says so. */
type ReferenceChoices = Partial<Record<ContentKind, { id: string; label: string }[]>>;

/** The English documents of each kind that `kind`'s form names, in their listing's order. */
async function choicesFor(db: Database, kind: ContentKind): Promise<ReferenceChoices> {
  const named = [...new Set(Object.values(referenceFields[kind] ?? {}))];
  const choices: ReferenceChoices = {};
  for (const namedKind of named) {
    const rows = await db
      .select({ slug: contentDocuments.slug, published: contentDocuments.publishedVersion, data: contentVersions.data })
      .from(contentDocuments)
      .innerJoin(
        contentVersions,
        and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.number, contentDocuments.latestVersion)),
      )
      .where(and(eq(contentDocuments.kind, namedKind), eq(contentDocuments.locale, baseLocale)))
      .orderBy(asc(contentDocuments.position), asc(contentDocuments.slug));
    choices[namedKind] = rows.map((row) => {
      const name = contentKindSpecs[namedKind].titleOf(row.data as Record<string, unknown>);
      return { id: row.slug, label: row.published === null ? m.studio_reference_unpublished({ name }) : name };
    });
  }
  return choices;
}

/** `fields` with each field that names a document as a choice of those `choices` holds. */
function withPickers(fields: ContentField[], references: Record<string, ContentKind>, choices: ReferenceChoices): ContentField[] {
  const picked = (field: ContentField): ContentField => {
    const named = references[field.name];
    if (named && field.kind === "text") {
      return {
        kind: "choice",
        name: field.name,
        label: field.label,
        hint: m.studio_reference_hint({ kinds: contentKindGroupLabels[named] }),
        required: field.required,
        options: choices[named] ?? [],
      };
    }
    if (field.kind === "group") return { ...field, fields: field.fields.map(picked) };
    if (field.kind === "list") return { ...field, item: picked(field.item) };
    return field;
  };
  return fields.map(picked);
}

/**
 * The studio's form for a document of `kind` in `locale`: its schema's fields, with a choice of
 * the documents that exist wherever it names one. A translation holds words only, and names none.
 */
export async function studioFieldsOf(db: Database, kind: ContentKind, locale: Locale = baseLocale): Promise<ContentField[]> {
  const fields = titleBeforeAddress(kind, contentFieldsOf(kind, locale));
  const references = referenceFields[kind];
  if (!references || locale !== baseLocale) return fields;
  return withPickers(fields, references, await choicesFor(db, kind));
}

/** The title first, then the address it suggests (issue 64, item 10): a schema may list them the other way round. */
function titleBeforeAddress(kind: ContentKind, fields: ContentField[]): ContentField[] {
  const source = addressSource[kind];
  const address = fields.find((field) => field.name === (contentKindSpecs[kind].slugField ?? "slug"));
  if (!source || !address || !fields.some((field) => field.name === source)) return fields;
  return fields.filter((field) => field !== address).flatMap((field) => (field.name === source ? [field, address] : [field]));
}

/** A field's name in the form with its list items as `#`: "tags.2" is "tags.#". */
const fieldPattern = (name: string) => name.replace(/\.\d+(?=\.|$)/g, ".#");

/**
 * Names the documents that `kind`'s data names, as its form's choices do: a comparison of two
 * versions reads "Olivia Owner" and "Workshops", not the addresses the data holds.
 */
export async function referenceNamer(db: Database, kind: ContentKind): Promise<(field: string, value: string) => string> {
  const references = referenceFields[kind];
  if (!references) return (_, value) => value;
  const choices = await choicesFor(db, kind);
  return (field, value) => {
    const named = references[fieldPattern(field)];
    return (named && choices[named]?.find((choice) => choice.id === value)?.label) || value;
  };
}

/**
 * What a form's data names that its choices do not offer (a document deleted meanwhile, or a
 * form sent by hand), under the field's name: refused before it is saved, since a draft that
 * names nothing could not be previewed.
 */
export function unknownReferences(kind: ContentKind, fields: ContentField[], data: Record<string, unknown>): Record<string, string> {
  const references = referenceFields[kind] ?? {};
  const problems: Record<string, string> = {};
  const check = (field: ContentField) => {
    if (field.kind === "choice" && fieldPattern(field.name) in references) {
      const value = valueAt(data, field.name);
      if (typeof value === "string" && value !== "" && !field.options.some((option) => option.id === value))
        problems[field.name] = m.studio_reference_unknown();
    } else if (field.kind === "group") field.fields.forEach(check);
    else if (field.kind === "list") {
      const items = valueAt(data, field.name);
      if (Array.isArray(items)) items.forEach((_, index) => check(atIndex(field.item, field.name, index)));
    }
  };
  fields.forEach(check);
  return problems;
}
