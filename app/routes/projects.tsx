import { data } from "react-router";
import { FilteredCards } from "~/components/page/filtered-cards";
import { PageIntro } from "~/components/page/page-intro";
import { ProjectCard } from "~/portfolio/project-card";
import { portfolioFor } from "~/portfolio/portfolio-filter.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/projects";
import type { RouteHandle } from "~/types/route-handle";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared", query: ["service"] };

export function loader({ request }: Route.LoaderArgs) {
  const view = portfolioFor(new URL(request.url).searchParams);
  const meta = pageMeta({
    title: view.serviceName ? `${view.serviceName} projects` : "Portfolio",
    description: view.serviceName
      ? `Case studies of our ${view.serviceName.toLowerCase()} work: the brief, what we built and the results, in figures.`
      : "Case studies from Brightline Digital: websites, apps, shops and dashboards, with the results they delivered.",
    // The chosen filter link is the view's own address: "/projects" when no service is chosen.
    path: view.service.options.find((option) => option.active)?.to ?? "/projects",
  });
  // An unknown service is no page of ours: a 404, which no cache keeps, that says so and shows all.
  return data({ ...view, meta }, { status: view.service.unknown ? 404 : 200 });
}

export const meta = loaderMeta;

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects, service, serviceName } = loaderData;
  return (
    <PageIntro
      label="Portfolio"
      heading={serviceName ? `${serviceName} projects` : "Work we're proud of"}
      lead="Real briefs, real constraints and the figures that moved. Pick a service to see the projects where it did the heavy lifting."
    >
      <FilteredCards filters={[service]} count={{ one: "project", many: "projects" }} items={projects} itemKey={(project) => project.slug}>
        {(project, index) => <ProjectCard project={project} priority={index === 0} />}
      </FilteredCards>
    </PageIntro>
  );
}
