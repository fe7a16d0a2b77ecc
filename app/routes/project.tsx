import { Link } from "react-router";
import { BackLink } from "~/components/page/back-link";
import { buttonClass } from "~/components/ui/button";
import { ContentImage } from "~/components/ui/content-image";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";
import { StatList } from "~/components/ui/stat";
import { site } from "~/config/site";
import { findProject } from "~/content/projects.server";
import { findService } from "~/content/services.server";
import { errorMeta } from "~/seo/error-meta";
import { pageMeta } from "~/seo/page-meta";
import { breadcrumbs } from "~/seo/structured-data";
import type { Route } from "./+types/project";

export function loader({ params }: Route.LoaderArgs) {
  const project = findProject(params.slug);
  if (!project) throw new Response("No such case study", { status: 404 });
  const services = project.services.map((slug) => ({ slug, name: findService(slug)?.name ?? slug }));
  return { project, services };
}

export const meta: Route.MetaFunction = ({ data, error }) =>
  data && !error
    ? pageMeta({
        title: data.project.title,
        description: data.project.summary,
        path: `/projects/${data.project.slug}`,
        structuredData: [
          breadcrumbs([
            { name: "Portfolio", path: "/projects" },
            { name: data.project.title, path: `/projects/${data.project.slug}` },
          ]),
        ],
      })
    : errorMeta(error);

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, services } = loaderData;
  return (
    <article>
      <Container className="pt-12 sm:pt-16">
        <BackLink to="/projects">All projects</BackLink>
        <div className="mt-8 max-w-4xl">
          <SectionLabel>
            {project.client} · {project.sector} · {project.year}
          </SectionLabel>
          <h1 className="text-display mt-3 font-extrabold">{project.title}</h1>
          <p className="text-lead mt-6 max-w-3xl text-base-content/75">{project.summary}</p>
        </div>
        <ContentImage image={project.cover} priority className="mt-12 rounded-box border border-base-300" />
      </Container>

      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_22rem]">
        <div className="max-w-3xl space-y-12">
          <section aria-labelledby="challenge">
            <h2 id="challenge" className="text-2xl font-bold">
              The challenge
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-base-content/80">{project.challenge}</p>
          </section>
          <section aria-labelledby="approach">
            <h2 id="approach" className="text-2xl font-bold">
              Our approach
            </h2>
            <ol className="mt-4 space-y-4">
              {project.approach.map((step, index) => (
                <li key={step} className="flex gap-4 text-lg leading-relaxed text-base-content/80">
                  <span
                    aria-hidden="true"
                    className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-bold text-primary"
                  >
                    {index + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="result">
            <h2 id="result" className="text-2xl font-bold">
              The result
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-base-content/80">{project.result}</p>
            <div className="mt-6">
              <StatList stats={project.results} />
            </div>
          </section>
        </div>
        <aside aria-labelledby="services-used" className="h-fit rounded-box border border-base-300 bg-base-200 p-6 lg:sticky lg:top-28">
          <h2 id="services-used" className="font-bold">
            Services used
          </h2>
          <ul className="mt-4 space-y-2">
            {services.map((service) => (
              <li key={service.slug}>
                <Link to={`/projects?service=${service.slug}`} className="font-medium text-primary hover:underline underline-offset-4">
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-base-content/75">Planning something similar?</p>
          <a href={`mailto:${site.contactEmail}`} className={`${buttonClass()} mt-3 w-full`}>
            Talk to us
          </a>
        </aside>
      </Container>

      <section aria-labelledby="gallery" className="bg-base-200 py-16">
        <Container>
          <h2 id="gallery" className="text-2xl font-bold">
            Gallery
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {project.gallery.map((image) => (
              <li key={image.src}>
                <figure>
                  <ContentImage image={image} className="rounded-box border border-base-300" />
                  <figcaption className="mt-3 text-sm text-base-content/70">{image.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </article>
  );
}
