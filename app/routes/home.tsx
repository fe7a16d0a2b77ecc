import { AppFeature } from "~/home/app-feature";
import { Hero } from "~/home/hero";
import { ServicesGrid } from "~/home/services-grid";
import { projects } from "~/content/projects.server";
import { services } from "~/content/services.server";
import { ContactBand } from "~/home/contact-band";
import { portfolioURL } from "~/portfolio/portfolio-filter.server";
import { ProjectShowcase } from "~/portfolio/project-showcase";
import { summariseProject } from "~/portfolio/project-summaries.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { organization } from "~/seo/organization.server";
import type { Route } from "./+types/home";
import type { RouteHandle } from "~/types/route-handle";
import { homeLanguages, shownHome } from "~/content/home.server";
import { figureText } from "~/i18n/figures";
import { getLocale, localizedPath } from "~/i18n/locale";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

export const meta = loaderMeta;

export function loader() {
  // Every word is the home page's document (issue 64); English's, marked so, while it has no translation.
  const { entry: words, language } = shownHome();
  const lang = language === getLocale() ? undefined : language;
  // Projects are kept newest first, so the first three are the latest work.
  return {
    words: {
      hero: words.hero,
      services: words.services,
      // A figure is a fact, written once: the page's language writes its number its own way ("30K", "30.000").
      apps: { ...words.apps, figures: words.apps.figures.map((figure) => ({ ...figure, value: figureText(figure.value) })) },
      contact: words.contact,
    },
    lang,
    services: services().map(({ slug, name, summary, image }) => ({ slug, name, summary, image, projectsURL: portfolioURL(slug) })),
    selectedWork: {
      ...words.work,
      lang,
      projects: projects().slice(0, 3).map(summariseProject),
      more: { to: localizedPath("/projects"), label: words.work.moreLink },
    },
    meta: pageMeta({
      // After the site's name, as the home page's title.
      title: words.tagline,
      description: words.description,
      languages: homeLanguages(),
      path: "/",
      structuredData: [organization()],
    }),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero words={loaderData.words.hero} lang={loaderData.lang} />
      <ServicesGrid services={loaderData.services} words={loaderData.words.services} lang={loaderData.lang} />
      <AppFeature words={loaderData.words.apps} lang={loaderData.lang} />
      <ProjectShowcase id="selected-work" {...loaderData.selectedWork} phoneLimit={2} />
      <ContactBand words={loaderData.words.contact} lang={loaderData.lang} />
    </>
  );
}
