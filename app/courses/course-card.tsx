import { BookOpen, CalendarDays, Clock } from "lucide-react";
import { shortDay } from "~/config/calendar-day";
import { Card, CardCover, CardTitleLink } from "~/components/ui/card";
import type { CourseSummary } from "./course-catalogue.server";
import { formatPrice, vatNote } from "~/config/money";
import { formatDuration, formatLessons, levelLabel, topicLabel } from "./course-facts";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";

export function CourseCard({ course, priority = false }: { course: CourseSummary; priority?: boolean }) {
  return (
    <Card>
      <CardCover image={course.cover} priority={priority} />
      <div className="card-body gap-3 p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="badge badge-soft badge-secondary">{levelLabel(course.level)}</span>
          <span>
            <span className="font-bold text-primary">{formatPrice(course.price)}</span>
            {course.price > 0 ? <span className="text-xs text-base-content/70"> {vatNote(course.price)}</span> : null}
          </span>
        </div>
        <CardTitleLink to={`/courses/${course.slug}`}>{course.title}</CardTitleLink>
        <p className="text-base-content/75">{course.summary}</p>
        <ul className="mt-auto space-y-1.5 pt-2 text-sm text-base-content/75">
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {formatDuration(course.duration)}
          </li>
          {course.nextStartsOn === undefined ? null : (
            <li className="flex items-center gap-2" data-next-cohort={course.nextStartsOn ?? ""}>
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              {course.nextStartsOn ? (
                <span>
                  {richText(m.course_card_next, { date: <time dateTime={course.nextStartsOn}>{shortDay(course.nextStartsOn)}</time> })}
                </span>
              ) : (
                m.course_card_no_dates()
              )}
            </li>
          )}
          <li className="flex items-center gap-2">
            <BookOpen aria-hidden="true" className="size-4 shrink-0" />
            {m.course_card_lessons_with({ lessons: formatLessons(course.lessonCount), instructor: course.instructorName })}
          </li>
        </ul>
        <ul className="flex flex-wrap gap-2 pt-1" aria-label={m.course_card_topics()}>
          {course.topics.map((topic) => (
            <li key={topic} className="badge badge-outline border-base-300">
              {topicLabel(topic)}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
