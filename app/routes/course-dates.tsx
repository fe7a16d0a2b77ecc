import { data } from "react-router";
import { postedForm, refusedFormMessage } from "~/platform/posted-form.server";

import { fieldErrors, formValues } from "~/identity/auth-forms";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { dateAlertSchema, dateAlertWithdrawalSchema } from "~/date-alerts/date-alert-form";
import { DateAlertForm, dateAlertAction } from "~/date-alerts/date-alert-fields";
import { askForDates, withdrawDateAlert } from "~/date-alerts/date-alerts.server";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";
import { Surface } from "~/components/ui/surface";
import { findCourse } from "~/content/courses.server";
import { database } from "~/database/database.server";
import { spendContactMessage } from "~/leads/contact-rate-limit.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/course-dates";
import type { RouteHandle } from "~/types/route-handle";
import { requestFactsContext } from "~/platform/request-context.server";
import { movedOrMissing } from "~/content-store/moved-documents.server";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";

/** A visitor's own answer: HTML only, stored by no one. */
export const handle: RouteHandle = { page: "personal" };

function courseOf(slug: string) {
  const course = findCourse(slug);
  if (!course) throw movedOrMissing("course", slug, (moved) => `/courses/${moved}/dates`, m.course_missing());
  return { slug: course.slug, title: course.title };
}

export function loader({ params }: Route.LoaderArgs) {
  const course = courseOf(params.slug);
  return {
    course,
    meta: pageMeta({ title: m.dates_title({ course: course.title }), description: m.dates_description({ course: course.title }) }),
  };
}

type Answer =
  | { kind: "refused"; errors: { email?: string; consent?: string }; formError?: string; values: { email?: string; consent?: string } }
  | { kind: "asked"; email: string; request: string }
  | { kind: "withdrawn" | "already-on-its-way" };

export async function action({ request, params, context }: Route.ActionArgs) {
  requireSiteOrigin(request);
  const course = courseOf(params.slug);
  const posted = await postedForm(request);
  if (!posted.ok) {
    return data<Answer>({ kind: "refused", errors: {}, formError: refusedFormMessage(posted.problem), values: {} }, { status: 400 });
  }
  const fields = formValues(posted.form);
  const values = { email: fields.email ?? "", consent: fields.consent ?? "" };
  // The contact form's limit, shared: both put a stranger's address in the studio's database.
  const spend = await spendContactMessage(context.get(requestFactsContext).clientAddress);
  if (!spend.allowed) {
    const formError = m.dates_too_many();
    return data<Answer>(
      { kind: "refused", errors: {}, formError, values },
      { status: 429, headers: { "Retry-After": String(spend.retryAfter) } },
    );
  }
  const db = await database();
  if (fields.intent === "withdraw") {
    const withdrawal = dateAlertWithdrawalSchema().safeParse(fields);
    if (!withdrawal.success)
      return data<Answer>({ kind: "refused", errors: {}, formError: m.date_alert_not_ours(), values }, { status: 400 });
    return data<Answer>({ kind: (await withdrawDateAlert(db, withdrawal.data.request)) ? "withdrawn" : "already-on-its-way" });
  }
  const parsed = dateAlertSchema().safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return data<Answer>({ kind: "refused", errors: { email: errors.email, consent: errors.consent }, values }, { status: 400 });
  }
  const id = await askForDates(db, { courseSlug: course.slug, email: parsed.data.email, now: new Date() });
  return data<Answer>({ kind: "asked", email: parsed.data.email, request: id });
}

export const meta = loaderMeta;

export default function CourseDates({ loaderData, actionData }: Route.ComponentProps) {
  const { course } = loaderData;
  const answer = actionData as Answer | undefined;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-xl space-y-6">
        <BackLink to={`/courses/${course.slug}`}>{course.title}</BackLink>
        <div>
          <SectionLabel>{m.dates_label()}</SectionLabel>
          <h1 className="mt-1 text-title font-bold">
            {answer?.kind === "asked"
              ? m.dates_asked_heading()
              : answer?.kind === "withdrawn"
                ? m.dates_withdrawn_heading()
                : m.dates_title({ course: course.title })}
          </h1>
        </div>
        <Surface padding="lg" raised>
          <Body course={course} answer={answer} />
        </Surface>
      </div>
    </Container>
  );
}

function Body({ course, answer }: { course: { slug: string; title: string }; answer: Answer | undefined }) {
  if (answer?.kind === "asked") {
    return (
      <div className="space-y-4">
        <p role="status" className="[overflow-wrap:anywhere]">
          {richText(m.dates_asked, { course: course.title, email: <strong>{answer.email}</strong> })}
        </p>
        <form noValidate method="post" action={dateAlertAction(course.slug)}>
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="request" value={answer.request} />
          <Button type="submit" variant="ghost" className="btn-sm">
            {m.dates_withdraw()}
          </Button>
        </form>
      </div>
    );
  }
  if (answer?.kind === "withdrawn") return <p role="status">{m.dates_withdrawn({ course: course.title })}</p>;
  if (answer?.kind === "already-on-its-way") {
    return <p role="status">{m.dates_on_their_way()}</p>;
  }
  return (
    <div className="space-y-4">
      <p>{m.booking_no_dates()}</p>
      {answer?.kind === "refused" && answer.formError ? <FormMessage tone="error">{answer.formError}</FormMessage> : null}
      <DateAlertForm
        courseSlug={course.slug}
        values={answer?.kind === "refused" ? answer.values : undefined}
        errors={answer?.kind === "refused" ? answer.errors : undefined}
      />
    </div>
  );
}
