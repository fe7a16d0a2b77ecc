import type { ReactNode } from "react";
import { PageHeader } from "~/components/page/page-header";
import { Container } from "~/components/ui/container";
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
        <PageHeader label={label} heading={heading} lead={intro} size="title" />
        <Surface padding="lg" raised className="mt-8">
          {children}
        </Surface>
        {footer ? <div className="mt-6 space-y-2 text-sm text-base-content/80">{footer}</div> : null}
      </div>
    </Container>
  );
}
