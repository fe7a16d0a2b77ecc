import type { Project } from "~/content/schema";
import { services } from "~/content/services.server";

/**
 * What a case-study card shows, with its services' display names: no story, results or
 * gallery, so the pages that list projects send only what their cards need.
 */
export type ProjectSummary = Pick<Project, "slug" | "title" | "client" | "year" | "summary" | "cover"> & { serviceNames: string[] };

export function summariseProject(project: Project): ProjectSummary {
  const { slug, title, client, year, summary, cover } = project;
  return {
    slug,
    title,
    client,
    year,
    summary,
    cover,
    serviceNames: project.services.map((slug) => services().find((service) => service.slug === slug)?.name ?? slug),
  };
}
