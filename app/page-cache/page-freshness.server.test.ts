import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { type RequestFacts, requestFactsContext, UNKNOWN_REQUEST } from "~/platform/request-context.server";
import { freshForMs, keptFor, pageStaysFresh } from "./page-freshness.server";

function personalPage(): { facts: RequestFacts; context: RouterContextProvider } {
  const facts: RequestFacts = { ...UNKNOWN_REQUEST, pageKind: "personal" };
  const context = new RouterContextProvider();
  context.set(requestFactsContext, facts);
  return { facts, context };
}

describe("how long a page stays true", () => {
  it("is the earliest moment any loader named, or the fewest seconds, whichever comes first", () => {
    const now = Date.parse("2026-12-05T10:00:00Z");
    const { facts, context } = personalPage();
    expect(freshForMs(facts, now)).toBeUndefined();
    // A booking without a hold names no moment.
    pageStaysFresh(context, { until: null });
    pageStaysFresh(context, { until: undefined });
    expect(freshForMs(facts, now)).toBeUndefined();
    // The day's end, then a hold that runs out sooner.
    pageStaysFresh(context, { until: new Date(now + 14 * 3_600_000) });
    pageStaysFresh(context, { until: new Date(now + 90_000) });
    pageStaysFresh(context, { until: new Date(now + 600_000) });
    expect(freshForMs(facts, now)).toBe(90_000);
    expect(freshForMs(facts, now + 30_000)).toBe(60_000);
    pageStaysFresh(context, { seconds: 20 });
    expect(freshForMs(facts, now)).toBe(20_000);
    // Past the moment, the page is out of date: no copy of it is sent.
    expect(freshForMs(facts, now + 100_000)).toBeLessThan(0);
    // A personal page is kept for its session only, never shared.
    expect(keptFor(facts)).toMatchObject({ shared: false });
  });

  it("is said by no loader called without the web server's facts (a test): nothing is kept of it", () => {
    const context = new RouterContextProvider();
    pageStaysFresh(context, { seconds: 5 });
    pageStaysFresh(context, { until: new Date() });
    expect(UNKNOWN_REQUEST.keeping).toBeUndefined();
    expect(keptFor(context.get(requestFactsContext))).toEqual({ shared: false, freshForMs: undefined });
  });
});
