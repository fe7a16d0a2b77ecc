import type { RouterContextProvider } from "react-router";
import { type RequestFacts, requestFactsContext, UNKNOWN_REQUEST } from "~/platform/request-context.server";

/**
 * How long a page stays true, as a loader knows it: for `seconds` from when it is sent (a
 * course's seats left, read a moment ago), or `until` a moment by the clock (a hold that runs
 * out, the day's end on a page that reads "today"; none when there is no such moment).
 */
export type Freshness = { seconds: number } | { until: Date | null | undefined };

/**
 * The one way to say how long the page being made may be kept: no cache keeps it longer than
 * it stays true. A shared page (decision 24) is kept so by the server's page cache and by nginx;
 * a personal page's copy kept for its session (decision 40) is not sent from then on. The
 * shortest any loader says counts. A page whose loaders say nothing is kept as each cache keeps
 * any: a shared page until a publish forgets it (ten seconds in nginx), a personal one for its
 * route's `keptForSession`.
 */
export function pageStaysFresh(context: Readonly<RouterContextProvider>, freshness: Freshness): void {
  const facts = context.get(requestFactsContext);
  // A loader called without the web server's facts (a test) keeps no page.
  if (facts === UNKNOWN_REQUEST) return;
  const said = (facts.keeping ??= {});
  if ("seconds" in freshness) {
    // Whole seconds, as Cache-Control says them, and at least one.
    said.seconds = Math.min(said.seconds ?? Number.POSITIVE_INFINITY, Math.max(1, Math.floor(freshness.seconds)));
  } else if (freshness.until) {
    said.untilMs = Math.min(said.untilMs ?? Number.POSITIVE_INFINITY, freshness.until.getTime());
  }
}

/** How many milliseconds from `now` the page made for a request stays true, as its loaders said; undefined when none said. */
export function freshForMs({ keeping }: RequestFacts, now = Date.now()): number | undefined {
  const { seconds, untilMs } = keeping ?? {};
  if (seconds === undefined && untilMs === undefined) return undefined;
  return Math.min((seconds ?? Number.POSITIVE_INFINITY) * 1000, (untilMs ?? Number.POSITIVE_INFINITY) - now);
}

/** How the page cache may keep the answer made for a request (RunningApp.keptFor). */
export type PageKeeping = {
  /** The answer is the same for every visitor (shareAnswer, shared-answer.server.ts): kept for everyone. */
  shared: boolean;
  /** For how many milliseconds from now at most, when its page said how long it stays true (pageStaysFresh). */
  freshForMs?: number;
};

/**
 * What the app said, while it made a request's answer, of how the page cache in front of it
 * (server/page-cache/) may keep it: read from the request's facts, never from a header.
 */
export function keptFor(facts: RequestFacts): PageKeeping {
  return { shared: facts.keeping?.shared === true, freshForMs: freshForMs(facts) };
}
