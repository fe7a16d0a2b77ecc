import type { CourseDuration } from "~/cohorts/meetings";
import { numberFormat } from "~/i18n/intl";
import { courseLevels, courseTopics, type CourseLevel, type CourseTopic } from "~/content/course-taxonomy";
import { m } from "~/i18n/paraglide/messages.js";

const figures = { maximumFractionDigits: 2 } as const;

/** "6", or "4–6" where a course's cohorts differ. */
function span([low, high]: readonly [number, number]): string {
  return low === high ? numberFormat(figures).format(low) : `${numberFormat(figures).format(low)}–${numberFormat(figures).format(high)}`;
}

/** "6 weeks, 2.5 hours a week", or "4–6 weeks, …" where a course's cohorts differ. */
export function formatDuration({ weeks, hoursPerWeek }: CourseDuration): string {
  // The word follows the larger figure: "4–6 weeks", "1 hour a week".
  return `${m.course_weeks({ count: weeks[1], span: span(weeks) })}, ${m.course_hours({ count: hoursPerWeek[1], span: span(hoursPerWeek) })}`;
}

export function formatLessons(count: number): string {
  return m.course_lessons({ count });
}

/** "1 h 25 min" or "40 min" ("1 Std. 25 Min."). */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return m.minutes_only({ minutes: rest });
  return rest === 0 ? m.hours_only({ hours }) : m.hours_minutes({ hours, minutes: rest });
}

export function levelLabel(level: CourseLevel): string {
  return courseLevels.find((item) => item.id === level)!.label();
}

export function topicLabel(topic: CourseTopic): string {
  return courseTopics.find((item) => item.id === topic)!.label();
}

/** "Beginner React" for a filtered catalogue, or "" for the whole of it. */
export function filterName(level: CourseLevel | null, topic: CourseTopic | null): string {
  return [level ? levelLabel(level) : null, topic ? topicLabel(topic) : null].filter(Boolean).join(" ");
}
