import { PageHeader } from "~/components/page/page-header";
import { Container } from "~/components/ui/container";
import { Surface } from "~/components/ui/surface";
import { m } from "~/i18n/paraglide/messages.js";
import { ChosenLists } from "~/newsletter/chosen-lists";
import { SubscribeForm } from "~/newsletter/subscribe-form";
import { Notice } from "~/components/ui/notice";
import { localizedPath } from "~/i18n/locale";
import { ARCHIVE_FRESH_SECONDS, archiveEntries } from "~/newsletter/newsletter-archive.server";
import { pageStaysFresh } from "~/page-cache/page-freshness.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { RouteHandle } from "~/types/route-handle";
import type { Route } from "./+types/newsletter";

/** The same for everyone: what the newsletter is, and its form (issue 68). */
export const handle: RouteHandle = { page: "shared", subscribes: true };

export async function loader({ context }: Route.LoaderArgs) {
  const archive = await archiveEntries();
  // A newsletter sent from another instance shows within the minute; with the database away, the form shows at once and the list soon.
  pageStaysFresh(context, { seconds: archive ? ARCHIVE_FRESH_SECONDS : 5 });
  return {
    archive,
    meta: pageMeta({ title: m.newsletter_title(), description: m.newsletter_pitch(), path: "/newsletter" }),
  };
}

export const meta = loaderMeta;

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { archive } = loaderData;
  return (
    <Container className="py-16 sm:py-20">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <PageHeader label={m.newsletter_label()} heading={m.newsletter_title()} lead={m.newsletter_pitch()} />
          <ChosenLists lists={[m.newsletter_about_news(), m.newsletter_about_dates(), m.newsletter_about_leaving()]} />
        </div>
        <Surface padding="lg" raised>
          <SubscribeForm id="newsletter" />
        </Surface>
      </div>
      <section aria-labelledby="archive-heading" className="mt-16">
        <h2 id="archive-heading" className="text-xl font-bold">
          {m.newsletter_archive_heading()}
        </h2>
        {archive === null ? (
          <Notice className="mt-4">{m.newsletter_archive_away()}</Notice>
        ) : archive.length === 0 ? (
          <p className="mt-4 text-base-content/75">{m.newsletter_archive_none()}</p>
        ) : (
          <ul className="mt-4 divide-y divide-base-300">
            {archive.map((entry) => (
              <li key={entry.slug} className="py-3">
                <a href={localizedPath(`/newsletter/${entry.slug}`)} className="font-semibold text-primary underline underline-offset-2">
                  {entry.subject}
                </a>
                <p className="text-sm text-base-content/75">
                  {entry.day} · {entry.list}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
