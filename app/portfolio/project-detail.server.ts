import { renderSectionText } from "~/content/markdown.server";
import { projectShelf } from "~/content/projects.server";
import { findService } from "~/content/services.server";
import { portfolioURL } from "./portfolio-filter.server";

/** Everything a case study's page shows, or undefined for an unknown slug. */
export function projectDetail(slug: string) {
  const shown = projectShelf.found(slug);
  if (!shown) return undefined;
  const { entry: project, language } = shown;
  return {
    project,
    /** The challenge and the result, written in Markdown, as safe HTML. */
    challengeHtml: renderSectionText(project.challenge),
    resultHtml: renderSectionText(project.result),
    /** English on a German page until the case study is translated. */
    language,
    languages: projectShelf.languagesOf(slug),
    /** Each service it used, linking to the portfolio's other work with it. */
    services: project.services.map((service) => ({ label: findService(service)?.name ?? service, to: portfolioURL(service) })),
  };
}
