import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import proxyAddr from "proxy-addr";
import { readSettings } from "~/platform/settings.server";
import { answerOnlyOwnHosts, type ProxyTrust } from "./own-hosts";

/** Sends one request exactly as written (a Host header of any shape, or none); the status line and headers of the answer. */
function send(port: number, head: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${head}\r\n\r\n`));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () =>
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0), head: answer.split("\r\n\r\n")[0]! }),
    );
    socket.on("error", reject);
  });
}

const get = (path: string, headers: Record<string, string>) =>
  [`GET ${path} HTTP/1.1`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), "Connection: close"].join("\r\n");

/** A server answering 200 "reached" behind the guard, with these settings and proxies trusted. */
function guarded(env: Record<string, string>, trust: ProxyTrust) {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const listener = answerOnlyOwnHosts((_req, res) => res.end("reached"), readSettings(env).ownHosts, trust);
    server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const ask = (path: string, headers: Record<string, string>) => send(port, get(path, headers));
  return Object.assign(ask, { raw: (head: string) => send(port, head) });
}

const trustNone: ProxyTrust = () => false;

describe("a site without SITE_URL (npm start on this machine)", () => {
  const ask = guarded({}, trustNone);

  it("answers this machine's own names, on any port", async () => {
    for (const host of ["localhost:3999", "127.0.0.1:3999", "[::1]:3999", "LOCALHOST:3000", "localhost"])
      expect((await ask("/", { Host: host })).status, host).toBe(200);
  });

  it("answers 421 to any other name, as a page rebound to 127.0.0.1 would send, and to none", async () => {
    for (const host of ["rebind.attacker.example:3999", "127.0.0.1.nip.io:3999", "localhost.attacker.example", "attacker@localhost"]) {
      const answer = await ask("/admin/leads.csv", { Host: host });
      expect(answer.status, host).toBe(421);
      expect(answer.head).toMatch(/cache-control: no-store/i);
      expect(answer.head).toMatch(/connection: close/i);
    }
    // HTTP/1.0 may leave the Host out (Node refuses that only of HTTP/1.1).
    expect((await ask.raw("GET / HTTP/1.0")).status).toBe(421);
  });

  it("answers the health check whatever the name: it tells nothing", async () => {
    expect((await ask("/healthz", { Host: "rebind.attacker.example" })).status).toBe(200);
    expect((await ask("/healthz?x", { Host: "rebind.attacker.example" })).status).toBe(421);
  });
});

describe("a site at SITE_URL", () => {
  const ask = guarded({ SITE_URL: "https://brightline.test" }, trustNone);

  it("answers its host alone, with or without its default port, in any case", async () => {
    for (const host of ["brightline.test", "brightline.test:443", "Brightline.TEST"])
      expect((await ask("/", { Host: host })).status, host).toBe(200);
    for (const host of [
      "brightline.test:8443",
      "localhost:3000",
      "127.0.0.1:3000",
      "www.brightline.test",
      "brightline.test/x",
      "evil.test",
    ])
      expect((await ask("/", { Host: host })).status, host).toBe(421);
  });

  it("lets a scraper ask for /metrics by this machine's address, or by any with a bearer token; never a rebound page", async () => {
    expect((await ask("/metrics", { Host: "127.0.0.1:3000" })).status).toBe(200);
    expect((await ask("/metrics", { Host: "10.0.0.5:3000", Authorization: "Bearer a-token-the-endpoint-checks" })).status).toBe(200);
    expect((await ask("/metrics", { Host: "rebind.attacker.example:3000" })).status).toBe(421);
    expect((await ask("/metrics?x", { Host: "127.0.0.1:3000" })).status).toBe(421);
    expect((await ask("/", { Host: "127.0.0.1:3000", Authorization: "Bearer a-token" })).status).toBe(421);
    // The endpoint then refuses a wrong token whatever the address (server/http/metrics-endpoint.ts, tests/e2e/http-only/logs-and-metrics.spec.ts).
  });

  it("reads X-Forwarded-Host only from a proxy it trusts, as Express does", async () => {
    expect((await ask("/", { Host: "brightline.test", "X-Forwarded-Host": "evil.test" })).status).toBe(200);
    expect((await ask("/", { Host: "127.0.0.1:3000", "X-Forwarded-Host": "brightline.test" })).status).toBe(421);
  });
});

describe("a site at SITE_URL behind a proxy it trusts", () => {
  const loopback = proxyAddr.compile(["loopback"]);
  const ask = guarded({ SITE_URL: "https://brightline.test:8443" }, (address, index) => index === 0 && loopback(address, index));

  it("takes the proxy's X-Forwarded-Host, its first value, over the Host the proxy connected with", async () => {
    // nginx's `Host $host` has no port; a proxy that passes its upstream's address names this machine.
    for (const host of ["brightline.test", "localhost", "127.0.0.1:3000"])
      expect((await ask("/", { Host: host, "X-Forwarded-Host": "brightline.test:8443" })).status, host).toBe(200);
    expect((await ask("/", { Host: "brightline.test", "X-Forwarded-Host": "brightline.test:8443, evil.test" })).status).toBe(200);
    expect((await ask("/", { Host: "brightline.test:8443", "X-Forwarded-Host": "evil.test" })).status).toBe(421);
    expect((await ask("/", { Host: "brightline.test:8443" })).status).toBe(200);
  });

  it("is not fooled by a rebound page in a browser on a trusted address, which may send any X-Forwarded-Host but not another Host", async () => {
    const answer = await ask("/admin/leads.csv", { Host: "rebind.attacker.example:3000", "X-Forwarded-Host": "brightline.test:8443" });
    expect(answer.status).toBe(421);
  });
});

describe("a site without SITE_URL that trusts every peer as a proxy (TRUST_PROXY=1)", () => {
  const ask = guarded({}, (_address, index) => index < 1);

  it("still refuses a rebound page's request, whatever X-Forwarded-Host it adds", async () => {
    expect((await ask("/admin", { Host: "rebind.attacker.example:3999", "X-Forwarded-Host": "localhost:3999" })).status).toBe(421);
    expect((await ask("/admin", { Host: "localhost:3999", "X-Forwarded-Host": "localhost:8080" })).status).toBe(200);
  });
});
