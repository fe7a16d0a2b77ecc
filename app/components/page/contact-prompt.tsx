import { Mail } from "lucide-react";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { site } from "~/config/site";

/** The two ways onward from a page that has no more to show yet: write to us, or see our work. */
export function ContactPrompt({ subject }: { subject: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <a href={`mailto:${site.contactEmail}?subject=${encodeURIComponent(subject)}`} className={buttonClass()}>
        <Mail aria-hidden="true" className="size-4" />
        Email {site.contactEmail}
      </a>
      <ButtonLink to="/projects" variant="outline">
        Browse the portfolio
      </ButtonLink>
    </div>
  );
}
