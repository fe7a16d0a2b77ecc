import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";
import { Surface } from "~/components/ui/surface";

/** The frame of the sign-in pages: one narrow card, a heading and what to do next. */
export function AuthPage({
  label,
  heading,
  intro,
  children,
  footer,
}: {
  label: string;
  heading: string;
  intro: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-lg">
        <SectionLabel>{label}</SectionLabel>
        <h1 className="text-title mt-3 font-bold">{heading}</h1>
        <div className="mt-4 text-base-content/75">{intro}</div>
        <Surface padding="lg" raised className="mt-8">
          {children}
        </Surface>
        {footer ? <div className="mt-6 space-y-2 text-sm text-base-content/80">{footer}</div> : null}
      </div>
    </Container>
  );
}
