import { Container } from "~/components/ui/container";
import { ButtonLink } from "~/components/ui/button";
import { contactHref } from "~/config/contact-link";

export function ContactBand() {
  return (
    <section aria-labelledby="contact-band-heading" className="pb-12 sm:pb-28">
      <Container>
        <div className="flex flex-col items-start gap-8 rounded-[2rem] border border-base-300 bg-base-200 px-6 py-10 sm:px-12 sm:py-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="contact-band-heading" className="text-title font-bold">
              Have a project in mind?
            </h2>
            <p className="mt-4 text-lead text-base-content/75">
              Tell us what you're building and when it needs to launch. A senior designer or engineer replies within one working day with
              next steps and a rough budget.
            </p>
          </div>
          <ButtonLink to={contactHref()} size="lg" className="shrink-0">
            Start a project
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
