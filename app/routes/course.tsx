import { DetailBody } from "~/components/page/detail-body";
import { ContentArticle } from "~/components/page/content-article";
import { DetailHero } from "~/components/page/detail-hero";
import { CheckList } from "~/components/ui/check-list";
import { ContentSection, sectionTextStylesheet } from "~/components/ui/content-section";
import { PersonLine } from "~/components/ui/person-line";
import { QuestionList } from "~/components/ui/question-list";
import { StatList } from "~/components/ui/stat";
import { surfaceClass } from "~/components/ui/surface";
import { logServerError } from "~/platform/log-error.server";

import { pageStaysFresh } from "~/page-cache/page-freshness.server";
import { isoDay } from "~/config/calendar-day";
import { venueOf } from "~/cohorts/cohort-words";
import { courseDuration, weekdays, weeksOf } from "~/cohorts/meetings";
import { minutesOf } from "~/config/calendar-day";
import { type CohortListing, upcomingCohorts } from "~/bookings/upcoming-cohorts.server";
import { CourseBooking } from "~/courses/course-booking";
import { NextCohortCallout } from "~/courses/next-cohort-callout";
import { database } from "~/database/database.server";
import { courseDetail } from "~/courses/course-detail.server";
import { CourseSyllabus } from "~/courses/course-syllabus";
import { formatPriceWithVat } from "~/config/money";
import { formatDuration, formatLessons, formatMinutes, levelLabel, topicLabel } from "~/courses/course-facts";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { breadcrumbs, course as courseData } from "~/seo/structured-data.server";
import type { Route } from "./+types/course";
import type { RouteHandle } from "~/types/route-handle";
import { requestFactsContext } from "~/platform/request-context.server";
import { movedOrMissing } from "~/content-store/moved-documents.server";
import { m } from "~/i18n/paraglide/messages.js";
import { shareImageOf } from "~/content-images/share-image";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

/**
 * The page shows each cohort's seats left, so every cache keeps it for a few seconds only: the
 * count lags the database by at most twice this. The booking step reads the database again.
 */
const SEAT_COUNT_SECONDS = 5;

/** A cohort as the course's structured data describes it. */
function cohortFacts(cohort: CohortListing) {
  const dayNames = weekdays.filter(({ day }) => cohort.meetingDays.includes(day)).map(({ name }) => name);
  const sessionMinutes = minutesOf(cohort.endsAt) - minutesOf(cohort.startsAt);
  return { ...cohort, dayNames, place: venueOf(cohort.address), weeks: weeksOf(cohort.startsOn, cohort.endsOn), sessionMinutes };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const detail = courseDetail(params.slug);
  if (!detail) throw movedOrMissing("course", params.slug, (slug) => `/courses/${slug}`, m.course_missing(), request);
  const { course, instructor, language, languages } = detail;
  const cohorts = await upcomingCohorts(await database(), course, isoDay(new Date())).catch((error: unknown): CohortListing[] | null => {
    // The course is still worth reading while the database is down; the booking box says so.
    logServerError(error, {
      requestId: context.get(requestFactsContext).requestId,
      method: request.method,
      url: new URL(request.url).pathname,
    });
    return null;
  });
  const meta = pageMeta({
    title: course.title,
    description: course.summary,
    path: `/courses/${course.slug}`,
    languages,
    image: shareImageOf(course),
    structuredData: [
      courseData({ ...course, level: levelLabel(course.level), instructor, language }, (cohorts ?? []).map(cohortFacts)),
      breadcrumbs([
        { name: m.courses_title(), path: "/courses" },
        { name: course.title, path: `/courses/${course.slug}` },
      ]),
    ],
  });
  pageStaysFresh(context, { seconds: SEAT_COUNT_SECONDS });
  return { ...detail, cohorts, meta };
}

export const links: Route.LinksFunction = () => [sectionTextStylesheet];

export const meta = loaderMeta;

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { course, descriptionHtml, language, instructor, lessonCount, recordedMinutes, cohorts } = loaderData;
  const facts = [
    { label: m.course_level(), value: levelLabel(course.level) },
    { label: m.course_duration_label(), value: formatDuration(courseDuration(course, cohorts)) },
    { label: m.course_lessons_label(), value: `${formatLessons(lessonCount)}, ${formatMinutes(recordedMinutes)}` },
    { label: m.course_price(), value: formatPriceWithVat(course.price) },
  ];
  return (
    <ContentArticle language={language}>
      <DetailHero
        back={{ to: "/courses", label: m.course_all() }}
        label={course.topics.map(topicLabel).join(" · ")}
        heading={course.title}
        lead={course.summary}
        image={course.cover}
      >
        <NextCohortCallout courseSlug={course.slug} cohorts={cohorts} />
        <StatList stats={facts} size="small" />
      </DetailHero>
      <DetailBody
        asideFirst
        aside={
          <>
            <CourseBooking course={course} cohorts={cohorts} />
            <ContentSection id="instructor" heading={m.course_instructor()} size="small" className={surfaceClass()}>
              <PersonLine name={instructor.name} portrait={instructor.portrait}>
                {instructor.role}
              </PersonLine>
              <p className="mt-4 text-sm leading-relaxed text-base-content/80">{instructor.bio}</p>
            </ContentSection>
          </>
        }
      >
        <ContentSection id="about-course" heading={m.course_about()} html={descriptionHtml} />
        <ContentSection id="outcomes" heading={m.course_outcomes()}>
          <CheckList items={course.outcomes} className="grid gap-3 sm:grid-cols-2" />
        </ContentSection>
        <ContentSection
          id="syllabus"
          heading={m.course_syllabus()}
          text={m.course_syllabus_summary({ count: course.modules.length, lessons: formatLessons(lessonCount) })}
        >
          <CourseSyllabus modules={course.modules} />
        </ContentSection>
        <ContentSection id="course-questions" heading={m.course_questions()}>
          <QuestionList items={course.questions} />
        </ContentSection>
      </DetailBody>
    </ContentArticle>
  );
}
