import type { About } from "~/content/about-schema";
import { showAbout } from "~/content/about.server";
import type { Course } from "~/content/course-schema";
import { showCourses } from "~/content/courses.server";
import type { FaqEntry } from "~/content/faq-schema";
import { showFaq } from "~/content/faq.server";
import { type PageCopy, showPageCopy, staticPages } from "~/content/page-copy.server";
import { type PostSource, showPosts } from "~/content/posts.server";
import { showProjects } from "~/content/projects.server";
import type { Project, Service } from "~/content/schema";
import { showServices } from "~/content/services.server";
import type { TeamMember } from "~/content/team-schema";
import { showTeam } from "~/content/team.server";
import { type ContentByKind, ContentInvalidError, checkContent } from "./content-documents.server";

/**
 * Puts the content store's published content on this instance's pages (decision 43), in place
 * of the repository's. It is checked as a whole first: every document against its schema, and
 * every name one document gives another (a course's instructor, a post's author, a case study's
 * services, a quote's case study) against what is published. If anything fails, the pages keep
 * what they show and the problems are returned, each naming its document.
 */
export function showPublishedContent(byKind: ContentByKind): string[] {
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
  showTeam(dataOf<TeamMember>("team"));
  showServices(dataOf<Service>("service"));
  showProjects(dataOf<Project>("project"));
  showCourses(dataOf<Course>("course"));
  showPosts(checked.post.map((entry) => ({ ...(entry.data as Omit<PostSource, "slug">), slug: entry.slug })));
  showFaq(dataOf<FaqEntry>("faq"));
  showAbout(dataOf<About>("about")[0]!);
  showPageCopy(dataOf<PageCopy>("page"));
  return [];
}

function referenceProblems(content: ContentByKind): string[] {
  const problems: string[] = [];
  const slugs = (kind: keyof ContentByKind) => new Set(content[kind].map((entry) => entry.slug));
  const team = slugs("team");
  const services = slugs("service");
  const projects = slugs("project");
  const unknown = (kind: string, slug: string, field: string, names: string[], known: Set<string>) => {
    for (const name of names) if (!known.has(name)) problems.push(`${kind} "${slug}": ${field}: names "${name}", which is not published`);
  };
  for (const { slug, data } of content.course) unknown("course", slug, "instructor", [String(data.instructor)], team);
  for (const { slug, data } of content.post) unknown("post", slug, "author", [String(data.author)], team);
  for (const { slug, data } of content.project) unknown("project", slug, "services", (data as Project).services, services);
  if (content.about.length !== 1) problems.push(`about: exactly one about page must be published, not ${content.about.length}`);
  for (const { slug, data } of content.about) {
    const quoted = (data as About).quotes.flatMap((quote) => (quote.project ? [quote.project] : []));
    unknown("about", slug, "quotes.project", quoted, projects);
  }
  const pages = slugs("page");
  for (const page of staticPages) if (!pages.has(page)) problems.push(`page "${page}": its words must be published`);
  return problems;
}
