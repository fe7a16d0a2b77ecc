import { ContactPrompt } from "~/components/page/contact-prompt";
import { PageIntro } from "~/components/page/page-intro";
import { pageCopy, pageIntro } from "~/content/page-copy.server";
import { services } from "~/content/services.server";
import { ServiceCards } from "~/home/services-grid";
import { portfolioURL } from "~/portfolio/portfolio-filter.server";
import { loaderMeta } from "~/seo/loader-meta";
import { topPageMeta } from "~/seo/top-page-meta.server";
import type { Route } from "./+types/services";
import type { RouteHandle } from "~/types/route-handle";
import { m } from "~/i18n/paraglide/messages.js";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

export function loader() {
  return {
    intro: pageIntro("services"),
    services: services().map(({ slug, name, summary, image }) => ({ slug, name, summary, image, projectsURL: portfolioURL(slug) })),
    meta: topPageMeta(pageCopy("services"), "/services"),
  };
}

export const meta = loaderMeta;

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <PageIntro {...loaderData.intro}>
      <ServiceCards services={loaderData.services} />
      <div className="mt-14">
        <ContactPrompt label={m.nav_start_project()} />
      </div>
    </PageIntro>
  );
}
