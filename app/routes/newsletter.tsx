import { PageHeader } from "~/components/page/page-header";
import { Container } from "~/components/ui/container";
import { Surface } from "~/components/ui/surface";
import { m } from "~/i18n/paraglide/messages.js";
import { ChosenLists } from "~/newsletter/chosen-lists";
import { SubscribeForm } from "~/newsletter/subscribe-form";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { RouteHandle } from "~/types/route-handle";
import type { Route } from "./+types/newsletter";

/** The same for everyone: what the newsletter is, and its form (issue 68). */
export const handle: RouteHandle = { page: "shared", subscribes: true };

export function loader() {
  return {
    meta: pageMeta({ title: m.newsletter_title(), description: m.newsletter_pitch(), path: "/newsletter" }),
  };
}

export const meta = loaderMeta;

export default function Newsletter(_: Route.ComponentProps) {
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
    </Container>
  );
}
