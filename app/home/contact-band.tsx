import { Mail } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { site } from "~/config/site";

export function ContactBand() {
  return (
    <section aria-labelledby="contact-band-heading" className="pb-20 sm:pb-28">
      <Container>
        <div className="flex flex-col items-start gap-8 rounded-[2rem] border border-base-300 bg-base-200 px-6 py-12 sm:px-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="contact-band-heading" className="text-title font-bold">
              Have a project in mind?
            </h2>
            <p className="text-lead mt-4 text-base-content/75">
              Tell us what you're building and when it needs to launch. A senior designer or engineer replies within one working day with
              next steps and a rough budget.
            </p>
          </div>
          <a
            href={`mailto:${site.contactEmail}?subject=${encodeURIComponent("A new project")}`}
            className={`${buttonClass("primary", "lg")} shrink-0`}
          >
            <Mail aria-hidden="true" className="size-5" />
            Start a project
          </a>
        </div>
      </Container>
    </section>
  );
}
