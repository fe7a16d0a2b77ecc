import type { NextFunction, Request, RequestHandler, Response } from "express";
import { onceLoaded } from "./once-loaded";

/** Calls the handler as Express would: resolves with what the response ended with, or what went to next. */
function serve(handler: RequestHandler): Promise<{ ended?: unknown; next?: unknown }> {
  return new Promise((resolve) => {
    const next: NextFunction = (error?: unknown) => resolve({ next: error });
    const res = { end: (body?: unknown) => resolve({ ended: body }) } as unknown as Response;
    handler({} as Request, res, next);
  });
}

describe("onceLoaded", () => {
  it("loads and makes the handler once, for the first requests and every one after", async () => {
    const load = vi.fn(async () => "build");
    const make = vi.fn(
      (loaded: string): RequestHandler =>
        (_req, res) =>
          void res.end(`from ${loaded}`),
    );
    const handler = onceLoaded(load, make);
    const first = await Promise.all([serve(handler), serve(handler), serve(handler)]);
    expect([...first, await serve(handler)]).toEqual(Array(4).fill({ ended: "from build" }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("passes a failed load to the error handler, and tries again at the next request", async () => {
    const failure = new Error("the build did not load");
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure).mockResolvedValue("build");
    const handler = onceLoaded(
      load,
      (loaded): RequestHandler =>
        (_req, res) =>
          void res.end(loaded),
    );
    expect(await serve(handler)).toEqual({ next: failure });
    expect(await serve(handler)).toEqual({ ended: "build" });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
