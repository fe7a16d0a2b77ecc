import { LogOut, Save } from "lucide-react";
import { data } from "react-router";
import { CheckboxGroupField } from "~/components/forms/checkbox-group-field";
import { FormMessage } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";
import { LanguageChoice } from "~/newsletter/language-choice";
import { answerSubscriptionForm, subscriptionView, type SubscriptionView } from "~/newsletter/subscription-page.server";
import { postedForm } from "~/platform/posted-form.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { RouteHandle } from "~/types/route-handle";
import { NewsletterAnswerFrame, NewsletterLinkEnd } from "~/newsletter/newsletter-answer-frame";
import type { Route } from "./+types/newsletter.subscription";

/**
 * One subscriber's page (issue 68): every newsletter's unsubscribe link, and the page to change
 * lists. It needs no account and no sign-in: the link's signed token is the key. Rendered for
 * them, kept by no one.
 */
export const handle: RouteHandle = { page: "personal" };

const subscriptionMeta = () => pageMeta({ title: m.newsletter_subscription_title(), description: m.newsletter_pitch() });

export async function loader({ request }: Route.LoaderArgs) {
  const view = await subscriptionView(new URL(request.url).searchParams.get("t"));
  return data({ view, meta: subscriptionMeta() }, { status: view.kind === "not-ours" ? 400 : 200 });
}

export async function action({ request }: Route.ActionArgs) {
  const { view, status } = await answerSubscriptionForm(request, await postedForm(request, { lists: ["lists"] }));
  return data({ view, meta: subscriptionMeta() }, { status });
}

export const meta = loaderMeta;

export default function NewsletterSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const view = (actionData ?? loaderData).view;
  return (
    <NewsletterAnswerFrame heading={view.kind === "left" ? m.newsletter_left_heading() : m.newsletter_subscription_title()}>
      <Body view={view} />
    </NewsletterAnswerFrame>
  );
}

function Body({ view }: { view: SubscriptionView }) {
  if (view.kind === "left" || view.kind === "not-subscribed" || view.kind === "not-ours") {
    const why = {
      left: view.kind === "left" && view.kept ? m.newsletter_left_kept_text() : m.newsletter_left_text(),
      "not-subscribed": m.newsletter_not_subscribed(),
      "not-ours": m.newsletter_link_not_ours(),
    }[view.kind];
    return <NewsletterLinkEnd why={why} />;
  }
  const action = `${localizedPath("/newsletter/subscription")}?t=${view.token}`;
  const leaving = (
    <form noValidate method="post" action={action} className="space-y-3">
      <p>{m.newsletter_leave_text()}</p>
      <Button type="submit" name="intent" value="leave" variant="outline">
        <LogOut aria-hidden="true" className="size-4" />
        {m.newsletter_leave()}
      </Button>
    </form>
  );
  if (view.kind === "waiting") {
    return (
      <div className="space-y-6">
        <p className="[overflow-wrap:anywhere]">{richText(m.newsletter_waiting_for, { email: <strong>{view.email}</strong> })}</p>
        {leaving}
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <form noValidate method="post" action={action} className="space-y-4">
        <p className="[overflow-wrap:anywhere]">{richText(m.newsletter_subscription_for, { email: <strong>{view.email}</strong> })}</p>
        {view.saved ? <FormMessage tone="success">{m.newsletter_saved()}</FormMessage> : null}
        {view.errors?.form ? <FormMessage tone="error">{view.errors.form}</FormMessage> : null}
        <CheckboxGroupField
          name="lists"
          legend={m.newsletter_lists_received()}
          options={view.lists}
          checked={view.lists.map((list) => list.value)}
          error={view.errors?.lists}
          hint={richText(m.newsletter_untick_or_add, {
            subscribe: (
              <a href={localizedPath("/newsletter/subscribe")} className="font-semibold text-primary underline underline-offset-2">
                {m.newsletter_subscribe_link()}
              </a>
            ),
          })}
        />
        <LanguageChoice id="subscription" chosen={view.language} error={view.errors?.language} />
        <Button type="submit" name="intent" value="save">
          <Save aria-hidden="true" className="size-4" />
          {m.newsletter_save()}
        </Button>
      </form>
      <div className="border-t border-base-300 pt-5">{leaving}</div>
    </div>
  );
}
