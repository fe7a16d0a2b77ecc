import { DetailBody } from "~/components/page/detail-body";
import { DetailHero } from "~/components/page/detail-hero";
import { ContentSection, sectionTextStylesheet } from "~/components/ui/content-section";
import { ButtonLink } from "~/components/ui/button";
import { contactHref } from "~/config/contact-link";
import { LinkList } from "~/components/ui/link-list";
import { Section } from "~/components/ui/section";
import { StatList } from "~/components/ui/stat";
import { StepList } from "~/components/ui/step-list";
import { surfaceClass } from "~/components/ui/surface";
import { ContentArticle } from "~/components/page/content-article";
import { projectDetail } from "~/portfolio/project-detail.server";
import { ProjectGallery } from "~/portfolio/project-gallery";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { breadcrumbs } from "~/seo/structured-data.server";
import type { Route } from "./+types/project";
import type { RouteHandle } from "~/types/route-handle";
import { movedOrMissing } from "~/content-store/moved-documents.server";
import { m } from "~/i18n/paraglide/messages.js";
import { shareImageOf } from "~/content-images/share-image";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

export function loader({ params }: Route.LoaderArgs) {
  const detail = projectDetail(params.slug);
  if (!detail) throw movedOrMissing("project", params.slug, (slug) => `/projects/${slug}`, m.project_missing());
  const { project, languages } = detail;
  const path = `/projects/${project.slug}`;
  const meta = pageMeta({
    title: project.title,
    description: project.summary,
    path,
    languages,
    image: shareImageOf(project),
    structuredData: [
      breadcrumbs([
        { name: m.projects_title(), path: "/projects" },
        { name: project.title, path },
      ]),
    ],
  });
  return { ...detail, meta };
}

export const links: Route.LinksFunction = () => [sectionTextStylesheet];

export const meta = loaderMeta;

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, challengeHtml, resultHtml, language, services } = loaderData;
  return (
    <ContentArticle language={language}>
      <DetailHero
        back={{ to: "/projects", label: m.project_all() }}
        label={`${project.client} · ${project.sector} · ${project.year}`}
        heading={project.title}
        lead={project.summary}
        image={project.cover}
        imagePlacement="below"
      />
      <DetailBody
        aside={
          <ContentSection id="services-used" heading={m.project_services()} size="small" className={surfaceClass({ tone: "tinted" })}>
            <LinkList links={services} variant="text" />
            <p className="mt-6 text-sm text-base-content/75">{m.project_similar()}</p>
            <ButtonLink to={contactHref()} className="mt-3 w-full">
              {m.project_talk()}
            </ButtonLink>
          </ContentSection>
        }
      >
        <ContentSection id="challenge" heading={m.project_challenge()} html={challengeHtml} />
        <ContentSection id="approach" heading={m.project_approach()}>
          <StepList steps={project.approach.map((text) => ({ text }))} />
        </ContentSection>
        <ContentSection id="result" heading={m.project_result()} html={resultHtml}>
          <StatList stats={project.results} />
        </ContentSection>
      </DetailBody>
      <Section id="gallery" tone="tinted" heading={m.project_gallery()}>
        <ProjectGallery images={project.gallery} />
      </Section>
    </ContentArticle>
  );
}
