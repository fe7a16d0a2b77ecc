import { PlayCircle } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { StatList } from "~/components/ui/stat";
import type { Home } from "~/content/home-schema";
import { localizedPath } from "~/i18n/locale";

/** The apps the studio makes, with their figures (the home page's document, issue 64). */
export function AppFeature({ words, lang }: { words: Home["apps"]; lang?: string }) {
  return (
    <section id="app-development" aria-labelledby="app-feature-heading" className="py-12 sm:py-24" lang={lang}>
      <Container>
        <div className="grid items-center gap-12 overflow-hidden rounded-[2rem] bg-neutral px-6 py-10 text-neutral-content sm:px-12 sm:py-12 lg:grid-cols-[1.2fr_1fr] lg:py-16">
          <div>
            <h2 id="app-feature-heading" className="text-title font-bold">
              {words.heading}
            </h2>
            <p className="mt-5 max-w-2xl text-lead text-neutral-content/80">{words.text}</p>
            <ButtonLink to={localizedPath("/projects?service=app-development")} variant="secondary" size="lg" className="mt-8">
              <PlayCircle aria-hidden="true" className="size-5" />
              {words.demosLink}
            </ButtonLink>
          </div>
          <div className="text-base-content">
            <StatList stats={words.figures} />
          </div>
        </div>
      </Container>
    </section>
  );
}
