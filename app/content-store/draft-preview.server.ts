import { and, eq } from "drizzle-orm";
import type { ContentPreview } from "~/content/content-preview.server";
import { renderPost } from "~/content/posts.server";
import type { Database } from "~/database/database.server";
import { type ContentKind, contentDocuments, contentVersions } from "~/database/schema.server";
import { baseLocale, type Locale } from "~/i18n/locale";
import { publishedContent } from "./content-documents.server";
import { withWords } from "./words";
import { addressOf, contentKindSpecs, keptData, schemaFor } from "./content-kinds.server";
import { referenceProblems, withTranslation } from "./content-references.server";

/** A version of a document, ready to be shown on its public page in place of what is published. */
export type DraftPreview = {
  documentId: string;
  kind: ContentKind;
  title: string;
  version: number;
  latestVersion: number;
  publishedVersion: number | null;
  /** The slug the version would be published under: its page's address is made from it. */
  slug: string;
  /** The document's language: its page is previewed in it. */
  locale: Locale;
  /** What the pages read while it is previewed (app/content/content-preview.server.ts). */
  preview: ContentPreview;
};

/** A version that no longer passes its kind's checks (a schema changed since it was saved): every field at fault. */
export type PreviewRefusal = { refused: string[]; title: string; version: number };

/**
 * One version of a document (the newest when `version` is not given) as the public pages would
 * show it once published: checked as a publish checks it (its schema, the names it gives other
 * documents, its address), and shaped as
 * the pages read that kind (a post's Markdown rendered and sanitised). Undefined for an unknown
 * document or version.
 */
export async function draftPreview(db: Database, documentId: string, version?: number): Promise<DraftPreview | PreviewRefusal | undefined> {
  const [document] = await db.select().from(contentDocuments).where(eq(contentDocuments.id, documentId));
  if (!document) return undefined;
  const number = version ?? document.latestVersion;
  const [row] = await db
    .select({ data: contentVersions.data })
    .from(contentVersions)
    .where(and(eq(contentVersions.documentId, documentId), eq(contentVersions.number, number)));
  if (!row) return undefined;
  const kind = document.kind as ContentKind;
  const spec = contentKindSpecs[kind];
  const locale = document.locale as Locale;
  const saved = row.data as Record<string, unknown>;
  const own = keptData(kind, locale, saved);
  const checked = schemaFor(kind, locale).safeParse(own);
  if (!checked.success) {
    return {
      refused: checked.error.issues.map((issue) => `${issue.path.join(".") || "(document)"}: ${issue.message}`),
      title: spec.titleOf(saved),
      version: number,
    };
  }
  // What a publish checks besides the schema (decision 44): the names it gives others are
  // published, and its address is its own. A page drawn with a missing author would fail.
  const english = await publishedContent(db);
  const ownLanguage = locale === baseLocale ? english : await publishedContent(db, locale);
  // A translation is shown over its English document's facts, as a publish shows it (issue 62).
  const facts = locale === baseLocale ? undefined : english[kind].find((entry) => entry.slug === document.slug);
  if (locale !== baseLocale && !facts)
    return {
      refused: ["The English document is not published, so its facts cannot be shown with these words"],
      title: spec.titleOf(saved),
      version: number,
    };
  const data = facts ? withWords(spec.words, facts.data, checked.data) : checked.data;
  const title = spec.titleOf(data);
  const slug = addressOf(kind, data, document.slug);
  const draft = { slug, data };
  // A translation's names are read over English's, as a publish reads them (decision 49).
  const published = locale === baseLocale ? english : withTranslation(english, ownLanguage);
  const publishedSlug = document.publishedVersion === null ? null : document.slug;
  const others = (locale === baseLocale ? ownLanguage[kind] : []).filter((entry) => entry.slug !== publishedSlug);
  // A new address: what names the old one is renamed with it on publish, so the old one still counts.
  const entries =
    publishedSlug !== null && slug !== publishedSlug
      ? [...published[kind], draft]
      : [...published[kind].filter((entry) => entry.slug !== slug), draft];
  const problems = others.some((entry) => entry.slug === slug)
    ? [`${spec.slugField ?? "slug"}: another published document has this address`]
    : referenceProblems({ ...published, [kind]: entries });
  if (problems.length > 0) return { refused: problems, title, version: number };
  const entry = kind === "post" ? renderPost({ ...(draft.data as Parameters<typeof renderPost>[0]), slug }) : draft.data;
  return {
    documentId,
    kind,
    title,
    version: number,
    latestVersion: document.latestVersion,
    publishedVersion: document.publishedVersion,
    slug,
    locale,
    preview: { kind, slug: document.publishedVersion === null ? null : document.slug, entry, locale },
  };
}
