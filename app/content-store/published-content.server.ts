import type { About } from "~/content/about-schema";
import { showTags } from "~/content/tags.server";
import { showLegalTexts } from "~/legal/legal-texts.server";
import type { LegalText } from "~/legal/legal-text-schema";
import type { Tag } from "~/content/tag-schema";
import { showAbout } from "~/content/about.server";
import type { Course } from "~/content/course-schema";
import { showCourses } from "~/content/courses.server";
import type { FaqEntry } from "~/content/faq-schema";
import { showFaq } from "~/content/faq.server";
import type { Home } from "~/content/home-schema";
import { showHome } from "~/content/home.server";
import { type PageCopy, showPageCopy } from "~/content/page-copy.server";
import { type PostSource, renderPosts, showPosts } from "~/content/posts.server";
import { showProjects } from "~/content/projects.server";
import type { Project, Service } from "~/content/schema";
import { showServices } from "~/content/services.server";
import type { TeamMember } from "~/content/team-schema";
import { showTeam } from "~/content/team.server";
import { baseLocale, type Locale } from "~/i18n/locale";
import { type ContentByKind, ContentInvalidError, checkContent } from "./content-documents.server";
import { readRepositoryContent } from "./content-files.server";
import { referenceProblems, translatedOnly, withTranslation } from "./content-references.server";

/** Each other language's published documents: only those it has; the rest of its pages show English's. */
export type Translations = Partial<Record<Locale, ContentByKind>>;

/**
 * Puts the content store's published content on this instance's pages (decision 43), in place
 * of the repository's. It is checked as a whole first: every document against its schema, and
 * every name one document gives another (a course's instructor, a post's author, a case study's
 * services, a quote's case study) against what is published. If anything fails, the pages keep
 * what they show and the problems are returned, each naming its document. A translation is
 * checked the same way, its names read among its own language's documents and English's (a German
 * course may name a teacher whose page is not translated yet). Without `translations`, the other
 * languages keep what they show.
 */
export function showPublishedContent(byKind: ContentByKind, translations?: Translations): string[] {
  const problems = show(byKind, translations ?? {});
  if (problems.length === 0) generation++;
  return problems;
}

let generation = 0;

/**
 * Changes each time the pages start showing another set of content: what is built once from
 * all of it (the sitemap, the RSS feed) is built again when this differs from what it was built at.
 */
export function shownContentGeneration(): number {
  return generation;
}

/**
 * Checks one language's set; the checked set, or every problem with it (a translation's named in
 * its language). A translation's set is its words each shown over its English document's facts.
 */
function checked(byKind: ContentByKind, english?: ContentByKind, locale?: Locale): ContentByKind | string[] {
  let result: ContentByKind;
  try {
    result = checkContent(byKind, locale);
  } catch (error) {
    if (error instanceof ContentInvalidError) return error.problems.map((problem) => (locale ? `${locale} ${problem}` : problem));
    throw error;
  }
  if (!english) {
    const problems = referenceProblems(result);
    return problems.length > 0 ? problems : result;
  }
  const shown = withTranslation(english, result);
  const problems = referenceProblems(shown).map((problem) => `${locale} ${problem}`);
  return problems.length > 0 ? problems : translatedOnly(shown, result);
}

function show(byKind: ContentByKind, translations: Translations): string[] {
  const english = checked(byKind);
  if (Array.isArray(english)) return english;
  const sets: [Locale, ContentByKind][] = [[baseLocale, english]];
  const problems: string[] = [];
  for (const [locale, translation] of Object.entries(translations) as [Locale, ContentByKind][]) {
    const result = checked(translation, english, locale);
    if (Array.isArray(result)) problems.push(...result);
    else sets.push([locale, result]);
  }
  if (problems.length > 0) return problems;
  // Everything that can fail is done before the first kind is swapped, so the pages never show
  // half of one set and half of another.
  const rendered = sets.map(([locale, set]) =>
    renderPosts(
      set.post.map((entry) => ({ ...(entry.data as Omit<PostSource, "slug">), slug: entry.slug })),
      locale,
    ),
  );
  for (const [index, [locale, set]] of sets.entries()) {
    const dataOf = <T>(kind: keyof ContentByKind) => set[kind].map((entry) => entry.data as T);
    showTeam(dataOf<TeamMember>("team"), locale);
    showServices(dataOf<Service>("service"), locale);
    showProjects(dataOf<Project>("project"), locale);
    showCourses(dataOf<Course>("course"), locale);
    showPosts(rendered[index]!, locale);
    showFaq(dataOf<FaqEntry>("faq"), locale);
    showAbout(dataOf<About>("about")[0], locale);
    showPageCopy(dataOf<PageCopy>("page"), locale);
    showHome(dataOf<Home>("home")[0], locale);
    showTags(dataOf<Tag>("tag"), locale);
    showLegalTexts(dataOf<LegalText>("legal"), locale);
  }
  return [];
}

/**
 * Shows the repository's content (`content/<locale>/`) on this process's pages without a
 * database, as a new site's first start would through the store: for what reads the built pages
 * before any site runs (the browser tests' list of the sitemap's pages, the unit tests). A running
 * site never calls it: its pages show the store's (decision 55). Throws naming every problem.
 */
export function showRepositoryContentWithoutStore(): void {
  const languages = readRepositoryContent();
  const english = languages.find((language) => language.locale === baseLocale);
  if (!english) throw new Error("The repository has no English content (content/en-GB/)");
  const translations: Translations = {};
  for (const language of languages) if (language !== english) translations[language.locale] = language.byKind;
  const problems = showPublishedContent(english.byKind, translations);
  if (problems.length > 0) throw new Error(`The repository's content does not hold together:\n- ${problems.join("\n- ")}`);
}
