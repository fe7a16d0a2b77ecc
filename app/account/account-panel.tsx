import type { ReactNode } from "react";

/** One part of the account page: a titled card with a line on what it is for. */
export function AccountPanel({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-base-content/75">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
