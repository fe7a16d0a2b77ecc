/* eslint-disable jsx-a11y/no-autofocus -- only on the page that answers a send: focus goes to the confirmation, so a screen reader reads it at once. */
import { CircleCheck } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Surface } from "~/components/ui/surface";
import { site } from "~/config/site";

/** The confirmation in place of the form: the same for a first send and a repeat of it. */
export function LeadSent({ reference }: { reference: string }) {
  return (
    <Surface tone="tinted" padding="lg" role="status">
      <CircleCheck aria-hidden="true" className="size-10 text-success" />
      <h2 tabIndex={-1} autoFocus className="mt-4 text-2xl font-bold outline-none" data-lead-sent>
        Thank you, your message is with us
      </h2>
      <p className="mt-3 text-base-content/80">
        A person on the team will reply within one working day. We are also sending you an email with your reference. If you write to us
        about it, please quote reference{" "}
        <strong className="font-mono" data-reference>
          {reference}
        </strong>
        .
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/projects" variant="outline">
          Browse our work while you wait
        </ButtonLink>
        <a href="/contact" className="btn rounded-full btn-ghost">
          Send another message
        </a>
      </div>
      <p className="mt-6 text-sm text-base-content/70">Something urgent? Email {site.contactEmail}.</p>
    </Surface>
  );
}
