import { AppFeature } from "~/home/app-feature";
import { Hero } from "~/home/hero";
import { ServicesGrid } from "~/home/services-grid";
import { projects } from "~/content/projects.server";
import { services } from "~/content/services.server";
import { ContactBand } from "~/home/contact-band";
import { portfolioURL } from "~/portfolio/portfolio-filter.server";
import { ProjectShowcase } from "~/portfolio/project-showcase";
import { summariseProject } from "~/portfolio/project-summaries.server";
import { site } from "~/config/site";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { organization } from "~/seo/organization.server";
import type { Route } from "./+types/home";
import type { RouteHandle } from "~/types/route-handle";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

export const meta = loaderMeta;

export function loader() {
  // Projects are kept newest first, so the first three are the latest work. The copy is data.
  return {
    services: services().map(({ slug, name, summary, image }) => ({ slug, name, summary, image, projectsURL: portfolioURL(slug) })),
    selectedWork: {
      label: m.home_work_label(),
      heading: m.home_work_heading(),
      intro: m.home_work_intro(),
      projects: projects().slice(0, 3).map(summariseProject),
      more: { to: localizedPath("/projects"), label: m.home_work_more() },
    },
    meta: pageMeta({
      title: site.name,
      description: m.home_description({ name: site.name }),
      path: "/",
      structuredData: [organization()],
    }),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <ServicesGrid services={loaderData.services} />
      <AppFeature />
      <ProjectShowcase id="selected-work" {...loaderData.selectedWork} phoneLimit={2} />
      <ContactBand />
    </>
  );
}
