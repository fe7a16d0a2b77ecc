import { createContext } from "react-router";
import type { AccountUser } from "~/types/account-user";

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
 * Set when the server asks for a page made for a stand-in (see auth/stand-in.ts): the session
 * is then that stand-in's, whatever cookie came with the request.
 */
export const standInUserContext = createContext<AccountUser | null>(null);
