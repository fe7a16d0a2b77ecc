import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { FilterNav } from "~/components/ui/filter-nav";
import { Notice } from "~/components/ui/notice";
import { SectionLabel } from "~/components/ui/section";
import { CourseCard } from "~/courses/course-card";
import { catalogueFor } from "~/courses/course-catalogue.server";
import { filterName, levelLabel } from "~/courses/course-facts";
import { filterURL } from "~/filters/query-choice";
import { errorMeta } from "~/seo/error-meta";
import { pageMeta } from "~/seo/page-meta";
import { breadcrumbs } from "~/seo/structured-data";
import type { Route } from "./+types/courses";

export function loader({ request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  return catalogueFor(searchParams);
}

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (error || !data) return errorMeta(error);
  const filtered = filterName(data.level.value, data.topic.value);
  // Filtered views are the same page: one canonical address for all of them.
  return pageMeta({
    title: filtered ? `${filtered} courses` : "Courses",
    description:
      "Practical courses in interface design, accessible front-end, React, web performance, mobile apps, dashboards and content, taught by the Brightline Digital team.",
    path: "/courses",
    structuredData: [breadcrumbs([{ name: "Courses", path: "/courses" }])],
  });
};

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { courses, level, topic } = loaderData;
  const heading = filterName(level.value, topic.value);

  return (
    <Container className="py-16 sm:py-20">
      <div className="max-w-3xl">
        <SectionLabel>Courses</SectionLabel>
        <h1 className="text-display mt-3 font-extrabold">{heading ? `${heading} courses` : "Learn the way we work"}</h1>
        <p className="text-lead mt-5 text-base-content/75">
          Each course teaches what we do every day on client projects, taught by the designer or engineer who leads that work here: live
          sessions, short recorded lessons and reviews of your own work, in small cohorts.
        </p>
      </div>

      <div className="mt-10 space-y-4">
        <FilterNav label="Filter courses by level" options={level.options} />
        <FilterNav label="Filter courses by topic" options={topic.options} />
      </div>

      {level.unknown ? <Notice className="mt-8">That level filter isn't one we know, so courses of every level are shown.</Notice> : null}
      {topic.unknown ? <Notice className="mt-8">That topic filter isn't one we know, so courses on every topic are shown.</Notice> : null}

      <p className="mt-8 text-sm text-base-content/70" aria-live="polite">
        {courses.length === 1 ? "1 course" : `${courses.length} courses`}
      </p>
      {courses.length > 0 ? (
        <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {courses.map((course) => (
            <li key={course.slug}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 max-w-xl rounded-box border border-base-300 bg-base-200 p-6">
          No course matches both filters yet.{" "}
          <Link
            to={filterURL("/courses", { level: level.value, topic: null })}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {level.value ? `Show every ${levelLabel(level.value).toLowerCase()} course` : "Show every course"}
          </Link>{" "}
          or pick another topic.
        </p>
      )}
    </Container>
  );
}
