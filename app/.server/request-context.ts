import { createContext } from "react-router";
import type { PageKind } from "~/types/page-kind";

/** The id of the request being served, set by the Express server and read by loaders and logs. */
export const requestIdContext = createContext<string>("unknown");

/** A proxy's id for the same request, when it sent a well-formed one: logged beside ours. */
export const upstreamRequestIdContext = createContext<string | undefined>(undefined);

/** The address the request came from, for rate limits. */
export const clientAddressContext = createContext<string>("unknown");

/** This response's Content Security Policy nonce: every script the render writes carries it. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** Set when the request gate refused the request but a browser should see the site's error page for it. */
export const refusedStatusContext = createContext<number | undefined>(undefined);

/**
 * The route patterns of the pages of the build serving this request (such as /blog/:slug),
 * worked out when first asked: what field data may be recorded under. Set by the Express server.
 */
export const pageRoutePatternsContext = createContext<() => Promise<ReadonlySet<string>>>(async () => new Set());

/**
 * The kind of page the request is for, as its route declares it (app/page-scripts/page-handle.ts),
 * matched by the Express server's request gate; null for what is not a page.
 */
export const pageKindContext = createContext<PageKind | null>(null);
