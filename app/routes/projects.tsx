import { data } from "react-router";
import { FilteredCards } from "~/components/page/filtered-cards";
import { PageIntro } from "~/components/page/page-intro";
import { ProjectCard } from "~/portfolio/project-card";
import { portfolioFor } from "~/portfolio/portfolio-filter.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/projects";
import type { RouteHandle } from "~/types/route-handle";
import { m } from "~/i18n/paraglide/messages.js";
import { site } from "~/config/site";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared", query: ["service"] };

export function loader({ request }: Route.LoaderArgs) {
  const view = portfolioFor(new URL(request.url).searchParams);
  const meta = pageMeta({
    title: view.serviceName ? m.projects_title_filtered({ service: view.serviceName }) : m.projects_title(),
    description: view.serviceName
      ? m.projects_description_filtered({ service: view.serviceName })
      : m.projects_description({ name: site.name }),
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
      label={m.projects_label()}
      heading={serviceName ? m.projects_title_filtered({ service: serviceName }) : m.projects_heading()}
      lead={m.projects_lead()}
    >
      <FilteredCards
        filters={[service]}
        count={(count) => m.projects_count({ count })}
        items={projects}
        itemKey={(project) => project.slug}
      >
        {(project, index) => <ProjectCard project={project} priority={index === 0} />}
      </FilteredCards>
    </PageIntro>
  );
}
