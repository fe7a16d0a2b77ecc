import { Surface } from "~/components/ui/surface";
import type { CourseModule } from "~/content/course-schema";
import { formatMinutes } from "./course-facts";
import { m } from "~/i18n/paraglide/messages.js";

/** A course's modules in order, each with its lessons and their running times. */
export function CourseSyllabus({ modules }: { modules: CourseModule[] }) {
  return (
    <ol className="space-y-5">
      {modules.map((module, index) => (
        <Surface as="li" key={module.title}>
          <h3 className="font-bold">
            <span className="text-secondary">{m.course_module({ number: index + 1 })}</span> {module.title}
          </h3>
          <ol className="mt-3 divide-y divide-base-300/70">
            {module.lessons.map((lesson) => (
              <li key={lesson.title} className="flex justify-between gap-4 py-2 text-base-content/80">
                <span>{lesson.title}</span>
                <span className="shrink-0 text-sm text-base-content/65">{formatMinutes(lesson.minutes)}</span>
              </li>
            ))}
          </ol>
        </Surface>
      ))}
    </ol>
  );
}
