import { AsyncLocalStorage } from "node:async_hooks";
import { type MiddlewareFunction } from "react-router";
import { baseLocale, type Locale, localeOfPath } from "./locale";
import { overwriteServerAsyncLocalStorage } from "./paraglide/runtime.js";

/**
 * The language of the request being answered, for every message the server renders in it. One
 * store per request, never a global: the server renders many pages at once.
 */
const requestLocale = new AsyncLocalStorage<{ locale: Locale }>();
overwriteServerAsyncLocalStorage(requestLocale as Parameters<typeof overwriteServerAsyncLocalStorage>[0]);

/**
 * The root's first middleware: the page's language is its address's (decision 48), never a
 * cookie's or the browser's, so the page cache keeps one page per address. Loaders, actions
 * and the render all run inside it.
 */
export const localeFromAddress: MiddlewareFunction<Response> = ({ request }, next) =>
  requestLocale.run({ locale: localeOfRequest(request) }, next);

/**
 * The account APIs a page's script calls (`/auth/…`, `/account/photo`) have one address in every
 * language; the refusals a person reads from them are in the language of the page that called
 * (the site's Referrer-Policy sends a same-origin call its page's address). A page's own language
 * is only ever its path's: the page cache keys pages by address.
 */
const apiPrefixes = ["/auth/", "/account/photo"];

/** The language of a request: its path's, or, for an account API, its calling page's; English when that is not known. */
export function localeOfRequest(request: Request): Locale {
  const url = new URL(request.url);
  const own = localeOfPath(url.pathname);
  if (own !== baseLocale || !apiPrefixes.some((prefix) => url.pathname.startsWith(prefix))) return own;
  const caller = URL.parse(request.headers.get("Referer") ?? "");
  return caller?.origin === url.origin ? localeOfPath(caller.pathname) : baseLocale;
}

/** Runs `work` in a language, outside any request: a mail sent from the outbox in the language it was asked in. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run({ locale }, work);
}
