import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { CardGrid } from "~/components/ui/card-grid";
import { Section } from "~/components/ui/section";
import { ProjectCard } from "./project-card";
import type { ProjectSummary } from "./project-summaries.server";

type ProjectShowcaseProps = {
  id: string;
  label?: string;
  heading: string;
  intro?: ReactNode;
  tone?: "plain" | "tinted";
  projects: ProjectSummary[];
  /** The link to the rest of the portfolio, when there is more to see. */
  more?: { to: string; label: string } | null;
  /** On a phone, show only the first this many (the link leads to the rest). */
  phoneLimit?: number;
};

/** A section of a few case studies, in one row, with the way on to the rest. */
export function ProjectShowcase({ projects, more, phoneLimit, ...section }: ProjectShowcaseProps) {
  return (
    <Section {...section}>
      <CardGrid items={projects} itemKey={(project) => project.slug} layout="row" phoneLimit={phoneLimit}>
        {(project) => <ProjectCard project={project} headingLevel={3} />}
      </CardGrid>
      {more ? (
        <ButtonLink to={more.to} variant="outline" className="mt-10">
          {more.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      ) : null}
    </Section>
  );
}
