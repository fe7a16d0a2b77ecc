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

describe("render bounds", () => {
  it("refuse a render past the limit at once, with Retry-After, and take the next once one ends", async () => {
    await start({ maxInFlight: 1 });
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

  it("refuse new renders while the event loop stays late, not for one long pause, and take them again once it catches up", async () => {
    await start({ maxInFlight: 100, lagMs: 100 });
    expect((await fetch(url("/page"))).status).toBe(200);
    const hold = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until);
    };
    // One long pause, as a garbage collection makes, is no overload.
    hold(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(url("/page"))).status).toBe(200);
    // Work that keeps the loop 150 ms late for seconds, as a flood of renders would.
    let busy = true;
    const keepBusy = () => {
      if (!busy) return;
      hold(150);
      setTimeout(keepBusy, 5);
    };
    keepBusy();
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
      busy = false;
    }
    await vi.waitFor(async () => expect((await fetch(url("/page"))).status).toBe(200), { timeout: 4_000, interval: 100 });
  }, 15_000);
});
