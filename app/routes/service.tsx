import { DetailHero } from "~/components/page/detail-hero";
import { ButtonLink } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { ContentSection } from "~/components/ui/content-section";
import { Container } from "~/components/ui/container";
import { LinkList } from "~/components/ui/link-list";
import { StepList } from "~/components/ui/step-list";
import { Surface } from "~/components/ui/surface";
import { projectsForService } from "~/content/projects.server";
import { contactHref } from "~/config/contact-link";
import { serviceShelf, services } from "~/content/services.server";
import { ContentArticle } from "~/components/page/content-article";
import { portfolioURL } from "~/portfolio/portfolio-filter.server";
import { ProjectShowcase } from "~/portfolio/project-showcase";
import { summariseProject } from "~/portfolio/project-summaries.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { breadcrumbs } from "~/seo/structured-data.server";
import type { Route } from "./+types/service";
import type { RouteHandle } from "~/types/route-handle";
import { movedOrMissing } from "~/content-store/moved-documents.server";
import { m } from "~/i18n/paraglide/messages.js";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

/** Case studies shown on a service page; the portfolio link shows the rest. */
const RELATED_LIMIT = 3;

export function loader({ params }: Route.LoaderArgs) {
  const shown = serviceShelf.found(params.slug);
  if (!shown) throw movedOrMissing("service", params.slug, (slug) => `/services/${slug}`, m.service_missing());
  const { entry: service, language } = shown;
  const related = projectsForService(service.slug);
  return {
    service,
    language,
    portfolio: portfolioURL(service.slug),
    related: related.slice(0, RELATED_LIMIT).map(summariseProject),
    relatedCount: related.length,
    otherServices: services()
      .filter((other) => other.slug !== service.slug)
      .map(({ slug, name }) => ({ label: name, to: `/services/${slug}` })),
    meta: pageMeta({
      title: service.name,
      description: service.summary,
      path: `/services/${service.slug}`,
      languages: serviceShelf.languagesOf(service.slug),
      structuredData: [
        breadcrumbs([
          { name: m.services_title(), path: "/services" },
          { name: service.name, path: `/services/${service.slug}` },
        ]),
      ],
    }),
  };
}

export const meta = loaderMeta;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, language, portfolio, related, relatedCount, otherServices } = loaderData;
  return (
    <ContentArticle language={language}>
      <DetailHero
        back={{ to: "/services", label: m.service_all() }}
        label={m.service_label()}
        heading={service.name}
        lead={service.intro}
        image={service.image}
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={contactHref(service.slug)} size="lg">
            {m.service_start()}
          </ButtonLink>
          <ButtonLink to={portfolio} variant="outline" size="lg">
            {m.service_projects()}
          </ButtonLink>
        </div>
      </DetailHero>

      <Container className="grid gap-14 py-16 lg:grid-cols-2">
        <ContentSection id="included" heading={m.service_included()}>
          <CheckList items={service.included} />
          <Surface as="p" tone="tinted" padding="sm" className="mt-8 text-base-content/80">
            {service.engagement}
          </Surface>
        </ContentSection>
        <ContentSection id="process" heading={m.service_process()}>
          <StepList steps={service.process} />
        </ContentSection>
      </Container>

      {related.length > 0 ? (
        <ProjectShowcase
          id="related-work"
          tone="tinted"
          heading={m.service_case_studies({ service: service.name })}
          projects={related}
          more={relatedCount > related.length ? { to: portfolio, label: m.service_all_projects({ count: relatedCount }) } : null}
        />
      ) : null}

      <Container className="py-16">
        <nav aria-labelledby="other-services">
          <h2 id="other-services" className="text-xl font-bold">
            {m.service_others()}
          </h2>
          <LinkList links={otherServices} variant="pill" className="mt-5" />
        </nav>
      </Container>
    </ContentArticle>
  );
}
