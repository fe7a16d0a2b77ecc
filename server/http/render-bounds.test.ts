import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { boundRenders } from "./render-bounds";

let server: Server;
let bounds: ReturnType<typeof boundRenders>;
let release: () => void = () => {};
let slowArrived = false;

function start(options: Parameters<typeof boundRenders>[0]) {
  bounds = boundRenders(options);
  const app = express();
  app.use(bounds);
  app.get("/slow", (_req, res) => {
    slowArrived = true;
    release = () => {
      release = () => {};
      res.send("slow page");
    };
  });
  app.get("/page", (_req, res) => res.send("a page"));
  app.post("/form", (_req, res) => res.send("sent"));
  server = app.listen(0, "127.0.0.1");
  return new Promise((resolve) => server.once("listening", resolve));
}

afterEach(async () => {
  release();
  slowArrived = false;
  bounds.stop();
  await new Promise((resolve) => server.close(resolve));
});

const url = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

/** Keeps this process's event loop busy for `ms`, as a long render or a collection does. */
function hold(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

/** Keeps the event loop about 150 ms late until the returned function is called, as a flood of renders would. */
function keepLoopLate(): () => void {
  let busy = true;
  const keepBusy = () => {
    if (!busy) return;
    hold(150);
    setTimeout(keepBusy, 5);
  };
  keepBusy();
  return () => {
    busy = false;
  };
}

describe("render bounds", () => {
  it("refuse a render past the limit at once, with Retry-After, when the line is full, and take the next once one ends", async () => {
    await start({ maxInFlight: 1, maxWaiting: 0 });
    const slow = fetch(url("/slow"));
    await vi.waitFor(() => expect(slowArrived).toBe(true));
    const refused = await fetch(url("/page"));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toMatch(/very busy/);
    // A form is never refused: what was sent is not lost.
    expect((await fetch(url("/form"), { method: "POST" })).status).toBe(200);
    release();
    expect((await slow).status).toBe(200);
    expect((await fetch(url("/page"))).status).toBe(200);
  });

  it("let a render past the limit wait in a short line: served when one ends, refused when its wait runs out", async () => {
    await start({ maxInFlight: 1, maxWaiting: 1, maxWaitMs: 300 });
    const slow = fetch(url("/slow"));
    await vi.waitFor(() => expect(slowArrived).toBe(true));
    // In line: it goes on as soon as the slow render ends.
    const waiting = fetch(url("/page"));
    // The line holds one: the next is refused at once.
    const started = Date.now();
    expect((await fetch(url("/page"))).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(250);
    release();
    expect((await slow).status).toBe(200);
    const served = await waiting;
    expect(served.status).toBe(200);
    expect(await served.text()).toBe("a page");

    // A wait that runs out: refused after it, not before.
    slowArrived = false;
    const slowAgain = fetch(url("/slow"));
    await vi.waitFor(() => expect(slowArrived).toBe(true));
    const waitedFrom = Date.now();
    const timedOut = await fetch(url("/page"));
    expect(timedOut.status).toBe(503);
    expect(Date.now() - waitedFrom).toBeGreaterThanOrEqual(250);
    release();
    expect((await slowAgain).status).toBe(200);
  });

  it("refuse new renders while the event loop stays late, not for one long pause, and take them again once it catches up", async () => {
    await start({ maxInFlight: 100, lagMs: 100, maxWaitMs: 200 });
    expect((await fetch(url("/page"))).status).toBe(200);
    // One long pause, as a garbage collection makes, is no overload.
    hold(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(url("/page"))).status).toBe(200);
    // Work that keeps the loop 150 ms late for seconds, as a flood of renders would.
    const catchUp = keepLoopLate();
    const statuses: number[] = [];
    try {
      await vi.waitFor(
        async () => {
          statuses.push((await fetch(url("/page"))).status);
          expect(statuses).toContain(503);
        },
        { timeout: 4_000, interval: 20 },
      );
    } finally {
      catchUp();
    }
    await vi.waitFor(async () => expect((await fetch(url("/page"))).status).toBe(200), { timeout: 4_000, interval: 100 });
  }, 15_000);

  it("serve a render that arrived while the loop ran late once it catches up, within the wait (a server's first second on a busy machine)", async () => {
    await start({ maxInFlight: 100, lagMs: 100, maxWaitMs: 5_000 });
    const catchUp = keepLoopLate();
    // Past the first second's reading, the loop counts as late: a render now waits.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const answer = fetch(url("/page"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    catchUp();
    const served = await answer;
    expect(served.status).toBe(200);
    expect(await served.text()).toBe("a page");
  }, 15_000);
});
