import type { Locale } from "~/i18n/locale";
import { ContentShelf } from "./content-shelf.server";
import type { Course } from "./course-schema";

/** The courses the pages show, in each language, as the content store publishes them (showCourses). */
export const courseShelf = new ContentShelf("course", (course: Course) => course.slug);

/** The courses a listing in the page's language shows; a preview's draft among them. */
export function courses(): Course[] {
  return courseShelf.listed();
}

/** The content store's published courses of a language are the pages' from the store's first read (decision 43). */
export function showCourses(published: Course[], locale?: Locale): void {
  courseShelf.show(published, locale);
}

/** A course in the page's language (or `locale`), or in English while it has no translation. */
export function findCourse(slug: string, locale?: Locale): Course | undefined {
  return courseShelf.find(slug, locale);
}
