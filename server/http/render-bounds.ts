import { monitorEventLoopDelay } from "node:perf_hooks";
import type { RequestHandler } from "express";

export type RenderBoundsOptions = {
  /** Renders (and other answers of the app) at once, past which a new one is refused. */
  maxInFlight?: number;
  /** How late the event loop may run, half the time over the last second, before new renders are refused. */
  lagMs?: number;
};

/**
 * Bounds what the app renders, so that a flood of addresses no cache holds cannot starve the
 * pages it does hold (decision 24): past `maxInFlight` renders at once, or while the event loop
 * runs more than `lagMs` late, a new GET or HEAD gets 503 with Retry-After, at once and in
 * plain words. Pages from the page cache and files never come here, so they keep flowing; a
 * form's POST is never refused here (it is rate-limited on its own), so nothing sent is lost.
 */
export function boundRenders({ maxInFlight = 32, lagMs = 100 }: RenderBoundsOptions = {}): RequestHandler & { stop(): void } {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The median, not the worst: one long pause (a garbage collection, a first import) is not a
  // loop that stays late, which is what too much to render looks like.
  let lagging = false;
  const watch = setInterval(() => {
    lagging = delay.count > 0 && delay.percentile(50) / 1e6 > lagMs;
    delay.reset();
  }, 1_000);
  watch.unref();
  let inFlight = 0;

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (inFlight >= maxInFlight || lagging) {
      res
        .status(503)
        .set({ "Retry-After": "2", "Cache-Control": "no-store" })
        .type("text/plain; charset=utf-8")
        .send("The site is very busy at this moment. Please try again in a few seconds.\n");
      return;
    }
    inFlight += 1;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  };
  return Object.assign(handler, {
    stop() {
      clearInterval(watch);
      delay.disable();
    },
  });
}
