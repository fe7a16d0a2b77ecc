import type { CourseDuration } from "~/cohorts/meetings";
import { numberFormat } from "~/i18n/intl";
import { courseLevels, courseTopics, type CourseLevel, type CourseTopic } from "~/content/course-taxonomy";

const figures = { maximumFractionDigits: 2 } as const;

/** "6", or "4–6" where a course's cohorts differ. */
function span([low, high]: readonly [number, number]): string {
  return low === high ? numberFormat(figures).format(low) : `${numberFormat(figures).format(low)}–${numberFormat(figures).format(high)}`;
}

/** "6 weeks, 2.5 hours a week", or "4–6 weeks, …" where a course's cohorts differ. */
export function formatDuration({ weeks, hoursPerWeek }: CourseDuration): string {
  const weekWord = weeks[1] === 1 ? "week" : "weeks";
  const hourWord = hoursPerWeek[1] === 1 ? "hour" : "hours";
  return `${span(weeks)} ${weekWord}, ${span(hoursPerWeek)} ${hourWord} a week`;
}

export function formatLessons(count: number): string {
  return `${count} ${count === 1 ? "lesson" : "lessons"}`;
}

/** "1 h 25 min" or "40 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function levelLabel(level: CourseLevel): string {
  return courseLevels.find((item) => item.id === level)!.label;
}

export function topicLabel(topic: CourseTopic): string {
  return courseTopics.find((item) => item.id === topic)!.label;
}

/** "Beginner React" for a filtered catalogue, or "" for the whole of it. */
export function filterName(level: CourseLevel | null, topic: CourseTopic | null): string {
  return [level ? levelLabel(level) : null, topic ? topicLabel(topic) : null].filter(Boolean).join(" ");
}
