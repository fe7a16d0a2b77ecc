import { ButtonLink } from "~/components/ui/button";
import { contactHref } from "~/config/contact-link";

/** The two ways onward from a page that has no more to show yet: write to us, or see our work. */
export function ContactPrompt({ label }: { label: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to={contactHref()}>{label}</ButtonLink>
      <ButtonLink to="/projects" variant="outline">
        Browse the portfolio
      </ButtonLink>
    </div>
  );
}
