import { ArrowUpRight } from "lucide-react";
import { Card, CardCover, CardTitleLink } from "~/components/ui/card";
import type { ProjectSummary } from "./project-summaries.server";
import { m } from "~/i18n/paraglide/messages.js";

type ProjectCardProps = {
  project: ProjectSummary;
  /** h2 on the portfolio page, h3 inside a section of another page. */
  headingLevel?: 2 | 3;
  /** The first card of the portfolio: its cover is fetched first (CardCover). */
  priority?: boolean;
};

/** A case study in a list: the whole card leads to its page. */
export function ProjectCard({ project, headingLevel = 2, priority = false }: ProjectCardProps) {
  return (
    <Card>
      <CardCover image={project.cover} priority={priority} />
      <div className="card-body gap-3 p-5 sm:p-6">
        <p className="grow-0 text-sm font-medium text-base-content/65">
          {project.client} · {project.year}
        </p>
        <CardTitleLink to={`/projects/${project.slug}`} level={headingLevel}>
          {project.title}
        </CardTitleLink>
        <p className="text-base-content/75">{project.summary}</p>
        <ul className="mt-auto flex flex-wrap gap-2 pt-2" aria-label={m.project_card_services()}>
          {project.serviceNames.map((name) => (
            <li key={name} className="badge badge-soft badge-primary">
              {name}
            </li>
          ))}
        </ul>
        <ArrowUpRight
          aria-hidden="true"
          className="absolute top-4 right-4 size-6 rounded-full bg-base-100 p-1 opacity-0 shadow transition-opacity group-hover:opacity-100"
        />
      </div>
    </Card>
  );
}
