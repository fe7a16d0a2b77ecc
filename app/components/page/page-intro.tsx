import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";

/** The opening of a page: label, the page's h1 and a lead paragraph, then its content. */
export function PageIntro({ label, heading, lead, children }: { label: string; heading: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <Container className="py-16 sm:py-24">
      <div className="max-w-3xl">
        <SectionLabel>{label}</SectionLabel>
        <h1 className="text-display mt-3 font-extrabold">{heading}</h1>
        <div className="text-lead mt-6 space-y-4 text-base-content/75">{lead}</div>
      </div>
      {children ? <div className="mt-12">{children}</div> : null}
    </Container>
  );
}
