import { Mail } from "lucide-react";
import { BackLink } from "~/components/page/back-link";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { ContentImage } from "~/components/ui/content-image";
import { Container } from "~/components/ui/container";
import { QuestionList } from "~/components/ui/question-list";
import { SectionLabel } from "~/components/ui/section";
import { site } from "~/config/site";
import { courseDetail } from "~/courses/course-detail.server";
import { formatDuration, formatLessons, formatMinutes, formatPrice, levelLabel, topicLabel } from "~/courses/course-facts";
import { errorMeta } from "~/seo/error-meta";
import { pageMeta } from "~/seo/page-meta";
import { breadcrumbs, course as courseData } from "~/seo/structured-data";
import type { Route } from "./+types/course";

export function loader({ params }: Route.LoaderArgs) {
  const detail = courseDetail(params.slug);
  if (!detail) throw new Response("No such course", { status: 404 });
  return detail;
}

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (error || !data) return errorMeta(error);
  const { course, instructor } = data;
  return pageMeta({
    title: course.title,
    description: course.summary,
    path: `/courses/${course.slug}`,
    structuredData: [
      courseData({ ...course, level: levelLabel(course.level), instructor }),
      breadcrumbs([
        { name: "Courses", path: "/courses" },
        { name: course.title, path: `/courses/${course.slug}` },
      ]),
    ],
  });
};

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { course, instructor, lessonCount, recordedMinutes } = loaderData;
  const facts = [
    { label: "Level", value: levelLabel(course.level) },
    { label: "Duration", value: formatDuration(course.weeks, course.hoursPerWeek) },
    { label: "Lessons", value: `${formatLessons(lessonCount)}, ${formatMinutes(recordedMinutes)}` },
    { label: "Price", value: formatPrice(course.price) },
  ];
  const bookingSubject = encodeURIComponent(`Booking: ${course.title}`);

  return (
    <article>
      <Container className="pt-12 sm:pt-16">
        <BackLink to="/courses">All courses</BackLink>
        <div className="mt-8 grid items-start gap-10 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <SectionLabel>{course.topics.map(topicLabel).join(" · ")}</SectionLabel>
            <h1 className="text-display mt-3 font-extrabold">{course.title}</h1>
            <p className="text-lead mt-6 text-base-content/75">{course.summary}</p>
            <dl className="mt-8 grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
              {facts.map((fact) => (
                <div key={fact.label} className="flex flex-col-reverse rounded-box border border-base-300 bg-base-100 p-4">
                  <dt className="text-sm text-base-content/70">{fact.label}</dt>
                  <dd className="font-bold">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ContentImage image={course.cover} priority className="rounded-box border border-base-300" />
        </div>
      </Container>

      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_22rem]">
        <div className="max-w-3xl space-y-14">
          <section aria-labelledby="about-course">
            <h2 id="about-course" className="text-2xl font-bold">
              About the course
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-base-content/80">{course.description}</p>
          </section>

          <section aria-labelledby="outcomes">
            <h2 id="outcomes" className="text-2xl font-bold">
              What you will learn
            </h2>
            <CheckList items={course.outcomes} className="mt-5 grid gap-3 sm:grid-cols-2" />
          </section>

          <section aria-labelledby="syllabus">
            <h2 id="syllabus" className="text-2xl font-bold">
              Syllabus
            </h2>
            <p className="mt-2 text-base-content/75">
              {course.modules.length} modules, {formatLessons(lessonCount)}.
            </p>
            <ol className="mt-6 space-y-5">
              {course.modules.map((module, index) => (
                <li key={module.title} className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-6">
                  <h3 className="font-bold">
                    <span className="text-secondary">Module {index + 1}.</span> {module.title}
                  </h3>
                  <ol className="mt-3 divide-y divide-base-300/70">
                    {module.lessons.map((lesson) => (
                      <li key={lesson.title} className="flex justify-between gap-4 py-2 text-base-content/80">
                        <span>{lesson.title}</span>
                        <span className="shrink-0 text-sm text-base-content/65">{formatMinutes(lesson.minutes)}</span>
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="course-questions">
            <h2 id="course-questions" className="mb-5 text-2xl font-bold">
              Questions about this course
            </h2>
            <QuestionList items={course.questions} />
          </section>
        </div>

        <aside className="h-fit space-y-6 lg:sticky lg:top-28">
          <section aria-labelledby="booking" className="rounded-box border border-base-300 bg-base-200 p-6">
            <h2 id="booking" className="font-bold">
              Book a place
            </h2>
            <p className="mt-2 text-3xl font-extrabold text-primary">{formatPrice(course.price)}</p>
            <p className="mt-3 text-sm text-base-content/75">
              Email us with the course name and we'll reply within one working day with the next cohort's dates
              {course.price === 0 ? "" : " and an invoice"}.
            </p>
            <a href={`mailto:${site.contactEmail}?subject=${bookingSubject}`} className={`${buttonClass()} mt-4 w-full`}>
              <Mail aria-hidden="true" className="size-4" />
              Book by email
            </a>
            <ButtonLink to="/faq#courses" variant="ghost" className="mt-2 w-full">
              Course FAQ
            </ButtonLink>
          </section>
          <section aria-labelledby="instructor" className="rounded-box border border-base-300 bg-base-100 p-6">
            <h2 id="instructor" className="text-sm font-semibold tracking-wider text-base-content/70 uppercase">
              Your instructor
            </h2>
            <div className="mt-4 flex items-center gap-4">
              <img
                src={instructor.portrait.src}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 rounded-full border border-base-300"
              />
              <div>
                <p className="font-bold">{instructor.name}</p>
                <p className="text-sm text-base-content/70">{instructor.role}</p>
              </div>
            </div>
            <p className="mt-4 text-sm leading-relaxed text-base-content/80">{instructor.bio}</p>
          </section>
        </aside>
      </Container>
    </article>
  );
}
