import { ButtonLink } from "~/components/ui/button";
import { contactHref } from "~/config/contact-link";
import { m } from "~/i18n/paraglide/messages.js";

/** The two ways onward from a page that has no more to show yet: write to us, or see our work. */
export function ContactPrompt({ label }: { label: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to={contactHref()}>{label}</ButtonLink>
      <ButtonLink to="/projects" variant="outline">
        {m.prompt_portfolio()}
      </ButtonLink>
    </div>
  );
}
