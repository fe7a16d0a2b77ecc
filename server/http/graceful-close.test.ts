import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { closeGracefully } from "./graceful-close";

/**
 * A server whose one handler holds its response until the test calls `respond()`, and tells
 * the test when a request has arrived: the tests wait for those events, not for timers.
 */
async function listen() {
  let arrive!: () => void;
  let respond!: () => void;
  const requestArrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (respond = resolve));
  const server = createServer((_req, res) => {
    arrive();
    void released.then(() => res.end("done"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, requestArrived, respond };
}

function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

function get(serverOrPort: Server | number): Promise<{ status: number; body: string }> {
  const port = typeof serverOrPort === "number" ? serverOrPort : portOf(serverOrPort);
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("closeGracefully", () => {
  it("lets a request in flight finish, then closes", async () => {
    const { server, requestArrived, respond } = await listen();
    const inFlight = get(server);
    await requestArrived;
    const outcome = closeGracefully(server, { graceMs: 5_000 });
    respond();
    const responded = Date.now();
    await expect(inFlight).resolves.toEqual({ status: 200, body: "done" });
    await expect(outcome).resolves.toBe("finished");
    // Closed soon after the last response, not after the keep-alive timeout.
    expect(Date.now() - responded).toBeLessThan(2_000);
    expect(server.listening).toBe(false);
  });

  it("refuses new connections once the drain is over", async () => {
    const { server, requestArrived, respond } = await listen();
    const port = portOf(server);
    const inFlight = get(server);
    await requestArrived;
    const outcome = closeGracefully(server, { graceMs: 5_000 });
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    respond();
    await inFlight;
    await expect(outcome).resolves.toBe("finished");
  });

  it("cuts off a request that outlives the grace period", async () => {
    const { server, requestArrived } = await listen();
    const inFlight = get(server).catch((error: Error) => error);
    await requestArrived;
    await expect(closeGracefully(server, { graceMs: 200 })).resolves.toBe("forced");
    expect(await inFlight).toBeInstanceOf(Error);
  });

  it("drains keep-alive connections first: a stream of requests across the close loses none", async () => {
    const { Agent } = await import("node:http");
    let draining = false;
    const server = createServer((_req, res) => {
      // What the site does once a shutdown begins (server/app.ts).
      if (draining) res.setHeader("Connection", "close");
      setTimeout(() => res.end("ok"), 5);
    });
    server.keepAliveTimeout = 2_000;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const results = { answered: 0, afterClose: 0, failed: [] as string[] };
    let closing = false;

    // Four clients, each sending requests one after another on its keep-alive socket until
    // the server says the connection is done (or 200 requests).
    const client = async () => {
      for (let sent = 0; sent < 200; sent += 1) {
        const closed = await new Promise<boolean>((resolve) => {
          const req = request({ host: "127.0.0.1", port: portOf(server), path: "/", agent }, (res) => {
            res.resume();
            res.on("end", () => {
              results.answered += 1;
              if (closing) results.afterClose += 1;
              resolve(res.headers.connection === "close");
            });
          });
          req.on("error", (error) => {
            results.failed.push(error.message);
            resolve(true);
          });
          req.end();
        });
        if (closed) return;
      }
    };
    const clients = Promise.all([client(), client(), client(), client()]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    closing = true;
    draining = true;
    const outcome = await closeGracefully(server, { graceMs: 5_000, drainMs: 3_000 });
    await clients;
    agent.destroy();

    expect(outcome).toBe("finished");
    expect(results.failed).toEqual([]);
    expect(results.afterClose).toBeGreaterThan(0);
    expect(results.answered).toBeGreaterThan(4);
  });
});
