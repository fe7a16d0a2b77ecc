import { Container } from "~/components/ui/container";
import { FilterNav } from "~/components/ui/filter-nav";
import { Notice } from "~/components/ui/notice";
import { SectionLabel } from "~/components/ui/section";
import { ProjectCard } from "~/portfolio/project-card";
import { portfolioFor } from "~/portfolio/portfolio-filter.server";
import { errorMeta } from "~/seo/error-meta";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/projects";

export function loader({ request }: Route.LoaderArgs) {
  return portfolioFor(new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ data, error }) =>
  error
    ? errorMeta(error)
    : pageMeta({
        title: data?.serviceName ? `${data.serviceName} projects` : "Portfolio",
        description: data?.serviceName
          ? `Case studies of our ${data.serviceName.toLowerCase()} work: the brief, what we built and the results, in figures.`
          : "Case studies from Brightline Digital: websites, apps, shops and dashboards, with the results they delivered.",
        path: data?.service.value ? `/projects?service=${data.service.value}` : "/projects",
      });

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects, service, serviceName } = loaderData;

  return (
    <Container className="py-16 sm:py-20">
      <div className="max-w-3xl">
        <SectionLabel>Portfolio</SectionLabel>
        <h1 className="text-display mt-3 font-extrabold">{serviceName ? `${serviceName} projects` : "Work we're proud of"}</h1>
        <p className="text-lead mt-5 text-base-content/75">
          Real briefs, real constraints and the figures that moved. Pick a service to see the projects where it did the heavy lifting.
        </p>
      </div>

      <FilterNav label="Filter projects by service" className="mt-10" options={service.options} />

      {service.unknown ? <Notice className="mt-8">That service filter isn't one we know, so here are all our projects.</Notice> : null}

      <p className="mt-8 text-sm text-base-content/70" aria-live="polite">
        {projects.length === 1 ? "1 project" : `${projects.length} projects`}
      </p>
      <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
