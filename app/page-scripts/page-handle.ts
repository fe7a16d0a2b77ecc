import type { PageKind } from "~/types/page-kind";

export type { PageKind };

/** What a route module's `handle` says about its page. A parent's declaration covers its child routes. */
export type PageHandle = {
  page?: PageKind;
  /**
   * The query parameters a shared page reads (`/projects?service=`, `/blog?page=`). Any other
   * is taken out of the address before the page is rendered or looked up in the page cache,
   * so `/?x=<random>` is `/` (server/shared-page-key.ts).
   */
  query?: readonly string[];
  /**
   * The page loads React and hydrates: for pages that need it in the browser (the sign-in
   * forms, the account page, the staff pages). Every other page is HTML and CSS only. Only a
   * personal page may hydrate: a shared page's data says nobody is signed in.
   */
  hydrate?: true;
};

type Match = { handle?: unknown };

/** Whether the page these routes make loads the framework's scripts. */
export function pageHydrates(matches: readonly Match[]): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === true);
}

/** The kind the deepest route that declares one gives the page, if any does. */
export function pageKindOf(matches: readonly Match[]): PageKind | undefined {
  for (const match of [...matches].reverse()) {
    const kind = (match.handle as PageHandle | undefined)?.page;
    if (kind) return kind;
  }
  return undefined;
}
