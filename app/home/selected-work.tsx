import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { ProjectCard } from "~/portfolio/project-card";
import type { ProjectSummary } from "~/portfolio/project-summaries.server";

export function SelectedWork({ projects }: { projects: ProjectSummary[] }) {
  return (
    <Section
      id="selected-work"
      label="case studies"
      heading="Recent work for ambitious teams"
      intro="A few of the products we shipped lately, with the numbers our clients watch."
    >
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} headingLevel={3} />
          </li>
        ))}
      </ul>
      <ButtonLink to="/projects" variant="outline" className="mt-10">
        See all projects
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </Section>
  );
}
