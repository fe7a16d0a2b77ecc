import { balancedSpan } from "~/components/ui/balanced-rows";
import { ClientQuotes } from "~/about/client-quotes";
import { TeamGrid } from "~/about/team-grid";
import { ContactPrompt } from "~/components/page/contact-prompt";
import { PageHeader } from "~/components/page/page-header";
import { CardGrid } from "~/components/ui/card-grid";
import { Container } from "~/components/ui/container";
import { Section } from "~/components/ui/section";
import { StatList } from "~/components/ui/stat";
import { StepList } from "~/components/ui/step-list";
import { Surface } from "~/components/ui/surface";
import { aboutLanguages, shownAbout } from "~/content/about.server";
import { ContentArticle } from "~/components/page/content-article";
import { findProject } from "~/content/projects.server";
import { team } from "~/content/team.server";
import { pageCopy } from "~/content/page-copy.server";
import { loaderMeta } from "~/seo/loader-meta";
import { topPageMeta } from "~/seo/top-page-meta.server";
import type { Route } from "./+types/about-us";
import type { RouteHandle } from "~/types/route-handle";
import { m } from "~/i18n/paraglide/messages.js";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

export function loader() {
  const { entry: words, language } = shownAbout();
  return {
    language,
    about: {
      ...words,
      // The step list's note under each title is how long the step takes.
      process: words.process.map(({ duration, ...step }) => ({ ...step, note: duration })),
      quotes: words.quotes.map((quote) => ({ ...quote, projectTitle: quote.project ? (findProject(quote.project)?.title ?? null) : null })),
    },
    team: team(),
    meta: topPageMeta(pageCopy("about-us"), "/about-us", aboutLanguages()),
  };
}

export const meta = loaderMeta;

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { about, language, team } = loaderData;
  return (
    <ContentArticle language={language} as="div">
      <Container className="py-16 sm:py-24">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-start">
          <PageHeader label={m.about_label()} heading={m.about_heading()} lead={about.story} />
          <aside aria-labelledby="mission" className="rounded-[2rem] bg-neutral p-8 text-neutral-content sm:p-10">
            <h2 id="mission" className="text-sm font-semibold tracking-[0.14em] uppercase opacity-80">
              {m.about_mission()}
            </h2>
            <p className="mt-4 text-2xl leading-snug font-bold">{about.mission}</p>
          </aside>
        </div>
        <div className="mt-14">
          <h2 className="sr-only">{m.about_figures()}</h2>
          <StatList stats={about.figures} className="lg:grid-cols-4" />
        </div>
      </Container>

      <Section id="values" tone="tinted" label={m.about_values_label()} heading={m.about_values_heading()}>
        <CardGrid items={about.values} itemKey={(value) => value.title} layout="balanced" itemClass={balancedSpan}>
          {(value) => (
            <Surface className="h-full">
              <h3 className="text-lg font-bold">{value.title}</h3>
              <p className="mt-2 text-base-content/75">{value.text}</p>
            </Surface>
          )}
        </CardGrid>
      </Section>

      <Section id="process" label={m.about_process_label()} heading={m.about_process_heading()} intro={m.about_process_intro()}>
        <StepList steps={about.process} layout="cards" />
      </Section>

      <Section id="team" tone="tinted" label={m.about_team_label()} heading={m.about_team_heading()} intro={m.about_team_intro()}>
        <TeamGrid team={team} />
      </Section>

      <Section id="clients" label={m.about_clients_label()} heading={m.about_clients_heading()}>
        <ClientQuotes quotes={about.quotes} />
        <div className="mt-12">
          <ContactPrompt label={m.about_get_in_touch()} />
        </div>
      </Section>
    </ContentArticle>
  );
}
