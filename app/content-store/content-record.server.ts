import { asc, eq } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { type ContentKind, contentDocuments, contentVersions } from "~/database/schema.server";
import { contentKindSpecs } from "./content-kinds.server";
import { stateOf } from "./content-listing.server";

/** Where a published document of each kind is seen on the site. */
const publicPathOf: Record<ContentKind, (slug: string) => string> = {
  service: (slug) => `/services/${slug}`,
  project: (slug) => `/projects/${slug}`,
  course: (slug) => `/courses/${slug}`,
  post: (slug) => `/blog/${slug}`,
  faq: (slug) => `/faq#${slug}`,
  team: () => "/about-us",
  about: () => "/about-us",
  page: (slug) => `/${slug}`,
};

/** One document for its page in the studio: where it stands, where it shows, and every version, newest first. */
export async function contentRecord(db: Database, id: string) {
  const [document] = await db.select().from(contentDocuments).where(eq(contentDocuments.id, id));
  if (!document) return undefined;
  const versions = await db
    .select({
      number: contentVersions.number,
      createdAt: contentVersions.createdAt,
      createdBy: contentVersions.createdBy,
      data: contentVersions.data,
    })
    .from(contentVersions)
    .where(eq(contentVersions.documentId, id))
    .orderBy(asc(contentVersions.number));
  const kind = document.kind as ContentKind;
  const latest = versions.at(-1)!;
  return {
    id: document.id,
    kind,
    slug: document.slug,
    title: contentKindSpecs[kind].titleOf(latest.data as Record<string, unknown>),
    state: stateOf(document),
    publicPath: publicPathOf[kind](document.slug),
    publishedVersion: document.publishedVersion,
    // The newest version read, not the document's row read a moment before: the form's data and its number agree.
    latestVersion: latest.number,
    scheduledVersion: document.scheduledVersion,
    scheduledFor: document.scheduledFor,
    latestData: latest.data as Record<string, unknown>,
    versions: versions.reverse().map(({ number, createdAt, createdBy }) => ({ number, createdAt, createdBy })),
  };
}
