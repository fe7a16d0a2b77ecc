import { Mail } from "lucide-react";
import { data } from "react-router";
import { postedForm } from "~/platform/posted-form.server";

import { currentUser } from "~/identity/session-middleware.server";
import { PageHeader } from "~/components/page/page-header";
import { Container } from "~/components/ui/container";
import { StepList } from "~/components/ui/step-list";
import { Surface } from "~/components/ui/surface";
import { LeadSent } from "~/leads/lead-sent";
import { site } from "~/config/site";
import { m } from "~/i18n/paraglide/messages.js";
import { services } from "~/content/services.server";
import type { ContactAnswer } from "~/leads/contact-answer";
import { otherInterests } from "~/leads/contact-choices";
import { ContactForm } from "~/leads/contact-form";
import { contactAnswer } from "~/leads/contact-answer.server";
import { interestIds } from "~/leads/lead-form.server";
import { newSubmissionId } from "~/leads/submission-id.server";
import { submitLead } from "~/leads/submit-lead.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/contact";
import type { RouteHandle } from "~/types/route-handle";
import { requestFactsContext } from "~/platform/request-context.server";

/** Rendered for each visit, never stored: each form carries an id of its own (decision 24). */
export const handle: RouteHandle = { page: "personal" };

/** What happens after a send, in the studio's words. */
const nextSteps = () => [
  { title: m.contact_step_read_title(), text: m.contact_step_read_text() },
  { title: m.contact_step_reply_title(), text: m.contact_step_reply_text() },
  { title: m.contact_step_proposal_title(), text: m.contact_step_proposal_text() },
];

// Each page carries its own form id, so it is never the shared page of the page cache; the
// browser may keep it for its history (going back to it before sending shows the same form).
const PERSONAL = { "Cache-Control": "private, no-cache" };

export function loader({ request }: Route.LoaderArgs) {
  const chosen = new URL(request.url).searchParams.get("service");
  return data(
    {
      submissionId: newSubmissionId(),
      interests: [...services().map(({ slug, name }) => ({ id: slug, label: name })), ...otherInterests()],
      defaults: chosen && interestIds().includes(chosen) ? { service: chosen } : {},
      meta: pageMeta({
        title: m.contact_title(),
        description: m.contact_description({ name: site.name }),
        path: "/contact",
      }),
    },
    { headers: PERSONAL },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  // A signed-in sender's lead is linked to their account, until they delete it.
  const sender = await currentUser(context);
  const outcome = await submitLead(await postedForm(request), {
    address: context.get(requestFactsContext).clientAddress,
    accountId: sender?.uid,
  });
  const { answer, status, headers } = contactAnswer(outcome, newSubmissionId);
  return data<ContactAnswer>(answer, { status, headers: { ...PERSONAL, ...headers } });
}

export const headers = ({ actionHeaders, loaderHeaders }: Route.HeadersArgs) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta = loaderMeta;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="py-16 sm:py-20">
      <PageHeader label={m.contact_label()} heading={m.contact_heading()} lead={m.contact_lead()} />
      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* The confirmation is a card of its own, in place of the form's: never a card in a card. */}
        {actionData?.sent !== undefined ? (
          <LeadSent reference={actionData.sent.reference} />
        ) : (
          <Surface padding="lg" raised>
            <ContactForm
              submissionId={loaderData.submissionId}
              interests={loaderData.interests}
              defaults={loaderData.defaults}
              answer={actionData}
            />
          </Surface>
        )}
        <aside aria-labelledby="after-you-send" className="space-y-10">
          <section>
            <h2 id="after-you-send" className="text-xl font-bold">
              {m.contact_after_heading()}
            </h2>
            <StepList steps={nextSteps()} className="mt-6" />
          </section>
          <section>
            <h2 className="text-xl font-bold">{m.contact_email_heading()}</h2>
            <p className="mt-2 text-base-content/80">
              <a href={`mailto:${site.contactEmail}`} className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
                <Mail aria-hidden="true" className="size-4" />
                {site.contactEmail}
              </a>
            </p>
          </section>
        </aside>
      </div>
    </Container>
  );
}
