import { and, eq, isNotNull } from "drizzle-orm";
import { redirect } from "react-router";
import type { Database } from "~/database/database.server";
import { type ContentKind, contentDocuments, contentRedirects } from "~/database/schema.server";
import { DEFAULT_LOCALE } from "./content-documents.server";
import { localizedPath } from "~/i18n/locale";

/**
 * The addresses published documents had before their slug changed (decision 44), kept in
 * memory beside the content they belong to: a page that finds no document at its address asks
 * here before it answers 404, so an old link costs no query.
 */
let moved = new Map<string, string>();

const key = (kind: ContentKind, slug: string) => `${kind}/${slug}`;

/** Reads the old addresses of the published documents (with what the pages show, on every read). */
export async function readMovedDocuments(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ kind: contentRedirects.kind, oldSlug: contentRedirects.oldSlug, slug: contentDocuments.slug })
    .from(contentRedirects)
    .innerJoin(contentDocuments, eq(contentDocuments.id, contentRedirects.documentId))
    .where(and(eq(contentRedirects.locale, DEFAULT_LOCALE), isNotNull(contentDocuments.publishedVersion)));
  return new Map(rows.map((row) => [key(row.kind as ContentKind, row.oldSlug), row.slug]));
}

export function showMovedDocuments(read: Map<string, string>): void {
  moved = read;
}

/**
 * What a page answers when no published document of `kind` has `slug`: a permanent redirect to
 * where it moved (`pathOf` its new slug, the query kept), or 404 with `reason`.
 */
export function movedOrMissing(
  kind: ContentKind,
  slug: string,
  pathOf: (slug: string) => string,
  reason: string,
  request?: Request,
): Response {
  const now = moved.get(key(kind, slug));
  if (now === undefined) return new Response(reason, { status: 404 });
  const search = request ? new URL(request.url).search : "";
  // To the same language's page (decision 48).
  return redirect(localizedPath(`${pathOf(now)}${search}`), 301);
}
