import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { ContentImage } from "~/components/ui/content-image";
import { Section } from "~/components/ui/section";
import type { Home } from "~/content/home-schema";
import type { Service } from "~/content/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";

/** What a card shows, and the portfolio filtered by the service: the service page holds the rest. */
export type ServiceCardData = Pick<Service, "slug" | "name" | "summary" | "image"> & { projectsURL: string };

/** The services, opened by the home page's words for them (its document, issue 64). */
export function ServicesGrid({ services, words, lang }: { services: ServiceCardData[]; words: Home["services"]; lang?: string }) {
  return (
    <Section id="services" tone="tinted" label={words.label} heading={words.heading} intro={words.intro} lang={lang}>
      <ServiceCards services={services} />
    </Section>
  );
}

/** The services as cards: on the home page, and on /services. */
export function ServiceCards({ services }: { services: ServiceCardData[] }) {
  return (
    // On a phone, compact tiles two a row; 2 or 4 columns of full cards from tablets up: eight always fill whole rows.
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 xl:grid-cols-4">
      {services.map((service) => (
        <li key={service.slug}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A service: on a phone a compact tile, its name alone (eight pictures and summaries would make
 * the home page a long scroll there); from tablets up, the picture, the summary and its projects.
 */
function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <Card>
      <figure className="bg-base-200 max-sm:hidden">
        <ContentImage image={service.image} sizes="(min-width: 1024px) 400px, 50vw" />
      </figure>
      <div className="card-body gap-3 p-4 sm:p-6">
        <h3 className="text-base font-bold sm:text-xl">
          {/* On a phone the whole tile is the link. */}
          <Link to={localizedPath(`/services/${service.slug}`)} className="hover:text-primary max-sm:after:absolute max-sm:after:inset-0">
            {service.name}
          </Link>
        </h3>
        <p className="text-base-content/75 max-sm:hidden">{service.summary}</p>
        <div className="mt-auto card-actions pt-2 max-sm:hidden">
          <Link
            to={service.projectsURL}
            className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
            aria-label={m.home_service_projects_label({ service: service.name })}
          >
            {m.home_service_projects()}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
            />
          </Link>
        </div>
      </div>
    </Card>
  );
}
