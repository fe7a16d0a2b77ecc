import type { RequestHandler } from "express";

/**
 * A handler made from something loaded once (the site's build), by the first request that needs
 * it; the requests that come meanwhile wait for the same load. A load that fails goes to the
 * error handler, and the next request tries again rather than finding it failed for good.
 */
export function onceLoaded<T>(load: () => Promise<T>, make: (loaded: T) => RequestHandler): RequestHandler {
  let made: Promise<RequestHandler> | undefined;
  return (req, res, next) => {
    if (!made) {
      made = load().then(make);
      made.catch(() => (made = undefined));
    }
    made.then((handler) => handler(req, res, next), next);
  };
}
