import type { Project } from "~/content/schema";
import { services } from "~/content/services.server";

/** A case study with its services' display names, ready for a card. */
export type ProjectSummary = Project & { serviceNames: string[] };

const serviceNames = new Map(services.map((service) => [service.slug, service.name]));

export function withServiceNames(projects: Project[]): ProjectSummary[] {
  return projects.map((project) => ({
    ...project,
    serviceNames: project.services.map((slug) => serviceNames.get(slug) ?? slug),
  }));
}
