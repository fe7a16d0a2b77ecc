import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/**
 * The body of a page about one thing: its sections in a readable column, and beside them a
 * panel that stays in view on wide screens (how to book, what was used).
 */
export function DetailBody({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_22rem]">
      <div className="max-w-3xl space-y-12">{children}</div>
      <aside className="h-fit space-y-6 lg:sticky lg:top-28">{aside}</aside>
    </Container>
  );
}
