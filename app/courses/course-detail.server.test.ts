import { withContentPreview } from "~/content/content-preview.server";
import { courses } from "~/content/courses.server";
import { showRepositoryContent } from "~tests/support/repository-content";
import { inLocale } from "~/i18n/request-locale.server";
import { courseDetail } from "./course-detail.server";

/** A description as an owner might write it in the studio, and as someone might try to break the page with it. */
const marked =
  "Taught by **people who build forms** for a living; read [a link](https://example.com) first. " +
  "<script>alert('pwned')</script> [Not a link](javascript:alert(2))";

showRepositoryContent();

describe("a course's page", () => {
  it("shows its description's Markdown as HTML, sanitised", () => {
    const course = { ...courses()[0]!, description: marked };
    const detail = withContentPreview({ kind: "course", slug: course.slug, entry: course }, () => courseDetail(course.slug))!;
    expect(detail.descriptionHtml).toContain("<strong>people who build forms</strong>");
    expect(detail.descriptionHtml).toContain('<a href="https://example.com">a link</a>');
    expect(detail.descriptionHtml).not.toMatch(/<script|javascript:/i);
    expect(detail.descriptionHtml).toContain("Not a link");
  });

  it("shows a German description's Markdown on the German page", () => {
    const course = {
      ...inLocale("de", () => courses())[0]!,
      description: `Für **Teams**, die [mehr wissen](https://example.com/de) wollen. ${"Text ".repeat(40)}`,
    };
    const detail = inLocale("de", () =>
      withContentPreview({ kind: "course", slug: course.slug, entry: course, locale: "de" }, () => courseDetail(course.slug)),
    )!;
    expect(detail.language).toBe("de");
    expect(detail.descriptionHtml).toMatch(
      /^<p>Für <strong>Teams<\/strong>, die <a href="https:\/\/example.com\/de">mehr wissen<\/a> wollen\./,
    );
  });
});
