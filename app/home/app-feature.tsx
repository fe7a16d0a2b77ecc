import { PlayCircle } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { StatList } from "~/components/ui/stat";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { richText } from "~/i18n/rich-text";

const highlights = () => [
  { value: "100%", label: m.home_app_stat_kits() },
  { value: "30K", label: m.home_app_stat_downloads() },
];

export function AppFeature() {
  return (
    <section id="app-development" aria-labelledby="app-feature-heading" className="py-12 sm:py-24">
      <Container>
        <div className="grid items-center gap-12 overflow-hidden rounded-[2rem] bg-neutral px-6 py-10 text-neutral-content sm:px-12 sm:py-12 lg:grid-cols-[1.2fr_1fr] lg:py-16">
          <div>
            <h2 id="app-feature-heading" className="text-title font-bold">
              {richText(m.home_app_heading, { and: "&" })}
            </h2>
            <p className="mt-5 max-w-2xl text-lead text-neutral-content/80">{m.home_app_text()}</p>
            <ButtonLink to={localizedPath("/projects?service=app-development")} variant="secondary" size="lg" className="mt-8">
              <PlayCircle aria-hidden="true" className="size-5" />
              {m.home_app_demos()}
            </ButtonLink>
          </div>
          <div className="text-base-content">
            <StatList stats={highlights()} />
          </div>
        </div>
      </Container>
    </section>
  );
}
