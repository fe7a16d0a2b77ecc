import { z } from "zod";
import type { ContentKind } from "~/database/schema.server";
import { repositoryAbout } from "~/content/about.server";
import { germanAbout } from "~/content/about.de.server";
import { germanCourses } from "~/content/courses.de.server";
import { germanFaq } from "~/content/faq.de.server";
import { germanPageCopy } from "~/content/page-copy.de.server";
import { germanProjects } from "~/content/projects.de.server";
import { germanServices } from "~/content/services.de.server";
import { germanTeam } from "~/content/team.de.server";
import { baseLocale, type Locale } from "~/i18n/locale";
import { aboutSchema } from "~/content/about-schema";
import { courseFactsKeptInEnglish, courseSchema } from "~/content/course-schema";
import { repositoryCourses } from "~/content/courses.server";
import { repositoryFaq } from "~/content/faq.server";
import { faqEntrySchema } from "~/content/faq-schema";
import { pageCopyEntries, pageCopySchema } from "~/content/page-copy.server";
import { postFrontMatterSchema } from "~/content/post-schema";
import { germanPostSources, postSources } from "~/content/posts.server";
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
  /** In each language: a translation's are the German files, app/content/*.de.server.ts and app/content/posts/de. */
  fromRepository: (locale?: Locale) => ContentEntry[];
  /** What names one document in the studio's lists. */
  titleOf: (data: Record<string, unknown>) => string;
  /**
   * Fields of the data that only the English document sets (a course's price): a translation's
   * form leaves them out, and each version of it saved keeps English's (issue 61).
   */
  factsKeptInEnglish?: readonly string[];
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

/** The repository's entries in a language, a translation's in the order of the English it translates. */
function inLanguage<T extends Record<string, unknown>>(
  locale: Locale = baseLocale,
  english: readonly T[],
  german: readonly T[],
  slugOf: (item: T) => string,
): ContentEntry[] {
  if (locale === baseLocale) return entries(english, slugOf);
  const order = english.map(slugOf);
  const place = (item: T) => (order.includes(slugOf(item)) ? order.indexOf(slugOf(item)) : order.length);
  return entries(
    [...german].sort((a, b) => place(a) - place(b)),
    slugOf,
  );
}

export const contentKindSpecs: Record<ContentKind, ContentKindSpec> = {
  service: {
    schema: serviceSchema,
    slugField: "slug",
    file: "json",
    fromRepository: (locale) => inLanguage(locale, repositoryServices, germanServices, (s) => s.slug),
    titleOf: (data) => String(data.name),
  },
  project: {
    schema: projectSchema,
    slugField: "slug",
    file: "json",
    fromRepository: (locale) => inLanguage(locale, repositoryProjects, germanProjects, (p) => p.slug),
    titleOf: (data) => String(data.title),
  },
  course: {
    schema: courseSchema,
    slugField: "slug",
    file: "json",
    fromRepository: (locale) => inLanguage(locale, repositoryCourses, germanCourses, (c) => c.slug),
    titleOf: (data) => String(data.title),
    factsKeptInEnglish: courseFactsKeptInEnglish,
  },
  post: {
    // The repository's posts are named by their files; a version from the studio names its own.
    schema: postDocumentSchema,
    slugField: "slug",
    file: "markdown",
    fromRepository: (locale) =>
      inLanguage(locale, postSources, germanPostSources, (post) => post.slug).map(({ slug, data }) => ({
        slug,
        data: Object.fromEntries(Object.entries(data).filter(([field]) => field !== "slug")),
      })),
    titleOf: (data) => String(data.title),
  },
  faq: {
    schema: faqEntrySchema,
    slugField: "id",
    file: "json",
    fromRepository: (locale) => inLanguage(locale, repositoryFaq, germanFaq, (f) => f.id),
    titleOf: (data) => String(data.question),
  },
  team: {
    schema: teamMemberSchema,
    slugField: "slug",
    file: "json",
    fromRepository: (locale) => inLanguage(locale, repositoryTeam, germanTeam, (t) => t.slug),
    titleOf: (data) => String(data.name),
  },
  about: {
    schema: aboutSchema,
    file: "json",
    fromRepository: (locale) => inLanguage(locale, [repositoryAbout], [germanAbout], () => "about-us"),
    titleOf: () => "About us: story, values and quotes",
  },
  page: {
    schema: pageCopySchema,
    slugField: "page",
    file: "json",
    fromRepository: (locale) => inLanguage(locale, pageCopyEntries, germanPageCopy, (p) => p.page),
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
