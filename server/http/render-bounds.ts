import { monitorEventLoopDelay } from "node:perf_hooks";
import type { NextFunction, Request, RequestHandler, Response } from "express";

export type RenderBoundsOptions = {
  /** Renders (and other answers of the app) at once, past which a new one waits. */
  maxInFlight?: number;
  /** How late the event loop may run, half the time over the last second, before new renders wait. */
  lagMs?: number;
  /** Renders that may wait for their turn at once; past that, a new one is refused at once. */
  maxWaiting?: number;
  /** How long a render may wait for its turn before it is refused. */
  maxWaitMs?: number;
};

type Waiting = { res: Response; next: NextFunction; timer: NodeJS.Timeout };

/**
 * Bounds what the app renders, so that a flood of addresses no cache holds cannot starve the
 * pages it does hold (decision 24). Past `maxInFlight` renders at once, or while the event loop
 * runs more than `lagMs` late, a new GET or HEAD waits in a short line (at most `maxWaiting`
 * requests, each for at most `maxWaitMs`) and goes on as soon as a render ends or the loop
 * catches up. A full line, or a wait that runs out, gets 503 with Retry-After in plain words.
 * The line is what keeps a burst of real visitors, or a server's own first second on a busy
 * machine, from being turned away; its bounds are what still refuse a flood. Pages from the
 * page cache and files never come here, so they keep flowing; a form's POST is never refused
 * here (it is rate-limited on its own), so nothing sent is lost.
 */
export function boundRenders({
  maxInFlight = 32,
  lagMs = 100,
  maxWaiting = 64,
  maxWaitMs = 2_500,
}: RenderBoundsOptions = {}): RequestHandler & {
  stop(): void;
} {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The median, not the worst: one long pause (a garbage collection, a first import) is not a
  // loop that stays late, which is what too much to render looks like.
  let lagging = false;
  const watch = setInterval(() => {
    lagging = delay.count > 0 && delay.percentile(50) / 1e6 > lagMs;
    delay.reset();
    admitWaiting();
  }, 1_000);
  watch.unref();
  let inFlight = 0;
  const waiting: Waiting[] = [];

  const hasRoom = () => inFlight < maxInFlight && !lagging;

  function admit(res: Response, next: NextFunction) {
    inFlight += 1;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
      admitWaiting();
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  }

  function admitWaiting() {
    while (waiting.length > 0 && hasRoom()) {
      const { res, next, timer } = waiting.shift()!;
      clearTimeout(timer);
      admit(res, next);
    }
  }

  function refuse(res: Response) {
    res
      .status(503)
      .set({ "Retry-After": "2", "Cache-Control": "no-store" })
      .type("text/plain; charset=utf-8")
      .send("The site is very busy at this moment. Please try again in a few seconds.\n");
  }

  function wait(res: Response, next: NextFunction) {
    const entry: Waiting = {
      res,
      next,
      timer: setTimeout(() => {
        leave();
        refuse(res);
      }, maxWaitMs),
    };
    const leave = () => {
      const at = waiting.indexOf(entry);
      if (at >= 0) waiting.splice(at, 1);
      clearTimeout(entry.timer);
    };
    // A visitor who gave up waiting frees their place in the line.
    res.once("close", leave);
    waiting.push(entry);
  }

  const handler: RequestHandler = (req: Request, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (hasRoom() && waiting.length === 0) return admit(res, next);
    if (waiting.length < maxWaiting) return wait(res, next);
    refuse(res);
  };
  return Object.assign(handler, {
    stop() {
      clearInterval(watch);
      delay.disable();
      // Nothing is left hanging on a server that is closing.
      for (const { res, timer } of waiting.splice(0)) {
        clearTimeout(timer);
        refuse(res);
      }
    },
  });
}
