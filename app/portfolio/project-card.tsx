import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import type { Project } from "~/content/schema";
import { Card, CardCover } from "~/components/ui/card";

type ProjectCardProps = {
  project: Project;
  serviceNames: string[];
  /** h2 on the portfolio page, h3 inside a home-page section. */
  headingLevel?: 2 | 3;
};

export function ProjectCard({ project, serviceNames, headingLevel = 2 }: ProjectCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className="group">
      <CardCover image={project.cover} />
      <div className="card-body gap-3 p-6">
        <p className="grow-0 text-sm font-medium text-base-content/65">
          {project.client} · {project.year}
        </p>
        <Heading className="text-xl leading-snug font-bold">
          <Link to={`/projects/${project.slug}`} className="after:absolute after:inset-0 hover:text-primary">
            {project.title}
          </Link>
        </Heading>
        <p className="text-base-content/75">{project.summary}</p>
        <ul className="mt-auto flex flex-wrap gap-2 pt-2" aria-label="Services">
          {serviceNames.map((name) => (
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
