import { ClientQuotes } from "~/about/client-quotes";
import { TeamGrid } from "~/about/team-grid";
import { ContactPrompt } from "~/components/page/contact-prompt";
import { Container } from "~/components/ui/container";
import { Section, SectionLabel } from "~/components/ui/section";
import { Stat } from "~/components/ui/stat";
import { about } from "~/content/about.server";
import { findProject } from "~/content/projects.server";
import { team } from "~/content/team.server";
import { pageMeta } from "~/seo/page-meta";
import { breadcrumbs } from "~/seo/structured-data";
import type { Route } from "./+types/about-us";

export function loader() {
  return {
    about: {
      ...about,
      quotes: about.quotes.map((quote) => ({ ...quote, projectTitle: quote.project ? (findProject(quote.project)?.title ?? null) : null })),
    },
    team,
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About us",
    description:
      "Brightline Digital is a Bristol studio of designers, engineers and writers who build websites, apps and dashboards, and teach others to do the same.",
    path: "/about-us",
    structuredData: [breadcrumbs([{ name: "About us", path: "/about-us" }])],
  });

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { about, team } = loaderData;
  return (
    <>
      <Container className="py-16 sm:py-24">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-start">
          <div>
            <SectionLabel>About us</SectionLabel>
            <h1 className="text-display mt-3 font-extrabold">Designers and engineers in one room</h1>
            <div className="text-lead mt-6 space-y-4 text-base-content/75">
              {about.story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside aria-labelledby="mission" className="rounded-[2rem] bg-neutral p-8 text-neutral-content sm:p-10">
            <h2 id="mission" className="text-sm font-semibold tracking-[0.14em] uppercase opacity-80">
              Our mission
            </h2>
            <p className="mt-4 text-2xl leading-snug font-bold">{about.mission}</p>
          </aside>
        </div>
        <div className="mt-14">
          <h2 className="sr-only">In figures</h2>
          <dl className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-4">
            {about.figures.map((figure) => (
              <Stat key={figure.label} {...figure} />
            ))}
          </dl>
        </div>
      </Container>

      <Section id="values" tone="tinted" label="What we believe" heading="How we choose to work">
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {about.values.map((value) => (
            <li key={value.title} className="rounded-box border border-base-300 bg-base-100 p-6">
              <h3 className="text-lg font-bold">{value.title}</h3>
              <p className="mt-2 text-base-content/75">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="process"
        label="How a project runs"
        heading="From first call to launch, and after"
        intro="Every project runs through the same steps, with a fixed price for each phase agreed before it starts."
      >
        <ol className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-5">
          {about.process.map((step, index) => (
            <li key={step.title} className="relative rounded-box border border-base-300 bg-base-100 p-6">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-content"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="text-sm font-semibold text-secondary">{step.duration}</p>
              <p className="mt-2 text-base-content/75">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="team"
        tone="tinted"
        label="The team"
        heading="The people you'll work with"
        intro="Senior people lead every project and teach every course: you talk to the person doing the work."
      >
        <TeamGrid team={team} />
      </Section>

      <Section id="clients" label="Clients" heading="What our clients say">
        <ClientQuotes quotes={about.quotes} />
        <div className="mt-12">
          <ContactPrompt subject="Working together" />
        </div>
      </Section>
    </>
  );
}
