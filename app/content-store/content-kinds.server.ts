import { z } from "zod";
import type { ContentKind } from "~/database/schema.server";
import { repositoryAbout } from "~/content/about.server";
import { aboutSchema } from "~/content/about-schema";
import { courseSchema } from "~/content/course-schema";
import { repositoryCourses } from "~/content/courses.server";
import { repositoryFaq } from "~/content/faq.server";
import { faqEntrySchema } from "~/content/faq-schema";
import { pageCopyEntries, pageCopySchema } from "~/content/page-copy.server";
import { postFrontMatterSchema } from "~/content/post-schema";
import { postSources } from "~/content/posts.server";
import { projectSchema, serviceSchema, slug } from "~/content/schema";
import { repositoryProjects } from "~/content/projects.server";
import { repositoryServices } from "~/content/services.server";
import { repositoryTeam } from "~/content/team.server";
import { teamMemberSchema } from "~/content/team-schema";

/** One document of a kind as the studio keeps it: its address and its checked data. */
export type ContentEntry = { slug: string; data: Record<string, unknown> };

/** Content, kind by kind, in the order of its listings. */
export type ContentByKind = Record<ContentKind, ContentEntry[]>;

/**
 * What the store knows of one kind of content: the schema every save is checked against (the
 * same one that checks the repository's files), which field of its data names it, how its files
 * are written (posts are Markdown with front matter, everything else JSON), and the entries the
 * repository holds, which the store starts from (decision 43).
 */
export type ContentKindSpec = {
  schema: z.ZodType<Record<string, unknown>>;
  /** The field of the data that must equal the document's slug, where the data names it. */
  slugField?: string;
  file: "json" | "markdown";
  fromRepository: () => ContentEntry[];
  /** What names one document in the studio's lists. */
  titleOf: (data: Record<string, unknown>) => string;
};

/**
 * A post's data: its front matter and its Markdown body, as the file holds them. A post's file is
 * named by its address, so the repository's posts carry none; a version saved in the studio does,
 * and publishing a new one moves the post (the old address redirects).
 */
export const postDocumentSchema = z
  .object({
    slug: slug
      .optional()
      .describe(
        "The post's address after /blog/: small letters, digits and hyphens. A new one moves the post when it is published, and the old address keeps working",
      ),
  })
  .extend(postFrontMatterSchema.shape)
  .extend({ body: z.string().min(1).max(200_000) });

const entries = <T extends Record<string, unknown>>(items: readonly T[], slugOf: (item: T) => string): ContentEntry[] =>
  items.map((item) => ({ slug: slugOf(item), data: item }));

export const contentKindSpecs: Record<ContentKind, ContentKindSpec> = {
  service: {
    schema: serviceSchema,
    slugField: "slug",
    file: "json",
    fromRepository: () => entries(repositoryServices, (s) => s.slug),
    titleOf: (data) => String(data.name),
  },
  project: {
    schema: projectSchema,
    slugField: "slug",
    file: "json",
    fromRepository: () => entries(repositoryProjects, (p) => p.slug),
    titleOf: (data) => String(data.title),
  },
  course: {
    schema: courseSchema,
    slugField: "slug",
    file: "json",
    fromRepository: () => entries(repositoryCourses, (c) => c.slug),
    titleOf: (data) => String(data.title),
  },
  post: {
    // The repository's posts are named by their files; a version from the studio names its own.
    schema: postDocumentSchema,
    slugField: "slug",
    file: "markdown",
    fromRepository: () => postSources.map(({ slug, ...post }) => ({ slug, data: post })),
    titleOf: (data) => String(data.title),
  },
  faq: {
    schema: faqEntrySchema,
    slugField: "id",
    file: "json",
    fromRepository: () => entries(repositoryFaq, (f) => f.id),
    titleOf: (data) => String(data.question),
  },
  team: {
    schema: teamMemberSchema,
    slugField: "slug",
    file: "json",
    fromRepository: () => entries(repositoryTeam, (t) => t.slug),
    titleOf: (data) => String(data.name),
  },
  about: {
    schema: aboutSchema,
    file: "json",
    fromRepository: () => [{ slug: "about-us", data: repositoryAbout }],
    titleOf: () => "About us: story, values and quotes",
  },
  page: {
    schema: pageCopySchema,
    slugField: "page",
    file: "json",
    fromRepository: () => entries(pageCopyEntries, (p) => p.page),
    titleOf: (data) => `${String(data.title)} page`,
  },
};

/** The address a version's data gives (a service's slug, a post's when it names one), or the document's own. */
export function addressOf(kind: ContentKind, data: Record<string, unknown>, own: string): string {
  const field = contentKindSpecs[kind].slugField;
  return field && typeof data[field] === "string" ? data[field] : own;
}

/** A version's data with its address filled in where it names none (a repository's post), as its form shows it. */
export function withAddress(kind: ContentKind, data: Record<string, unknown>, own: string): Record<string, unknown> {
  const field = contentKindSpecs[kind].slugField;
  return field && data[field] === undefined ? { [field]: own, ...data } : data;
}
