import { m } from "~/i18n/paraglide/messages.js";
import { projects } from "~/content/projects.server";
import { findService, services } from "~/content/services.server";
import { filterURL, readFilters, type Filter } from "~/filters/query-choice";
import { summariseProject, type ProjectSummary } from "./project-summaries.server";

export type PortfolioView = {
  projects: ProjectSummary[];
  service: Filter<string>;
  /** The chosen service's name, for the heading. */
  serviceName: string | null;
};

/** The portfolio filtered by one service, for links from other pages. */
export function portfolioURL(service: string): string {
  return filterURL("/projects", { service });
}

/** Reads `?service=` and picks the case studies to show; an unknown service shows them all. */
export function portfolioFor(searchParams: URLSearchParams): PortfolioView {
  const { service } = readFilters("/projects", searchParams, {
    service: {
      label: m.projects_filter_label(),
      all: m.projects_filter_all(),
      unknownNotice: m.projects_filter_unknown(),
      choices: services().map((one) => ({ id: one.slug, label: one.name })),
    },
  });
  const chosen = service.value === null ? projects() : projects().filter((project) => project.services.includes(service.value!));
  return { projects: chosen.map(summariseProject), service, serviceName: service.value === null ? null : findService(service.value)!.name };
}
