import { courseShelf } from "~/content/courses.server";
import { renderSectionText } from "~/content/markdown.server";
import { findTeamMember } from "~/content/team.server";
import { lessonCount } from "./course-catalogue.server";

/** Everything a course page shows, or undefined for an unknown slug. */
export function courseDetail(slug: string) {
  const shown = courseShelf.found(slug);
  if (!shown) return undefined;
  const { entry: course, language } = shown;
  // The content checks guarantee the instructor exists.
  const instructor = findTeamMember(course.instructor)!;
  const minutes = course.modules.flatMap((module) => module.lessons).reduce((sum, lesson) => sum + lesson.minutes, 0);
  return {
    course,
    /** The description, written in Markdown, as safe HTML. */
    descriptionHtml: renderSectionText(course.description),
    /** English on a German page until the course is translated. */
    language,
    languages: courseShelf.languagesOf(slug),
    instructor,
    lessonCount: lessonCount(course),
    recordedMinutes: minutes,
  };
}
