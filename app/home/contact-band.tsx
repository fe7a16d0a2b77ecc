import { Container } from "~/components/ui/container";
import { ButtonLink } from "~/components/ui/button";
import { contactHref } from "~/config/contact-link";
import type { Home } from "~/content/home-schema";
import { m } from "~/i18n/paraglide/messages.js";

/** The call to write (the home page's document, issue 64); the button is the site's own "Start a project". */
export function ContactBand({ words, lang }: { words: Home["contact"]; lang?: string }) {
  return (
    <section aria-labelledby="contact-band-heading" className="pb-12 sm:pb-28">
      <Container>
        <div className="flex flex-col items-start gap-8 rounded-[2rem] border border-base-300 bg-base-200 px-6 py-10 sm:px-12 sm:py-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl" lang={lang}>
            <h2 id="contact-band-heading" className="text-title font-bold">
              {words.heading}
            </h2>
            <p className="mt-4 text-lead text-base-content/75">{words.text}</p>
          </div>
          <ButtonLink to={contactHref()} size="lg" className="shrink-0">
            {m.nav_start_project()}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
