/* eslint-disable jsx-a11y/no-autofocus -- only on the page that answers a send: focus goes to the confirmation, so a screen reader reads it at once. */
import { CircleCheck } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Surface } from "~/components/ui/surface";
import { site } from "~/config/site";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";

/** The confirmation in place of the form: the same for a first send and a repeat of it. */
export function LeadSent({ reference }: { reference: string }) {
  return (
    <Surface tone="tinted" padding="lg" role="status">
      <CircleCheck aria-hidden="true" className="size-10 text-success" />
      <h2 tabIndex={-1} autoFocus className="mt-4 text-2xl font-bold outline-none" data-lead-sent>
        {m.lead_sent_heading()}
      </h2>
      <p className="mt-3 text-base-content/80">
        {richText(m.lead_sent_text, {
          reference: (
            <strong className="font-mono" data-reference>
              {reference}
            </strong>
          ),
        })}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={localizedPath("/projects")} variant="outline">
          {m.lead_sent_work()}
        </ButtonLink>
        <a href={localizedPath("/contact")} className="btn rounded-full btn-ghost">
          {m.lead_sent_again()}
        </a>
      </div>
      <p className="mt-6 text-sm text-base-content/70">{m.lead_sent_urgent({ email: site.contactEmail })}</p>
    </Surface>
  );
}
