import { Container } from "~/components/ui/container";
import { ButtonLink } from "~/components/ui/button";
import { contactHref } from "~/config/contact-link";
import { m } from "~/i18n/paraglide/messages.js";

export function ContactBand() {
  return (
    <section aria-labelledby="contact-band-heading" className="pb-12 sm:pb-28">
      <Container>
        <div className="flex flex-col items-start gap-8 rounded-[2rem] border border-base-300 bg-base-200 px-6 py-10 sm:px-12 sm:py-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="contact-band-heading" className="text-title font-bold">
              {m.home_band_heading()}
            </h2>
            <p className="mt-4 text-lead text-base-content/75">{m.home_band_text()}</p>
          </div>
          <ButtonLink to={contactHref()} size="lg" className="shrink-0">
            {m.nav_start_project()}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
