import { withContentPreview } from "~/content/content-preview.server";
import { projects } from "~/content/projects.server";
import { showRepositoryContent } from "~tests/support/repository-content";
import { inLocale } from "~/i18n/request-locale.server";
import { projectDetail } from "./project-detail.server";

showRepositoryContent();

describe("a case study's page", () => {
  it("shows its challenge's and its result's Markdown as HTML, sanitised", () => {
    const project = {
      ...projects()[0]!,
      challenge: "Nobody could find **the timetable**, as [the survey](https://example.com/survey) showed. <script>alert(1)</script>",
      result: "Bookings doubled: [see for yourself](javascript:alert(2)), or *ask them*.",
    };
    const detail = withContentPreview({ kind: "project", slug: project.slug, entry: project }, () => projectDetail(project.slug))!;
    expect(detail.challengeHtml).toContain("<strong>the timetable</strong>");
    expect(detail.challengeHtml).toContain('<a href="https://example.com/survey">the survey</a>');
    expect(detail.challengeHtml).not.toMatch(/<script/i);
    expect(detail.resultHtml).toContain("<em>ask them</em>");
    expect(detail.resultHtml).not.toMatch(/javascript:/i);
  });

  it("shows a German case study's Markdown on the German page", () => {
    const project = {
      ...inLocale("de", () => projects())[0]!,
      result: "Die Buchungen haben sich **verdoppelt**, wie die Zahlen unten zeigen, Monat für Monat.",
    };
    const detail = inLocale("de", () =>
      withContentPreview({ kind: "project", slug: project.slug, entry: project, locale: "de" }, () => projectDetail(project.slug)),
    )!;
    expect(detail.language).toBe("de");
    expect(detail.resultHtml).toBe(
      "<p>Die Buchungen haben sich <strong>verdoppelt</strong>, wie die Zahlen unten zeigen, Monat für Monat.</p>",
    );
  });
});
