import { createContext } from "react-router";
import type { PageKind } from "~/types/route-handle";

/**
 * What the web server knows of a request before the app sees it, made once per request
 * (server/http/request-facts.ts) and handed to the app in one router context.
 */
export type RequestFacts = {
  /** Our id for the request, sent back in X-Request-Id and shown on the error page. */
  requestId: string;
  /** A proxy's id for the same request, when it sent a well-formed one: logged beside ours. */
  upstreamRequestId?: string;
  /** The address the request came from, for rate limits. */
  clientAddress: string;
  /** This response's Content Security Policy nonce: every script the render writes carries it. */
  nonce?: string;
  /** The kind of page the request is for, as its route declares it (decision 24); null for what is not a page. */
  pageKind: PageKind | null;
  /** Set when the request gate refused the request but a browser should see the site's error page for it. */
  refusedStatus?: number;
  /**
   * Set when a loader or action failed because the database or another service did not answer
   * (refused, or the pool's wait for a connection ran out: `isUnavailable`): the page then
   * answers 503 with Retry-After, not 500 (entry.server.tsx).
   */
  serviceUnavailable?: true;
  /**
   * What the app said of its answer while making it, for the page cache in front of it (read
   * through `keptFor`, app/page-cache/page-freshness.server.ts): that it is the same for every
   * visitor (`shared`), and how long its page stays true, `seconds` from when it is sent or
   * until `untilMs`, whichever comes first (`pageStaysFresh`).
   */
  keeping?: { shared?: true; seconds?: number; untilMs?: number };
};

/** Facts for a request that did not come through the web server (a test calling a loader). */
export const UNKNOWN_REQUEST: RequestFacts = { requestId: "unknown", clientAddress: "unknown", pageKind: null };

/** The request's facts, as loaders, actions, middleware and the render read them. */
export const requestFactsContext = createContext<RequestFacts>(UNKNOWN_REQUEST);

/**
 * The route patterns of the pages of the build serving this request (such as /blog/:slug),
 * worked out when first asked: what field data may be recorded under. Set by the app's door
 * (app/door/start-app.server.ts) from the build it serves.
 */
export const pageRoutePatternsContext = createContext<() => Promise<ReadonlySet<string>>>(async () => new Set());
