import { AppFeature } from "~/home/app-feature";
import { Hero } from "~/home/hero";
import { ServicesGrid } from "~/home/services-grid";
import { projects } from "~/content/projects.server";
import { services } from "~/content/services.server";
import { ContactBand } from "~/home/contact-band";
import { SelectedWork } from "~/home/selected-work";
import { summariseProject } from "~/portfolio/project-summaries.server";
import { site } from "~/config/site";
import { pageMeta } from "~/seo/page-meta";
import { organization } from "~/seo/organization";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: site.name,
    description:
      "Brightline Digital designs and builds fast websites, web apps, mobile apps and dashboards, and teaches teams to do the same.",
    path: "/",
    structuredData: [organization()],
  });

export function loader() {
  // Projects are kept newest first, so the first three are the latest work.
  return {
    services: services.map(({ slug, name, summary, image }) => ({ slug, name, summary, image })),
    latestProjects: projects.slice(0, 3).map(summariseProject),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <ServicesGrid services={loaderData.services} />
      <AppFeature />
      <SelectedWork projects={loaderData.latestProjects} />
      <ContactBand />
    </>
  );
}
