import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { createSiteServer } from "./http-server";

/** Opens a connection, sends `start` and never finishes the request; resolves with what the server sent and when it closed. */
function trickle(port: number, start: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(start));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => resolve({ answer, closedAfterMs: Date.now() - began }));
    socket.on("error", reject);
  });
}

describe("createSiteServer", () => {
  const timeouts = { headersMs: 300, requestMs: 600, keepAliveMs: 200, checkEveryMs: 50 };
  let server: ReturnType<typeof createSiteServer>;
  let port: number;

  beforeAll(async () => {
    server = createSiteServer((req, res) => {
      // Reads the whole body before answering, as a form action does.
      req.resume();
      req.on("end", () => res.end("ok"));
    }, timeouts);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers 408 and closes on a client that never finishes its headers", async () => {
    const { answer, closedAfterMs } = await trickle(port, "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.headersMs - 50);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it("answers 408 and closes on a client that never finishes its body", async () => {
    const { answer, closedAfterMs } = await trickle(port, "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nname=");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(closedAfterMs).toBeLessThan(5_000);
  });
});

describe("a CONNECT request", () => {
  it("gets 405: the site is no proxy", async () => {
    const server = createSiteServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const { answer } = await trickle(port, "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    server.close();
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\n/);
  });
});
