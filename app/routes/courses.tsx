import { data, Link } from "react-router";
import { FilteredCards } from "~/components/page/filtered-cards";
import { PageIntro } from "~/components/page/page-intro";
import { Surface } from "~/components/ui/surface";
import { CourseCard } from "~/courses/course-card";
import { logServerError } from "~/platform/log-error.server";

import { pageStaysFresh } from "~/page-cache/page-freshness.server";
import { isoDay } from "~/config/calendar-day";
import { upcomingRuns } from "~/cohorts/course-runs.server";
import { catalogueFor } from "~/courses/course-catalogue.server";
import { database } from "~/database/database.server";
import { filterName, levelLabel } from "~/courses/course-facts";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { breadcrumbs } from "~/seo/structured-data.server";
import type { Route } from "./+types/courses";
import type { RouteHandle } from "~/types/route-handle";
import { requestFactsContext } from "~/platform/request-context.server";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";
import { site } from "~/config/site";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared", query: ["level", "topic"] };

/** The cards date each course's next cohort: a new or moved cohort shows within a minute. */
const NEXT_DATE_SECONDS = 60;

export async function loader({ request, context }: Route.LoaderArgs) {
  const runs = await upcomingRuns(await database(), isoDay(new Date())).catch((error: unknown) => {
    // The catalogue is still worth reading while the database is down: the cards leave the dates out.
    logServerError(error, {
      requestId: context.get(requestFactsContext).requestId,
      method: request.method,
      url: new URL(request.url).pathname,
    });
    return null;
  });
  const view = catalogueFor(new URL(request.url).searchParams, runs);
  const filtered = filterName(view.level.value, view.topic.value);
  // Filtered views are the same page: one canonical address for all of them.
  const meta = pageMeta({
    title: filtered ? m.courses_title_filtered({ filter: filtered }) : m.courses_title(),
    description: m.courses_description({ name: site.name }),
    path: "/courses",
    structuredData: [breadcrumbs([{ name: m.courses_title(), path: "/courses" }])],
  });
  // An unknown level or topic is no page of ours: a 404, which no cache keeps, that says so and shows all.
  if (view.level.unknown || view.topic.unknown) return data({ ...view, meta }, { status: 404 });
  // Without the dates (the database did not answer), for a second only: they come back at once.
  pageStaysFresh(context, { seconds: runs ? NEXT_DATE_SECONDS : 1 });
  return { ...view, meta };
}

export const meta = loaderMeta;

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { courses, level, topic } = loaderData;
  const heading = filterName(level.value, topic.value);
  return (
    <PageIntro
      label={m.courses_label()}
      heading={heading ? m.courses_title_filtered({ filter: heading }) : m.courses_heading()}
      lead={m.courses_lead()}
    >
      <FilteredCards
        filters={[level, topic]}
        count={(count) => m.courses_count({ count })}
        items={courses}
        itemKey={(course) => course.slug}
        empty={
          <Surface as="p" tone="tinted" className="mt-4 max-w-xl">
            {richText(m.courses_none, {
              link: (
                <Link to={topic.allURL} className="font-semibold text-primary underline underline-offset-4">
                  {level.value ? m.courses_show_level({ level: levelLabel(level.value) }) : m.courses_show_all()}
                </Link>
              ),
            })}
          </Surface>
        }
      >
        {(course, index) => <CourseCard course={course} priority={index === 0} />}
      </FilteredCards>
    </PageIntro>
  );
}
