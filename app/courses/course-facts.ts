import { formatMoney } from "~/config/money";
import { courseLevels, courseTopics, type CourseLevel, type CourseTopic } from "~/content/course-taxonomy";

/** "Free" or "£490", in the site's currency. */
export function formatPrice(price: number): string {
  return price === 0 ? "Free" : formatMoney(price);
}

/** "6 weeks, 4 hours a week". */
export function formatDuration(weeks: number, hoursPerWeek: number): string {
  return `${weeks} ${weeks === 1 ? "week" : "weeks"}, ${hoursPerWeek} ${hoursPerWeek === 1 ? "hour" : "hours"} a week`;
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
