import { data } from "react-router";
import { BackLink } from "~/components/page/back-link";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";
import { Surface } from "~/components/ui/surface";
import { getLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { ARCHIVE_FRESH_SECONDS, archivedIssue } from "~/newsletter/newsletter-archive.server";
import { NewsletterSignup } from "~/newsletter/newsletter-signup";
import { pageStaysFresh } from "~/page-cache/page-freshness.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { RouteHandle } from "~/types/route-handle";
import type { Route } from "./+types/newsletter-issue";

/** The same for everyone: one sent newsletter in the archive (issue 68), with the form to get the next. */
export const handle: RouteHandle = { page: "shared", subscribes: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const issue = await archivedIssue(params.slug);
  if (!issue) throw data(m.newsletter_issue_missing(), { status: 404 });
  pageStaysFresh(context, { seconds: ARCHIVE_FRESH_SECONDS });
  return {
    issue,
    meta: pageMeta({
      title: issue.subject,
      description: m.newsletter_issue_description({ day: issue.day }),
      path: `/newsletter/${issue.slug}`,
      languages: [getLocale()],
    }),
  };
}

export const meta = loaderMeta;

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  const { issue } = loaderData;
  return (
    <Container className="py-14 sm:py-20">
      <article className="mx-auto max-w-3xl">
        <BackLink to="/newsletter">{m.newsletter_title()}</BackLink>
        <div className="mt-6">
          <SectionLabel>
            {issue.day} · {issue.list}
          </SectionLabel>
        </div>
        <h1 className="mt-1 text-title font-bold break-words">{issue.subject}</h1>
        {/* Rendered and sanitised on the server (app/content/markdown.server.ts). */}
        <div className="post-body mt-8" dangerouslySetInnerHTML={{ __html: issue.html }} />
        {issue.post ? (
          <p className="mt-8">
            <a href={issue.post} className="font-semibold text-primary underline underline-offset-2">
              {m.newsletter_mail_post_link()}
            </a>
          </p>
        ) : null}
      </article>
      <Surface padding="lg" className="mx-auto mt-16 max-w-3xl">
        <NewsletterSignup id="issue-newsletter" />
      </Surface>
    </Container>
  );
}
