import { ContactPrompt } from "~/components/page/contact-prompt";
import { PageIntro } from "~/components/page/page-intro";
import { services } from "~/content/services.server";
import { ServiceCards } from "~/home/services-grid";
import { portfolioURL } from "~/portfolio/portfolio-filter.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { breadcrumbs } from "~/seo/structured-data.server";
import type { Route } from "./+types/services";
import type { RouteHandle } from "~/types/route-handle";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

export function loader() {
  return {
    services: services.map(({ slug, name, summary, image }) => ({ slug, name, summary, image, projectsURL: portfolioURL(slug) })),
    meta: pageMeta({
      title: "Services",
      description:
        "What Brightline Digital does: product strategy, UX and UI design, web and mobile development, e-commerce, dashboards, branding and growth.",
      path: "/services",
      structuredData: [breadcrumbs([{ name: "Services", path: "/services" }])],
    }),
  };
}

export const meta = loaderMeta;

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <PageIntro
      label="Services"
      heading="What we can do for you"
      lead="Strategy, design, engineering and growth under one roof, so nothing gets lost between agencies. Each service page says what is included, how the work runs and what it has delivered for clients."
    >
      <ServiceCards services={loaderData.services} />
      <div className="mt-14">
        <ContactPrompt label="Start a project" />
      </div>
    </PageIntro>
  );
}
