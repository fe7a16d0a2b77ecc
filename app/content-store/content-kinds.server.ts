import { z } from "zod";
import type { ContentKind } from "~/database/schema.server";
import { baseLocale, type Locale } from "~/i18n/locale";
import { aboutSchema, aboutWords } from "~/content/about-schema";
import { courseSchema, courseWords } from "~/content/course-schema";
import { faqEntrySchema, faqEntryWords } from "~/content/faq-schema";
import { homeSchema, homeWords } from "~/content/home-schema";
import { pageCopySchema, pageCopyWords } from "~/content/page-copy-schema";
import { postFrontMatterSchema, postWords } from "~/content/post-schema";
import { projectSchema, projectWords, serviceSchema, serviceWords, slug, type WordPath } from "~/content/schema";
import { teamMemberSchema, teamMemberWords } from "~/content/team-schema";
import { tagSchema, tagWords } from "~/content/tag-schema";
import { legalTextSchema, legalTextWords } from "~/legal/legal-text-schema";
import { m } from "~/i18n/paraglide/messages.js";
import { wordsOf, wordsSchema } from "./words";

/** One document of a kind as the studio keeps it: its address and its checked data. */
export type ContentEntry = { slug: string; data: Record<string, unknown> };

/** Content, kind by kind, in the order of its listings. */
export type ContentByKind = Record<ContentKind, ContentEntry[]>;

/** Content in one language, as files hold it (`content/<locale>/`, read by content-files.server.ts). */
export type ContentInLanguage = { locale: Locale; byKind: ContentByKind };

/**
 * What the store knows of one kind of content: the schema every save is checked against, which
 * field of its data names it, how its files are written (posts are Markdown with front matter,
 * everything else JSON), and what of it is said in words (a translation holds those only).
 */
export type ContentKindSpec = {
  schema: z.ZodType<Record<string, unknown>>;
  /** The field of the data that must equal the document's slug, where the data names it. */
  slugField?: string;
  file: "json" | "markdown";
  /** What a translation holds (words.ts): everything else is a fact, English's in every language. */
  words: readonly WordPath[];
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

export const contentKindSpecs: Record<ContentKind, ContentKindSpec> = {
  service: {
    words: serviceWords,
    schema: serviceSchema,
    slugField: "slug",
    file: "json",
    titleOf: (data) => String(data.name),
  },
  project: {
    words: projectWords,
    schema: projectSchema,
    slugField: "slug",
    file: "json",
    titleOf: (data) => String(data.title),
  },
  course: {
    words: courseWords,
    schema: courseSchema,
    slugField: "slug",
    file: "json",
    titleOf: (data) => String(data.title),
  },
  post: {
    words: postWords,
    // The repository's posts are named by their files; a version from the studio names its own.
    schema: postDocumentSchema,
    slugField: "slug",
    file: "markdown",
    titleOf: (data) => String(data.title),
  },
  faq: {
    words: faqEntryWords,
    schema: faqEntrySchema,
    slugField: "id",
    file: "json",
    titleOf: (data) => String(data.question),
  },
  team: {
    words: teamMemberWords,
    schema: teamMemberSchema,
    slugField: "slug",
    file: "json",
    // A name is a fact: a translation, which holds words only, is named by the role it translates.
    titleOf: (data) => String(data.name ?? data.role),
  },
  about: {
    words: aboutWords,
    schema: aboutSchema,
    file: "json",
    titleOf: () => m.studio_title_about(),
  },
  home: {
    words: homeWords,
    schema: homeSchema,
    file: "json",
    titleOf: () => m.studio_title_home(),
  },
  tag: {
    words: tagWords,
    schema: tagSchema,
    slugField: "slug",
    file: "json",
    titleOf: (data) => String(data.name),
  },
  legal: {
    words: legalTextWords,
    schema: legalTextSchema,
    slugField: "page",
    file: "json",
    titleOf: (data) => String(data.title),
  },
  page: {
    words: pageCopyWords,
    schema: pageCopySchema,
    slugField: "page",
    file: "json",
    // In the page's language: "Services page", "Seite „Leistungen“".
    titleOf: (data) => m.studio_title_page({ title: String(data.title) }),
  },
};

const translationSchemas = new Map<ContentKind, z.ZodType<Record<string, unknown>>>();

/** What a document of `kind` in `locale` is checked by: the whole schema in English, its words' part in a translation. */
export function schemaFor(kind: ContentKind, locale: Locale = baseLocale): z.ZodType<Record<string, unknown>> {
  const spec = contentKindSpecs[kind];
  if (locale === baseLocale) return spec.schema;
  let words = translationSchemas.get(kind);
  if (!words) translationSchemas.set(kind, (words = wordsSchema(spec.words, spec.schema)));
  return words;
}

/** The address a version's data gives (a service's slug, a post's when it names one), or the document's own. */
export function addressOf(kind: ContentKind, data: Record<string, unknown>, own: string): string {
  const field = contentKindSpecs[kind].slugField;
  return field && typeof data[field] === "string" ? data[field] : own;
}

/**
 * A version's data as its document in `locale` keeps it now: a translation's words only, for the
 * versions saved before translations held no facts (issue 62) carry English's too.
 */
export function keptData(kind: ContentKind, locale: Locale, data: Record<string, unknown>): Record<string, unknown> {
  return locale === baseLocale ? data : wordsOf(contentKindSpecs[kind].words, data);
}

/**
 * A version's data as its form shows it: English's with its address filled in where it names
 * none (a repository's post), a translation's words (keptData), which name no address.
 */
export function formData(
  kind: ContentKind,
  data: Record<string, unknown>,
  own: string,
  locale: Locale = baseLocale,
): Record<string, unknown> {
  if (locale !== baseLocale) return keptData(kind, locale, data);
  const field = contentKindSpecs[kind].slugField;
  return field && data[field] === undefined ? { [field]: own, ...data } : data;
}
