import { and, desc, eq } from "drizzle-orm";
import type { Transaction } from "~/database/database.server";
import { auditLog } from "~/database/schema.server";
import { baseLocale } from "~/i18n/locale";

/**
 * How the studio's lines in the audit log name what they changed, and what they tell again:
 * who published the version a document shows.
 */

/** The document a line is about: an English document and its translation share their address, so a translation says its language. */
export type AuditedDocument = { kind: string; slug: string; locale: string };

/** A document as its lines name it: `course "web-accessibility"`, its German translation `course "web-accessibility" (de)`. */
export function auditName({ kind, slug, locale }: AuditedDocument): string {
  return locale === baseLocale ? `${kind} "${slug}"` : `${kind} "${slug}" (${locale})`;
}

/** The line a publish writes: the document, and the version that went out. */
export function publishedDetail(document: AuditedDocument, version: number): string {
  return `${auditName(document)} version ${version}`;
}

/**
 * Who published `version` of a document, by its latest line saying so, or null where none does
 * (the repository's content is seeded by no one; a move's new versions are the move's).
 */
export async function whoPublished(tx: Transaction, document: AuditedDocument, version: number): Promise<string | null> {
  const [line] = await tx
    .select({ actor: auditLog.actor })
    .from(auditLog)
    .where(and(eq(auditLog.action, "content-published"), eq(auditLog.detail, publishedDetail(document, version))))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return line?.actor ?? null;
}
