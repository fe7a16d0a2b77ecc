import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { closeGracefully } from "./graceful-close";

function listen(handlerDelayMs: number): Promise<Server> {
  const server = createServer((_req, res) => {
    setTimeout(() => res.end("done"), handlerDelayMs);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
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
    const server = await listen(300);
    const inFlight = get(server);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const outcome = closeGracefully(server, 5_000);
    await expect(inFlight).resolves.toEqual({ status: 200, body: "done" });
    await expect(outcome).resolves.toBe("finished");
    // Closed soon after the last response, not after the keep-alive timeout.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.listening).toBe(false);
  });

  it("refuses new connections once closing has begun", async () => {
    const server = await listen(300);
    const port = portOf(server);
    const inFlight = get(server);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outcome = closeGracefully(server, 5_000);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    await inFlight;
    await outcome;
  });

  it("cuts off a request that outlives the grace period", async () => {
    const server = await listen(5_000);
    const inFlight = get(server).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(closeGracefully(server, 200)).resolves.toBe("forced");
    expect(await inFlight).toBeInstanceOf(Error);
  });
});
