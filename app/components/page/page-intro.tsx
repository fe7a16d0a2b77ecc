import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { PageHeader, type PageHeaderProps } from "./page-header";

type PageIntroProps = Omit<PageHeaderProps, "size" | "className"> & {
  /** A link beside the header, such as a feed. */
  action?: ReactNode;
  children?: ReactNode;
};

/** The opening of a list or a page of answers: its header, then its content. */
export function PageIntro({ action, children, ...header }: PageIntroProps) {
  return (
    <Container className="py-16 sm:py-20">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <PageHeader {...header} className="max-w-3xl" />
        {action}
      </div>
      {children ? <div className="mt-10">{children}</div> : null}
    </Container>
  );
}
