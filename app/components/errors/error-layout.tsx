import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { m } from "~/i18n/paraglide/messages.js";

/** The frame of every error screen: a status, a heading, an explanation and ways onward. */
export function ErrorLayout({
  status,
  heading,
  children,
  actions,
}: {
  status: number | string;
  heading: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Container className="py-20 sm:py-28">
      <div className="max-w-2xl">
        <p className="font-mono text-sm font-semibold tracking-widest text-secondary">{m.error_status({ status })}</p>
        <h1 className="mt-3 text-title font-bold">{heading}</h1>
        <div className="mt-5 space-y-3 text-lead text-base-content/75">{children}</div>
        <div className="mt-10 flex flex-wrap gap-3">{actions}</div>
      </div>
    </Container>
  );
}
