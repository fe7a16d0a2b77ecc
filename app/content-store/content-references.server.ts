import type { About } from "~/content/about-schema";
import { staticPages } from "~/content/page-copy.server";
import { legalPages } from "~/legal/legal-text-schema";
import type { Project } from "~/content/schema";
import { withWords } from "./words";
import { type ContentByKind, contentKindSpecs } from "./content-kinds.server";

/**
 * What a whole set of published content gets wrong between its documents: a name one document
 * gives another (a course's instructor, a post's author, a case study's services, a quote's case
 * study) that is not published, and a page that must exist and does not. Each problem names its
 * document. Checked on publish, on import and at start, so nothing published can be refused by
 * the next start.
 */
export function referenceProblems(content: ContentByKind): string[] {
  const problems: string[] = [];
  const slugs = (kind: keyof ContentByKind) => new Set(content[kind].map((entry) => entry.slug));
  const team = slugs("team");
  const services = slugs("service");
  const projects = slugs("project");
  const unknown = (kind: string, slug: string, field: string, names: string[], known: Set<string>) => {
    for (const name of names) if (!known.has(name)) problems.push(`${kind} "${slug}": ${field}: names "${name}", which is not published`);
  };
  for (const { slug, data } of content.course) unknown("course", slug, "instructor", [String(data.instructor)], team);
  const tags = slugs("tag");
  for (const { slug, data } of content.post) {
    unknown("post", slug, "author", [String(data.author)], team);
    unknown("post", slug, "tags", data.tags as string[], tags);
  }
  for (const { slug, data } of content.project) unknown("project", slug, "services", (data as Project).services, services);
  if (content.about.length !== 1) problems.push(`about: exactly one about page must be published, not ${content.about.length}`);
  if (content.home.length !== 1) problems.push(`home: exactly one home page must be published, not ${content.home.length}`);
  for (const { slug, data } of content.about) {
    const quoted = (data as About).quotes.flatMap((quote) => (quote.project ? [quote.project] : []));
    unknown("about", slug, "quotes.project", quoted, projects);
  }
  const pages = slugs("page");
  for (const page of staticPages) if (!pages.has(page)) problems.push(`page "${page}": its words must be published`);
  // A site that sells must show its legal notice, terms and withdrawal information (issue 65).
  const legal = slugs("legal");
  for (const page of legalPages) if (!legal.has(page)) problems.push(`legal "${page}": its text must be published`);
  return problems;
}

/**
 * English's documents with a translation's words in place of English's (issue 62): what a page in
 * that language can show, so what its documents' names are checked against. A translation holds
 * no facts, so one whose English document is not published has nothing to show and is left out.
 */
export function withTranslation(english: ContentByKind, translation: ContentByKind): ContentByKind {
  const merged = {} as ContentByKind;
  for (const kind of Object.keys(english) as (keyof ContentByKind)[]) {
    const translated = new Map(translation[kind].map((entry) => [entry.slug, entry.data]));
    merged[kind] = english[kind].map((entry) => {
      const words = translated.get(entry.slug);
      return words ? { slug: entry.slug, data: withWords(contentKindSpecs[kind].words, entry.data, words) } : entry;
    });
  }
  return merged;
}

/** Of what withTranslation made (`merged`), only the documents `translation` translates. */
export function translatedOnly(merged: ContentByKind, translation: ContentByKind): ContentByKind {
  const only = {} as ContentByKind;
  for (const kind of Object.keys(merged) as (keyof ContentByKind)[]) {
    const slugs = new Set(translation[kind].map((entry) => entry.slug));
    only[kind] = merged[kind].filter((entry) => slugs.has(entry.slug));
  }
  return only;
}

/**
 * Where one kind's documents are named by others: the kind that names it, and the data with one
 * name changed (the same object when it does not name `from`).
 */
type Naming = { by: keyof ContentByKind; renamed: (data: Record<string, unknown>, from: string, to: string) => Record<string, unknown> };

const swap = (name: unknown, from: string, to: string) => (name === from ? to : name);

export const namings: Partial<Record<keyof ContentByKind, Naming[]>> = {
  team: [
    { by: "course", renamed: (data, from, to) => (data.instructor === from ? { ...data, instructor: to } : data) },
    { by: "post", renamed: (data, from, to) => (data.author === from ? { ...data, author: to } : data) },
  ],
  service: [
    {
      by: "project",
      renamed: (data, from, to) =>
        (data as Project).services.includes(from)
          ? { ...data, services: (data as Project).services.map((name) => swap(name, from, to)) }
          : data,
    },
  ],
  // A tag's new address goes into every post under it.
  tag: [
    {
      by: "post",
      renamed: (data, from, to) =>
        (data.tags as string[]).includes(from) ? { ...data, tags: (data.tags as string[]).map((name) => swap(name, from, to)) } : data,
    },
  ],
  project: [
    {
      by: "about",
      renamed: (data, from, to) =>
        (data as About).quotes.some((quote) => quote.project === from)
          ? { ...data, quotes: (data as About).quotes.map((quote) => (quote.project === from ? { ...quote, project: to } : quote)) }
          : data,
    },
  ],
};
