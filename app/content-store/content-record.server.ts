import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { type ContentKind, contentDocuments, contentVersions } from "~/database/schema.server";
import { contentKindSpecs, formData } from "./content-kinds.server";
import { stateOf } from "./document-states";
import type { Locale } from "~/i18n/locale";
import { comparedLines, differences, readsByLine, wordMarks } from "./version-differences.server";
import { fieldLabelAt } from "./content-fields";
import { contentFieldsOf } from "./content-fields.server";
import { referenceNamer } from "./reference-pickers.server";

/** Where a published document of each kind is seen on the site. */
export const publicPathOf: Record<ContentKind, (slug: string) => string> = {
  service: (slug) => `/services/${slug}`,
  project: (slug) => `/projects/${slug}`,
  course: (slug) => `/courses/${slug}`,
  post: (slug) => `/blog/${slug}`,
  faq: (slug) => `/faq#${slug}`,
  team: () => "/about-us",
  about: () => "/about-us",
  page: (slug) => `/${slug}`,
  home: () => "/",
  // A tag has no page of its own: the blog, showing its posts.
  tag: (slug) => `/blog?tag=${slug}`,
  legal: (slug) => `/${slug}`,
};

/** One document for its page in the studio: where it stands, where it shows, and every version, newest first. */
export async function contentRecord(db: Database, id: string) {
  const [document] = await db.select().from(contentDocuments).where(eq(contentDocuments.id, id));
  if (!document) return undefined;
  // Who saved each version and when; the data of the newest only (a long post's history is many copies of it).
  const versions = await db
    .select({ number: contentVersions.number, createdAt: contentVersions.createdAt, createdBy: contentVersions.createdBy })
    .from(contentVersions)
    .where(eq(contentVersions.documentId, id))
    .orderBy(asc(contentVersions.number));
  const latest = versions.at(-1)!;
  const [{ data }] = (await db
    .select({ data: contentVersions.data })
    .from(contentVersions)
    .where(and(eq(contentVersions.documentId, id), eq(contentVersions.number, latest.number)))) as [{ data: Record<string, unknown> }];
  const kind = document.kind as ContentKind;
  return {
    id: document.id,
    kind,
    slug: document.slug,
    locale: document.locale as Locale,
    title: contentKindSpecs[kind].titleOf(data),
    state: stateOf(document),
    publicPath: publicPathOf[kind](document.slug),
    publishedVersion: document.publishedVersion,
    // The newest version read, not the document's row read a moment before: the form's data and its number agree.
    latestVersion: latest.number,
    scheduledVersion: document.scheduledVersion,
    scheduledFor: document.scheduledFor,
    latestData: data,
    versions: versions.reverse(),
  };
}

/**
 * Two versions of a document side by side (issue 40): who saved each and when, and every field
 * where they differ. A field of several lines (a post's Markdown) is compared line by line.
 * Undefined when the document or either version is not there.
 */
export async function versionComparison(db: Database, id: string, from: number, to: number) {
  const [document] = await db
    .select({ kind: contentDocuments.kind, slug: contentDocuments.slug, locale: contentDocuments.locale })
    .from(contentDocuments)
    .where(eq(contentDocuments.id, id));
  if (!document) return undefined;
  const rows = await db
    .select({
      number: contentVersions.number,
      data: contentVersions.data,
      createdAt: contentVersions.createdAt,
      createdBy: contentVersions.createdBy,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.documentId, id), inArray(contentVersions.number, [from, to])));
  const before = rows.find((row) => row.number === from);
  const after = rows.find((row) => row.number === to);
  if (!before || !after) return undefined;
  const kind = document.kind as ContentKind;
  const saved = ({ number, createdAt, createdBy }: typeof before) => ({ number, createdAt, createdBy });
  const fields = contentFieldsOf(kind, document.locale as Locale);
  const nameOf = await referenceNamer(db, kind);
  return {
    id,
    kind,
    title: contentKindSpecs[kind].titleOf(after.data as Record<string, unknown>),
    before: saved(before),
    after: saved(after),
    // A repository's post names no address: it is the document's, not a difference.
    changes: differences(
      formData(kind, before.data as Record<string, unknown>, document.slug, document.locale as Locale),
      formData(kind, after.data as Record<string, unknown>, document.slug, document.locale as Locale),
    ).map((found) => {
      // Named as the form names it ("Module 2: Title"), not by its path in the data; a document it
      // names, by that document's name.
      const difference = { ...found, before: nameOf(found.field, found.before), after: nameOf(found.field, found.after) };
      const label = fieldLabelAt(fields, difference.field) ?? difference.field;
      return readsByLine(difference)
        ? { field: difference.field, label, lines: comparedLines(difference.before, difference.after) }
        : { ...difference, label, marks: wordMarks(difference.before, difference.after), lines: null };
    }),
  };
}
