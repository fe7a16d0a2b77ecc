import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/**
 * The body of a page about one thing: its sections in a readable column, and beside them a
 * panel that stays in view on wide screens (how to book, what was used). `asideFirst`: on a
 * phone the panel comes first, before the long read (a course's booking box), and it comes
 * first in the reading order too, so what is seen and what is heard agree.
 */
export function DetailBody({ children, aside, asideFirst = false }: { children: ReactNode; aside: ReactNode; asideFirst?: boolean }) {
  const main = (
    <div key="main" className="max-w-3xl space-y-12 lg:col-start-1 lg:row-start-1">
      {children}
    </div>
  );
  const panel = (
    <aside key="aside" className="h-fit space-y-6 lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1">
      {aside}
    </aside>
  );
  return <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_22rem]">{asideFirst ? [panel, main] : [main, panel]}</Container>;
}
