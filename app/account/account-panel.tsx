import type { ReactNode } from "react";
import { Surface } from "~/components/ui/surface";

/** One part of the account page: a titled card with a line on what it is for. */
export function AccountPanel({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Surface as="section" aria-labelledby={id} padding="lg" raised>
      <h2 id={id} className="scroll-mt-28 text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-base-content/75">{intro}</p>
      <div className="mt-6">{children}</div>
    </Surface>
  );
}
