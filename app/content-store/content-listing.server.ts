import { and, asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/database/database.server";
import { type ContentKind, contentDocuments, contentKinds, contentVersions } from "~/database/schema.server";
import { DEFAULT_LOCALE } from "./content-documents.server";
import { contentKindSpecs } from "./content-kinds.server";
import { type DocumentState, documentStates } from "./document-states";

/**
 * What the content studio lists (issue 40): every document with its title, its state and its
 * last change, found by words and filtered by kind and state.
 */

/** The list's filter, from its query: anything it does not know is ignored, never an error. */
export const studioFilterSchema = z.object({
  q: z.string().trim().max(100).catch(""),
  kind: z.enum(contentKinds).optional().catch(undefined),
  state: z.enum(documentStates).optional().catch(undefined),
});
export type StudioFilter = z.infer<typeof studioFilterSchema>;

export function readStudioFilter(params: URLSearchParams): StudioFilter {
  return studioFilterSchema.parse({
    q: params.get("q") ?? "",
    kind: params.get("kind") || undefined,
    state: params.get("state") || undefined,
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
};

export function stateOf(document: { publishedVersion: number | null; latestVersion: number; scheduledFor: Date | null }): DocumentState {
  if (document.scheduledFor) return "scheduled";
  if (document.publishedVersion === null) return "unpublished";
  return document.latestVersion > document.publishedVersion ? "draft" : "published";
}

/**
 * Every document of the studio's language that the filter lets through, kind by kind in the
 * studio's order and each kind in its listing's order, titled by its newest version.
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
    })
    .from(contentDocuments)
    .innerJoin(
      contentVersions,
      and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.number, contentDocuments.latestVersion)),
    )
    .where(and(eq(contentDocuments.locale, DEFAULT_LOCALE), filter.kind ? eq(contentDocuments.kind, filter.kind) : undefined))
    .orderBy(asc(contentDocuments.position), desc(contentVersions.createdAt));
  const words = filter.q.toLocaleLowerCase("en-GB").split(/\s+/).filter(Boolean);
  const order = new Map(contentKinds.map((kind, index) => [kind, index]));
  return rows
    .map((row) => {
      const kind = row.kind as ContentKind;
      return {
        id: row.id,
        kind,
        slug: row.slug,
        title: contentKindSpecs[kind].titleOf(row.data as Record<string, unknown>),
        state: stateOf(row),
        changedAt: row.changedAt,
        changedBy: row.changedBy,
        scheduledFor: row.scheduledFor,
      };
    })
    .filter((row) => !filter.state || row.state === filter.state)
    .filter((row) => words.every((word) => `${row.title} ${row.slug}`.toLocaleLowerCase("en-GB").includes(word)))
    .sort((a, b) => order.get(a.kind)! - order.get(b.kind)!);
}
