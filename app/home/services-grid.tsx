import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { CardGrid } from "~/components/ui/card-grid";
import { ContentImage } from "~/components/ui/content-image";
import { Section } from "~/components/ui/section";
import type { Service } from "~/content/schema";

/** What a card shows, and the portfolio filtered by the service: the service page holds the rest. */
export type ServiceCardData = Pick<Service, "slug" | "name" | "summary" | "image"> & { projectsURL: string };

export function ServicesGrid({ services }: { services: ServiceCardData[] }) {
  return (
    <Section
      id="services"
      tone="tinted"
      label="what we can do for you"
      heading="Services we can help you with"
      intro="Strategy, design, engineering and growth under one roof, so nothing gets lost between agencies."
    >
      {/* 1, 2 or 4 columns: eight cards always fill whole rows. */}
      <CardGrid items={services} itemKey={(service) => service.slug} layout="fours">
        {(service) => <ServiceCard service={service} />}
      </CardGrid>
    </Section>
  );
}

function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <Card>
      <figure className="bg-base-200">
        <ContentImage image={service.image} />
      </figure>
      <div className="card-body gap-3 p-6">
        <h3 className="text-xl font-bold">
          <Link to={`/services/${service.slug}`} className="hover:text-primary">
            {service.name}
          </Link>
        </h3>
        <p className="text-base-content/75">{service.summary}</p>
        <div className="mt-auto card-actions pt-2">
          <Link
            to={service.projectsURL}
            className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
            aria-label={`View Projects: ${service.name}`}
          >
            View Projects
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
