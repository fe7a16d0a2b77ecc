import type { ReactNode } from "react";
import { Container } from "./container";

type SectionProps = {
  id: string;
  label?: string;
  heading: string;
  intro?: ReactNode;
  tone?: "plain" | "tinted";
  children?: ReactNode;
  /** Heading level: a page's first section uses h1, the rest h2. */
  level?: 1 | 2;
  /** The opening's language, where it is not the page's (words not translated yet). */
  lang?: string;
};

/** A page section: small label, heading and optional intro, labelled for assistive tech. */
export function Section({ id, label, heading, intro, tone = "plain", level = 2, lang, children }: SectionProps) {
  const Heading = level === 1 ? "h1" : "h2";
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`py-12 sm:py-24 ${tone === "tinted" ? "bg-base-200" : ""}`}>
      <Container>
        <div className="max-w-3xl" lang={lang}>
          {label ? <SectionLabel>{label}</SectionLabel> : null}
          <Heading id={headingId} className="mt-3 text-title font-bold">
            {heading}
          </Heading>
          {intro ? <div className="mt-4 text-lead text-base-content/75">{intro}</div> : null}
        </div>
        {children ? <div className="mt-10 sm:mt-14">{children}</div> : null}
      </Container>
    </section>
  );
}

export function SectionLabel({ children }: { children: ReactNode }) {
  return <p className="text-sm font-semibold tracking-[0.14em] text-secondary uppercase">{children}</p>;
}
