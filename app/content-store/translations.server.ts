import { isDeepStrictEqual } from "node:util";
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { type ContentKind, contentDocuments, contentVersions } from "~/database/schema.server";
import { baseLocale, type Locale, locales } from "~/i18n/locale";
import { ContentInvalidError, checkContent, outOfStepProblems } from "./content-documents.server";
import { wordsOf } from "./words";
import { contentKindSpecs } from "./content-kinds.server";
import { type DocumentState, stateOf } from "./document-states";
import { ContentNotFoundError, type Editor } from "./content-publishing.server";

/**
 * A document's versions in other languages (issue 42, decision 49): a translation is a document
 * of the same kind and slug in another language. Each of its versions records the English
 * version it was written from; an English version published since makes it out of date.
 */

/** Where a translation stands against its English document. */
export type Freshness = "missing" | "current" | "outdated";

/** One language's version of a document, as the studio lists it beside the others. */
export type LanguageVersion = {
  locale: Locale;
  documentId: string | null;
  title: string | null;
  state: DocumentState | null;
  /** English: always "current". A translation: missing, current, or behind what English publishes. */
  freshness: Freshness;
  /** A translation: the English version its newest version was written from. */
  sourceVersion: number | null;
  publishedVersion: number | null;
  latestVersion: number | null;
};

type DocumentRow = typeof contentDocuments.$inferSelect;

/** The English version a translation saved now is written from: what English publishes, or its newest while nothing is. */
export const sourceOf = (english: Pick<DocumentRow, "publishedVersion" | "latestVersion">) =>
  english.publishedVersion ?? english.latestVersion;

/** Out of date by number: English has published a version since the translation's newest was written. */
function freshnessByNumber(english: Pick<DocumentRow, "publishedVersion"> | undefined, sourceVersion: number | null): Freshness {
  if (!english?.publishedVersion || sourceVersion === null) return "current";
  return english.publishedVersion > sourceVersion ? "outdated" : "current";
}

/**
 * Out of date: English publishes other words than the translation was written from. A version
 * published since with the same words (the very version restored, or a change of facts only:
 * a date, a price) leaves it current (issue 64, item 15).
 */
export async function freshnessOf(
  db: Database | Transaction,
  english: Pick<DocumentRow, "id" | "kind" | "publishedVersion"> | undefined,
  sourceVersion: number | null,
): Promise<Freshness> {
  const byNumber = freshnessByNumber(english, sourceVersion);
  if (byNumber !== "outdated") return byNumber;
  const versions = await db
    .select({ number: contentVersions.number, data: contentVersions.data })
    .from(contentVersions)
    .where(and(eq(contentVersions.documentId, english!.id), inArray(contentVersions.number, [sourceVersion!, english!.publishedVersion!])));
  const words = contentKindSpecs[english!.kind as ContentKind].words;
  const [from, to] = [sourceVersion, english!.publishedVersion].map((number) => {
    const version = versions.find((one) => one.number === number);
    return version && wordsOf(words, version.data as Record<string, unknown>);
  });
  return from && to && isDeepStrictEqual(from, to) ? "current" : "outdated";
}

/** The English document a translation translates: same kind and slug. */
export async function englishOf(db: Database | Transaction, document: Pick<DocumentRow, "kind" | "slug">) {
  const [english] = await db
    .select()
    .from(contentDocuments)
    .where(
      and(eq(contentDocuments.kind, document.kind), eq(contentDocuments.locale, baseLocale), eq(contentDocuments.slug, document.slug)),
    );
  return english;
}

/**
 * What a translation's words would be refused for beside its English document's facts (as English
 * publishes them, or holds them while nothing is): a list whose items hold facts with another
 * number of items. Nothing for English, or for a translation whose English is gone.
 */
export async function outOfStepWithEnglish(
  db: Database | Transaction,
  document: Pick<DocumentRow, "kind" | "slug" | "locale">,
  words: Record<string, unknown>,
): Promise<string[]> {
  if (document.locale === baseLocale) return [];
  const english = await englishOf(db, document);
  if (!english) return [];
  const [version] = await db
    .select({ data: contentVersions.data })
    .from(contentVersions)
    .where(and(eq(contentVersions.documentId, english.id), eq(contentVersions.number, sourceOf(english))));
  return outOfStepProblems(document.kind as ContentKind, document.slug, (version?.data ?? {}) as Record<string, unknown>, words);
}

/** A document's documents in every language (same kind and slug), each with its newest version's data. */
async function newestInEveryLanguage(db: Database, documentId: string) {
  const [document] = await db.select().from(contentDocuments).where(eq(contentDocuments.id, documentId));
  if (!document) return undefined;
  const rows = await db
    .select({ document: contentDocuments, data: contentVersions.data, sourceVersion: contentVersions.sourceVersion })
    .from(contentDocuments)
    .innerJoin(
      contentVersions,
      and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.number, contentDocuments.latestVersion)),
    )
    .where(and(eq(contentDocuments.kind, document.kind), eq(contentDocuments.slug, document.slug)));
  return { kind: document.kind as ContentKind, slug: document.slug, rows };
}

/** A document in every language, English first: side by side in the studio, with what is missing or out of date. */
export async function languageVersions(
  db: Database,
  documentId: string,
): Promise<{ kind: ContentKind; slug: string; languages: LanguageVersion[] } | undefined> {
  const found = await newestInEveryLanguage(db, documentId);
  return found && { kind: found.kind, slug: found.slug, languages: await languagesOf(db, found) };
}

async function languagesOf(
  db: Database,
  { kind, rows }: NonNullable<Awaited<ReturnType<typeof newestInEveryLanguage>>>,
): Promise<LanguageVersion[]> {
  const english = rows.find((row) => row.document.locale === baseLocale)?.document;
  return Promise.all(
    locales.map(async (locale): Promise<LanguageVersion> => {
      const row = rows.find((one) => one.document.locale === locale);
      if (!row)
        return {
          locale,
          documentId: null,
          title: null,
          state: null,
          freshness: "missing",
          sourceVersion: null,
          publishedVersion: null,
          latestVersion: null,
        };
      return {
        locale,
        documentId: row.document.id,
        title: contentKindSpecs[kind].titleOf(row.data as Record<string, unknown>),
        state: stateOf(row.document),
        freshness: locale === baseLocale ? "current" : await freshnessOf(db, english, row.sourceVersion),
        sourceVersion: locale === baseLocale ? null : row.sourceVersion,
        publishedVersion: row.document.publishedVersion,
        latestVersion: row.document.latestVersion,
      };
    }),
  );
}

/**
 * Starts a document's translation into `locale`: a new document at the same kind and slug whose
 * first version is English's words as published (or its newest, when nothing is), unpublished,
 * for staff to write over. Returns its id.
 */
export async function startTranslation(
  db: Database,
  { documentId, locale, editor }: { documentId: string; locale: Locale; editor: Editor },
) {
  if (locale === baseLocale) throw new ContentInvalidError(["A translation is into a language other than English."]);
  return db.transaction(async (tx) => {
    const [english] = await tx
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.id, documentId), eq(contentDocuments.locale, baseLocale)))
      .for("update");
    if (!english) throw new ContentNotFoundError("There is no such English document.");
    const [taken] = await tx
      .select({ id: contentDocuments.id })
      .from(contentDocuments)
      .where(and(eq(contentDocuments.kind, english.kind), eq(contentDocuments.locale, locale), eq(contentDocuments.slug, english.slug)));
    if (taken) return taken.id;
    const source = sourceOf(english);
    const [version] = await tx
      .select({ data: contentVersions.data })
      .from(contentVersions)
      .where(and(eq(contentVersions.documentId, english.id), eq(contentVersions.number, source)));
    const kind = english.kind as ContentKind;
    // Its words only: the facts stay English's (issue 62).
    const data = wordsOf(contentKindSpecs[kind].words, version!.data as Record<string, unknown>);
    checkContent({ [kind]: [{ slug: english.slug, data }] }, locale);
    const [translation] = await tx
      .insert(contentDocuments)
      .values({ kind, slug: english.slug, locale, position: english.position, latestVersion: 1 })
      .returning({ id: contentDocuments.id });
    await tx
      .insert(contentVersions)
      .values({ documentId: translation!.id, number: 1, data, createdBy: editor.email, sourceVersion: source });
    return translation!.id;
  });
}

/** The English version a new version of `document` is written from: null for an English document. */
export async function sourceVersionFor(tx: Transaction, document: Pick<DocumentRow, "kind" | "slug" | "locale">): Promise<number | null> {
  if (document.locale === baseLocale) return null;
  const english = await englishOf(tx, document);
  return english ? sourceOf(english) : null;
}

/** Every field of a version's data as text, by its path: a list's items by their place (`process.2.title`). */
function fieldsOf(value: unknown, path = ""): [string, string][] {
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => fieldsOf(inner, path ? `${path}.${key}` : key));
  return [[path, typeof value === "string" ? value : JSON.stringify(value)]];
}

/**
 * A document's newest version in each language, field by field in one table: the studio's side
 * by side view of its translations. A field a translation leaves as English says so; a language
 * with no version is missing.
 */
export async function sideBySide(db: Database, documentId: string) {
  const found = await newestInEveryLanguage(db, documentId);
  if (!found) return undefined;
  const languages = await languagesOf(db, found);
  const present = languages.filter((language) => language.documentId !== null);
  // Words only: the facts are English's in every language (issue 62), so there is nothing to set beside them.
  const words = contentKindSpecs[found.kind].words;
  const versions = present.map(
    (language) =>
      new Map(fieldsOf(wordsOf(words, found.rows.find((row) => row.document.id === language.documentId)!.data as Record<string, unknown>))),
  );
  const english = versions[present.findIndex((language) => language.locale === baseLocale)];
  const paths = [...new Set(versions.flatMap((fields) => [...fields.keys()]))];
  return {
    kind: found.kind,
    languages,
    rows: paths.map((field) => ({
      field,
      values: present.map((language, index) => {
        const text = versions[index]!.get(field) ?? null;
        // Words, not facts: a long text a translation has as English's is likely not translated yet.
        const asEnglish = language.locale !== baseLocale && text !== null && text.length > 40 && text === english?.get(field);
        return { locale: language.locale, text, asEnglish };
      }),
    })),
  };
}
