import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { type RequestFacts, requestFactsContext, UNKNOWN_REQUEST } from "~/platform/request-context.server";
import { type Freshness, keptFor, pageStaysFresh } from "./page-freshness.server";
import { SHARED_PAGE_CACHE_CONTROL, shareAnswer } from "./shared-answer.server";

/** A request's facts, after its loaders said what they said of its page's freshness. */
function factsAfter(...said: Freshness[]): RequestFacts {
  const facts: RequestFacts = { ...UNKNOWN_REQUEST, pageKind: "shared" };
  const context = new RouterContextProvider();
  context.set(requestFactsContext, facts);
  for (const freshness of said) pageStaysFresh(context, freshness);
  return facts;
}

const GET_200 = { method: "GET", status: 200 };

describe("a shared answer", () => {
  it("keeps a shared page for the cache's usual time, and a live one for the seconds it gives", () => {
    const usual = factsAfter();
    expect(shareAnswer(usual, GET_200)).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(SHARED_PAGE_CACHE_CONTROL).toBe("public, max-age=0, must-revalidate, s-maxage=10");
    expect(keptFor(usual)).toEqual({ shared: true, freshForMs: undefined });

    const live = factsAfter({ seconds: 5 });
    expect(shareAnswer(live, GET_200)).toBe("public, max-age=0, must-revalidate, s-maxage=5");
    expect(keptFor(live)).toEqual({ shared: true, freshForMs: 5_000 });
    // Longer than other caches' usual ten seconds too: the catalogue's dates, a minute.
    expect(shareAnswer(factsAfter({ seconds: 60 }), { method: "HEAD", status: 200 })).toBe(
      "public, max-age=0, must-revalidate, s-maxage=60",
    );
    // Whole seconds, at least one, the fewest said.
    expect(shareAnswer(factsAfter({ seconds: 2.7 }), GET_200)).toBe("public, max-age=0, must-revalidate, s-maxage=2");
    expect(shareAnswer(factsAfter({ seconds: 0 }), GET_200)).toBe("public, max-age=0, must-revalidate, s-maxage=1");
    expect(shareAnswer(factsAfter({ seconds: 60 }, { seconds: 5 }, { until: null }), GET_200)).toBe(
      "public, max-age=0, must-revalidate, s-maxage=5",
    );
  });

  it("keeps nothing else: personal pages, errors, form answers, a page already out of date", () => {
    expect(keptFor({ ...UNKNOWN_REQUEST, pageKind: "personal" })).toEqual({ shared: false, freshForMs: undefined });
    for (const status of [404, 405, 302, 500]) {
      const facts = factsAfter();
      expect(shareAnswer(facts, { method: "GET", status })).toBe("no-store");
      expect(keptFor(facts).shared).toBe(false);
    }
    const posted = factsAfter();
    expect(shareAnswer(posted, { method: "POST", status: 200 })).toBe("no-store");
    expect(keptFor(posted).shared).toBe(false);
    const over = factsAfter({ until: new Date(Date.now() - 1) });
    expect(shareAnswer(over, GET_200)).toBe("no-store");
    expect(keptFor(over).shared).toBe(false);
  });

  it("marks nothing on the facts of no request (a test calling the app)", () => {
    expect(shareAnswer(UNKNOWN_REQUEST, GET_200)).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(UNKNOWN_REQUEST.keeping).toBeUndefined();
  });
});
