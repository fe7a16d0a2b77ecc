import { CircleCheck } from "lucide-react";
import { data } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { ChosenLists } from "~/newsletter/chosen-lists";
import { CONFIRMATION_VALID_DAYS } from "~/newsletter/newsletter-lists";
import { confirmationView, confirmByLink, type ConfirmationView } from "~/newsletter/confirmation-page.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { RouteHandle } from "~/types/route-handle";
import { NewsletterAnswerFrame, NewsletterLinkEnd } from "~/newsletter/newsletter-answer-frame";
import type { Route } from "./+types/newsletter.confirm";

/** One person's link: rendered for them, kept by no one. */
export const handle: RouteHandle = { page: "personal" };

/** A link that is not one of the site's is the sender's mistake (400); one that no longer works is answered in words (200). */
const statusOf = (view: ConfirmationView) => (view.kind === "not-ours" ? 400 : 200);

const confirmMeta = () => pageMeta({ title: m.newsletter_confirm_title(), description: m.newsletter_pitch() });

export async function loader({ request }: Route.LoaderArgs) {
  const view = await confirmationView(new URL(request.url).searchParams.get("t"));
  return data({ view, meta: confirmMeta() }, { status: statusOf(view) });
}

export async function action({ request }: Route.ActionArgs) {
  requireSiteOrigin(request);
  const view = await confirmByLink(new URL(request.url).searchParams.get("t"));
  return data({ view, meta: confirmMeta() }, { status: statusOf(view) });
}

export const meta = loaderMeta;

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const view = (actionData ?? loaderData).view;
  return (
    <NewsletterAnswerFrame heading={headingOf(view)}>
      <Body view={view} />
    </NewsletterAnswerFrame>
  );
}

function headingOf(view: ConfirmationView): string {
  if (view.kind === "waiting") return m.newsletter_confirm_title();
  if (view.kind === "confirmed" || view.kind === "already") return m.newsletter_confirmed_heading();
  return m.newsletter_link_heading();
}

function Body({ view }: { view: ConfirmationView }) {
  if (view.kind === "waiting") {
    return (
      <form noValidate method="post" action={`${localizedPath("/newsletter/confirm")}?t=${view.token}`} className="space-y-4">
        <p>{m.newsletter_confirm_text({ language: view.language })}</p>
        <ChosenLists lists={view.lists} />
        <Button type="submit" className="w-full">
          <CircleCheck aria-hidden="true" className="size-4" />
          {m.newsletter_confirm_button()}
        </Button>
      </form>
    );
  }
  if (view.kind === "confirmed" || view.kind === "already") {
    return (
      <div className="space-y-4">
        <p role="status">
          {view.kind === "confirmed"
            ? m.newsletter_confirmed_text({ language: view.language })
            : m.newsletter_already_text({ language: view.language })}
        </p>
        <ChosenLists lists={view.lists} />
        {view.subscription ? (
          <ButtonLink to={`/newsletter/subscription?t=${view.subscription}`} variant="outline">
            {m.newsletter_change_link()}
          </ButtonLink>
        ) : (
          <p>{m.newsletter_change_from_mail()}</p>
        )}
      </div>
    );
  }
  const why = {
    replaced: m.newsletter_link_replaced(),
    expired: m.newsletter_link_expired({ days: CONFIRMATION_VALID_DAYS }),
    gone: m.newsletter_link_gone(),
    "not-ours": m.newsletter_link_not_ours(),
  }[view.kind];
  return <NewsletterLinkEnd why={why} />;
}
