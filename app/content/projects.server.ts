import type { Locale } from "~/i18n/locale";
import { ContentShelf } from "./content-shelf.server";
import type { Project } from "./schema";

/** Newest first; projects from the same year keep the order they are written in. */
const newestFirst = (list: Project[]) => [...list].sort((a, b) => b.year - a.year);

/** The case studies the pages show, in each language, as the content store publishes them (showProjects). */
export const projectShelf = new ContentShelf("project", (project: Project) => project.slug, newestFirst);

/** The case studies a listing in the page's language shows, newest first; a preview's draft among them. */
export function projects(): Project[] {
  return projectShelf.listed();
}

/** The content store's published case studies of a language are the pages' from the store's first read (decision 43). */
export function showProjects(published: Project[], locale?: Locale): void {
  projectShelf.show(published, locale);
}

/** A case study in the page's language, or in English while it has no translation. */
export function findProject(slug: string): Project | undefined {
  return projectShelf.find(slug);
}

export function projectsForService(slug: string): Project[] {
  return projects().filter((project) => project.services.includes(slug));
}
