import { Mail } from "lucide-react";
import { BackLink } from "~/components/page/back-link";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { ContentImage } from "~/components/ui/content-image";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";
import { site } from "~/config/site";
import { projectsForService } from "~/content/projects.server";
import { findService, services } from "~/content/services.server";
import { ProjectCard } from "~/portfolio/project-card";
import { summariseProject } from "~/portfolio/project-summaries.server";
import { errorMeta } from "~/seo/error-meta";
import { pageMeta } from "~/seo/page-meta";
import { breadcrumbs } from "~/seo/structured-data";
import type { Route } from "./+types/service";

/** Case studies shown on a service page; the portfolio link shows the rest. */
const RELATED_LIMIT = 3;

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug);
  if (!service) throw new Response("No such service", { status: 404 });
  const related = projectsForService(service.slug);
  return {
    service,
    related: related.slice(0, RELATED_LIMIT).map(summariseProject),
    relatedCount: related.length,
    otherServices: services.filter((other) => other.slug !== service.slug).map(({ slug, name }) => ({ slug, name })),
  };
}

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (error || !data) return errorMeta(error);
  const { service } = data;
  return pageMeta({
    title: service.name,
    description: service.summary,
    path: `/services/${service.slug}`,
    structuredData: [breadcrumbs([{ name: service.name, path: `/services/${service.slug}` }])],
  });
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, related, relatedCount, otherServices } = loaderData;
  const portfolio = `/projects?service=${service.slug}`;
  return (
    <article>
      <Container className="pt-12 sm:pt-16">
        <BackLink to="/#services">All services</BackLink>
        <div className="mt-8 grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <SectionLabel>Service</SectionLabel>
            <h1 className="text-display mt-3 font-extrabold">{service.name}</h1>
            <p className="text-lead mt-6 text-base-content/75">{service.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href={`mailto:${site.contactEmail}?subject=${encodeURIComponent(`${service.name} project`)}`}
                className={buttonClass("primary", "lg")}
              >
                <Mail aria-hidden="true" className="size-5" />
                Start a project
              </a>
              <ButtonLink to={portfolio} variant="outline" size="lg">
                View Projects
              </ButtonLink>
            </div>
          </div>
          <ContentImage image={service.image} priority className="rounded-box border border-base-300 bg-base-200" />
        </div>
      </Container>

      <Container className="grid gap-14 py-16 lg:grid-cols-2">
        <section aria-labelledby="included">
          <h2 id="included" className="text-2xl font-bold">
            What's included
          </h2>
          <CheckList items={service.included} className="mt-6 space-y-3" />
          <p className="mt-8 rounded-box border border-base-300 bg-base-200 p-5 text-base-content/80">{service.engagement}</p>
        </section>
        <section aria-labelledby="process">
          <h2 id="process" className="text-2xl font-bold">
            How it runs
          </h2>
          <ol className="mt-6 space-y-6">
            {service.process.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 font-bold text-primary"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold">{step.title}</h3>
                  <p className="mt-1 text-base-content/80">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </Container>

      {related.length > 0 ? (
        <section aria-labelledby="related-work" className="bg-base-200 py-16">
          <Container>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="related-work" className="text-title font-bold">
                {service.name} case studies
              </h2>
              {relatedCount > related.length ? (
                <ButtonLink to={portfolio} variant="outline">
                  All {relatedCount} projects
                </ButtonLink>
              ) : null}
            </div>
            <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
              {related.map((project) => (
                <li key={project.slug}>
                  <ProjectCard project={project} headingLevel={3} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}

      <Container className="py-16">
        <nav aria-labelledby="other-services">
          <h2 id="other-services" className="text-xl font-bold">
            Other services
          </h2>
          <ul className="mt-5 flex flex-wrap gap-2">
            {otherServices.map((other) => (
              <li key={other.slug}>
                <ButtonLink to={`/services/${other.slug}`} variant="outline" className="btn-sm border-base-300">
                  {other.name}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </article>
  );
}
