import { type CohortRun, type CourseDuration, courseDuration } from "~/cohorts/meetings";
import type { Course } from "~/content/course-schema";
import { courseLevels, courseTopics, type CourseLevel, type CourseTopic } from "~/content/course-taxonomy";
import { courses } from "~/content/courses.server";
import { findTeamMember } from "~/content/team.server";
import { readFilters, type Filter } from "~/filters/query-choice";
import { m } from "~/i18n/paraglide/messages.js";

/** What a course card shows: no syllabus, so the catalogue page stays light. */
export type CourseSummary = Pick<Course, "slug" | "title" | "level" | "price" | "summary" | "cover" | "topics"> & {
  lessonCount: number;
  instructorName: string;
  /** As its upcoming cohorts run, or as the course says where it has none. */
  duration: CourseDuration;
  /** The first day of its next cohort; null when none is announced, undefined when the dates could not be read. */
  nextStartsOn: string | null | undefined;
};

/** Each course's upcoming cohorts (course-runs.server.ts), or null when they could not be read. */
export type CourseRuns = ReadonlyMap<string, readonly CohortRun[]> | null;

export function lessonCount(course: Course): number {
  return course.modules.reduce((sum, module) => sum + module.lessons.length, 0);
}

export function summariseCourse(course: Course, runs: CourseRuns): CourseSummary {
  const { slug, title, level, price, summary, cover, topics } = course;
  const cohorts = runs === null ? null : (runs.get(slug) ?? []);
  return {
    slug,
    title,
    level,
    duration: courseDuration(course, cohorts),
    nextStartsOn: cohorts === null ? undefined : (cohorts[0]?.startsOn ?? null),
    price,
    summary,
    cover,
    topics,
    lessonCount: lessonCount(course),
    instructorName: findTeamMember(course.instructor)?.name ?? course.instructor,
  };
}

export type CatalogueView = {
  courses: CourseSummary[];
  level: Filter<CourseLevel>;
  topic: Filter<CourseTopic>;
};

/** Reads `?level=` and `?topic=` and picks the courses to show; an unknown value filters nothing. */
export function catalogueFor(searchParams: URLSearchParams, runs: CourseRuns): CatalogueView {
  const { level, topic } = readFilters("/courses", searchParams, {
    level: {
      label: m.catalogue_level_label(),
      all: m.catalogue_level_all(),
      unknownNotice: m.catalogue_level_unknown(),
      choices: courseLevels.map(({ id, label }) => ({ id, label: label() })),
    },
    topic: {
      label: m.catalogue_topic_label(),
      all: m.catalogue_topic_all(),
      unknownNotice: m.catalogue_topic_unknown(),
      choices: courseTopics.map(({ id, label }) => ({ id, label: label() })),
    },
  });
  const chosen = courses().filter(
    (course) => (level.value === null || course.level === level.value) && (topic.value === null || course.topics.includes(topic.value)),
  );
  return { courses: chosen.map((course) => summariseCourse(course, runs)), level, topic };
}
