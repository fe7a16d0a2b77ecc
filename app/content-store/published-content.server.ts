import type { About } from "~/content/about-schema";
import { showAbout } from "~/content/about.server";
import type { Course } from "~/content/course-schema";
import { showCourses } from "~/content/courses.server";
import type { FaqEntry } from "~/content/faq-schema";
import { showFaq } from "~/content/faq.server";
import { type PageCopy, showPageCopy } from "~/content/page-copy.server";
import { type PostSource, renderPosts, showPosts } from "~/content/posts.server";
import { showProjects } from "~/content/projects.server";
import type { Project, Service } from "~/content/schema";
import { showServices } from "~/content/services.server";
import type { TeamMember } from "~/content/team-schema";
import { showTeam } from "~/content/team.server";
import { type ContentByKind, ContentInvalidError, checkContent } from "./content-documents.server";
import { referenceProblems } from "./content-references.server";

/**
 * Puts the content store's published content on this instance's pages (decision 43), in place
 * of the repository's. It is checked as a whole first: every document against its schema, and
 * every name one document gives another (a course's instructor, a post's author, a case study's
 * services, a quote's case study) against what is published. If anything fails, the pages keep
 * what they show and the problems are returned, each naming its document.
 */
export function showPublishedContent(byKind: ContentByKind): string[] {
  const problems = show(byKind);
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

function show(byKind: ContentByKind): string[] {
  let checked: ContentByKind;
  try {
    checked = checkContent(byKind);
  } catch (error) {
    if (error instanceof ContentInvalidError) return error.problems;
    throw error;
  }
  const problems = referenceProblems(checked);
  if (problems.length > 0) return problems;
  const dataOf = <T>(kind: keyof ContentByKind) => checked[kind].map((entry) => entry.data as T);
  // Everything that can fail is done before the first kind is swapped, so the pages never show
  // half of one set and half of another.
  const rendered = renderPosts(checked.post.map((entry) => ({ ...(entry.data as Omit<PostSource, "slug">), slug: entry.slug })));
  showTeam(dataOf<TeamMember>("team"));
  showServices(dataOf<Service>("service"));
  showProjects(dataOf<Project>("project"));
  showCourses(dataOf<Course>("course"));
  showPosts(rendered);
  showFaq(dataOf<FaqEntry>("faq"));
  showAbout(dataOf<About>("about")[0]!);
  showPageCopy(dataOf<PageCopy>("page"));
  return [];
}
