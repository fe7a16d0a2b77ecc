import { ButtonLink } from "~/components/ui/button";
import { EmailButton } from "~/components/ui/email-button";
import { site } from "~/config/site";

/** The two ways onward from a page that has no more to show yet: write to us, or see our work. */
export function ContactPrompt({ subject }: { subject: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <EmailButton subject={subject}>Email {site.contactEmail}</EmailButton>
      <ButtonLink to="/projects" variant="outline">
        Browse the portfolio
      </ButtonLink>
    </div>
  );
}
