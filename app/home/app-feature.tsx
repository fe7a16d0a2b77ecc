import { PlayCircle } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { StatList } from "~/components/ui/stat";

const highlights = [
  { value: "100%", label: "Unique Kits" },
  { value: "30K", label: "Designs Downloaded" },
];

export function AppFeature() {
  return (
    <section id="app-development" aria-labelledby="app-feature-heading" className="py-12 sm:py-24">
      <Container>
        <div className="grid items-center gap-12 overflow-hidden rounded-[2rem] bg-neutral px-6 py-10 text-neutral-content sm:px-12 sm:py-12 lg:grid-cols-[1.2fr_1fr] lg:py-16">
          <div>
            <h2 id="app-feature-heading" className="text-title font-bold">
              Our Application Development for Android &amp; iOS
            </h2>
            <p className="mt-5 max-w-2xl text-lead text-neutral-content/80">
              One codebase, two stores, no compromises. We design native-feeling apps in React Native and Swift, wire them to your systems,
              and handle the store reviews, so your customers get a fast, accessible app on both platforms and you get one team accountable
              for it.
            </p>
            <ButtonLink to="/projects?service=app-development" variant="secondary" size="lg" className="mt-8">
              <PlayCircle aria-hidden="true" className="size-5" />
              Watch Demos
            </ButtonLink>
          </div>
          <div className="text-base-content">
            <StatList stats={highlights} />
          </div>
        </div>
      </Container>
    </section>
  );
}
