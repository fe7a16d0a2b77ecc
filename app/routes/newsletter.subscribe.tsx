import { data } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";
import { CONFIRMATION_EVERY_HOURS, MOST_UNCONFIRMED_MAILS } from "~/newsletter/newsletter-lists";
import { SubscribeForm } from "~/newsletter/subscribe-form";
import { subscribe, type SubscribeAnswer } from "~/newsletter/subscribe.server";
import { spendContactMessage } from "~/leads/contact-rate-limit.server";
import { postedForm } from "~/platform/posted-form.server";
import { requestFactsContext } from "~/platform/request-context.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { RouteHandle } from "~/types/route-handle";
import { NewsletterAnswerFrame } from "~/newsletter/newsletter-answer-frame";
import type { Route } from "./+types/newsletter.subscribe";

/** A visitor's own answer: HTML only, stored by no one. */
export const handle: RouteHandle = { page: "personal", subscribes: true };

export function loader() {
  return { meta: pageMeta({ title: m.newsletter_subscribe_title(), description: m.newsletter_pitch() }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSiteOrigin(request);
  // The contact form's limit, shared: both put a stranger's address in the studio's database and mail it.
  const spend = () => spendContactMessage(context.get(requestFactsContext).clientAddress);
  const answer = await subscribe(await postedForm(request, { lists: ["lists"] }), spend);
  if (answer.kind === "asked") return data(answer);
  const headers: HeadersInit = answer.retryAfter === undefined ? {} : { "Retry-After": String(answer.retryAfter) };
  return data(answer, { status: answer.status, headers });
}

export const meta = loaderMeta;

/** Where every subscribe form posts: the "check your inbox" answer, or the form again with what was wrong. */
export default function NewsletterSubscribe({ actionData }: Route.ComponentProps) {
  const answer = actionData as SubscribeAnswer | undefined;
  return (
    <NewsletterAnswerFrame heading={answer?.kind === "asked" ? m.newsletter_asked_heading() : m.newsletter_subscribe_title()}>
      {answer?.kind === "asked" ? (
        <p role="status" className="[overflow-wrap:anywhere]">
          {richText(m.newsletter_asked, {
            email: <strong>{answer.email}</strong>,
            hours: CONFIRMATION_EVERY_HOURS,
            most: MOST_UNCONFIRMED_MAILS,
          })}
        </p>
      ) : (
        <div className="space-y-4">
          <p>{m.newsletter_pitch()}</p>
          {answer?.formError ? <FormMessage tone="error">{answer.formError}</FormMessage> : null}
          <SubscribeForm id="newsletter" values={answer?.values} errors={answer?.errors} />
        </div>
      )}
    </NewsletterAnswerFrame>
  );
}
