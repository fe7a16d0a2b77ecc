import { and, asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/database/database.server";
import { type ContentKind, contentDocuments, contentKinds, contentVersions } from "~/database/schema.server";
import { baseLocale, type Locale, locales } from "~/i18n/locale";
import { contentKindSpecs } from "./content-kinds.server";
import { type DocumentState, documentStates, stateOf } from "./document-states";
import { freshnessOf } from "./translations.server";

/**
 * What the content studio lists (issue 40): every document with its title, its state and its
 * last change, found by words and filtered by kind and state.
 */

/** What a translation may need: to be started, or brought up to date. */
export const translationNeeds = ["missing", "outdated"] as const;

/** The list's filter, from its query: anything it does not know is ignored, never an error. */
export const studioFilterSchema = z.object({
  q: z.string().trim().max(100).catch(""),
  kind: z.enum(contentKinds).optional().catch(undefined),
  state: z.enum(documentStates).optional().catch(undefined),
  /** Documents whose translation is missing, or behind what English publishes. */
  translation: z.enum(translationNeeds).optional().catch(undefined),
});
export type StudioFilter = z.infer<typeof studioFilterSchema>;

export function readStudioFilter(params: URLSearchParams): StudioFilter {
  return studioFilterSchema.parse({
    q: params.get("q") ?? "",
    kind: params.get("kind") || undefined,
    state: params.get("state") || undefined,
    translation: params.get("translation") || undefined,
  });
}

export type DocumentRow = {
  id: string;
  kind: ContentKind;
  slug: string;
  title: string;
  state: DocumentState;
  changedAt: Date;
  changedBy: string;
  scheduledFor: Date | null;
  /** English, or the language of a document that translates no English one. */
  locale: Locale;
  /** Its versions in the other languages: each one's document, state and whether English has moved on since. */
  translations: { locale: Locale; id: string | null; state: DocumentState | null; outdated: boolean }[];
};

/**
 * Every English document that the filter lets through, kind by kind in the studio's order and
 * each kind in its listing's order, titled by its newest version, with where its translations
 * stand; a translation is listed under its English document, not on a row of its own (unless it
 * translates none).
 */
export async function listDocuments(db: Database, filter: StudioFilter): Promise<DocumentRow[]> {
  const rows = await db
    .select({
      id: contentDocuments.id,
      kind: contentDocuments.kind,
      slug: contentDocuments.slug,
      publishedVersion: contentDocuments.publishedVersion,
      latestVersion: contentDocuments.latestVersion,
      scheduledFor: contentDocuments.scheduledFor,
      data: contentVersions.data,
      changedAt: contentVersions.createdAt,
      changedBy: contentVersions.createdBy,
      locale: contentDocuments.locale,
      sourceVersion: contentVersions.sourceVersion,
    })
    .from(contentDocuments)
    .innerJoin(
      contentVersions,
      and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.number, contentDocuments.latestVersion)),
    )
    .where(filter.kind ? eq(contentDocuments.kind, filter.kind) : undefined)
    .orderBy(asc(contentDocuments.position), desc(contentVersions.createdAt));
  const words = filter.q.toLocaleLowerCase("en-GB").split(/\s+/).filter(Boolean);
  const order = new Map(contentKinds.map((kind, index) => [kind, index]));
  const address = (row: { kind: string; slug: string }) => `${row.kind} ${row.slug}`;
  const english = new Map(rows.filter((row) => row.locale === baseLocale).map((row) => [address(row), row]));
  const translated = new Map(rows.filter((row) => row.locale !== baseLocale).map((row) => [`${address(row)} ${row.locale}`, row]));
  const listed = rows.filter((row) => row.locale === baseLocale || !english.has(address(row)));
  return Promise.all(
    listed.map(async (row) => {
      const kind = row.kind as ContentKind;
      const translations = await Promise.all(
        locales
          .filter((locale) => locale !== row.locale && row.locale === baseLocale)
          .map(async (locale) => {
            const translation = translated.get(`${address(row)} ${locale}`);
            return {
              locale,
              id: translation?.id ?? null,
              state: translation ? stateOf(translation) : null,
              outdated: translation ? (await freshnessOf(db, row, translation.sourceVersion)) === "outdated" : false,
            };
          }),
      );
      return {
        id: row.id,
        kind,
        slug: row.slug,
        title: contentKindSpecs[kind].titleOf(row.data as Record<string, unknown>),
        state: stateOf(row),
        changedAt: row.changedAt,
        changedBy: row.changedBy,
        scheduledFor: row.scheduledFor,
        locale: row.locale as Locale,
        translations,
      };
    }),
  ).then((documents) =>
    documents
      .filter((row) => !filter.state || row.state === filter.state)
      .filter(
        (row) =>
          !filter.translation ||
          row.translations.some((translation) => (filter.translation === "missing" ? translation.id === null : translation.outdated)),
      )
      .filter((row) => words.every((word) => `${row.title} ${row.slug}`.toLocaleLowerCase("en-GB").includes(word)))
      .sort((a, b) => order.get(a.kind)! - order.get(b.kind)!),
  );
}
