import { AsyncLocalStorage } from "node:async_hooks";
import { type MiddlewareFunction } from "react-router";
import { type Locale, localeOfPath } from "./locale";
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
  requestLocale.run({ locale: localeOfPath(new URL(request.url).pathname) }, next);

/** Runs `work` in a language, outside any request: a mail sent from the outbox in the language it was asked in. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run({ locale }, work);
}
