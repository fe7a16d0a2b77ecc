import { Fragment } from "react";
import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { Home } from "~/content/home-schema";
import { localizedPath } from "~/i18n/locale";

/** The studio's opening words (the home page's document, issue 64); `lang` where they are English on a German page. */
export function Hero({ words, lang }: { words: Home["hero"]; lang?: string }) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden" lang={lang}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,color-mix(in_oklch,var(--color-primary)_16%,transparent),transparent),radial-gradient(40rem_24rem_at_0%_110%,color-mix(in_oklch,var(--color-secondary)_12%,transparent),transparent)]"
      />
      <Container className="grid items-center gap-12 py-12 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:py-28">
        <div className="motion-safe:animate-rise">
          <p className="inline-flex items-center gap-2 rounded-full border border-base-300 bg-base-100 px-3 py-1 text-sm font-medium text-base-content/80">
            <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
            {words.badge}
          </p>
          <h1 id="hero-heading" className="mt-6 text-display font-extrabold">
            <Ampersands heading={words.heading} />
          </h1>
          <p className="mt-6 max-w-xl text-lead text-base-content/75">{words.lead}</p>
          <div className="mt-9 flex flex-wrap items-center gap-4">
            <ButtonLink to={localizedPath("/projects")} size="lg">
              {words.workLink}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <a href="#services" className="font-semibold text-base-content/80 underline-offset-4 hover:text-primary hover:underline">
              {words.servicesLink}
            </a>
          </div>
        </div>
        {/* On a phone the words carry the opening alone: the art would push the services a screen further down. */}
        <div className="mx-auto w-full max-w-xl max-sm:hidden lg:max-w-none">
          {/* Sized and eager, with the text as the largest paint: the art never delays it. */}
          <img
            src="/images/hero.svg"
            alt={words.imageAlt}
            width={640}
            height={560}
            fetchPriority="high"
            decoding="async"
            className="illustration h-auto w-full drop-shadow-xl"
          />
        </div>
      </Container>
    </section>
  );
}

/** The heading with each "&" in the accent colour, as the studio's hint for the field says. */
function Ampersands({ heading }: { heading: string }) {
  const parts = heading.split("&");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <span className="text-primary">&amp;</span> : null}
    </Fragment>
  ));
}
