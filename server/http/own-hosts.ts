import type { IncomingMessage, RequestListener } from "node:http";
import type { Settings } from "~/door/door.server";
import { remembered } from "./remembered";

/** Express's `trust proxy fn`: whether the hop at `index` (0: the peer) is a proxy whose X-Forwarded-* headers count. */
export type ProxyTrust = (address: string, index: number) => boolean;

/** This machine's own names for itself, which no other site's page can be served under. */
const THIS_MACHINE = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A host as the Host header carries it: a name or an address, and a port. Anything else (a path, user info) is not a host. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(:\d{1,5})?$/i;

/** What one Host (or X-Forwarded-Host) value says: whether it is one of the site's hosts, and whether its name is the site's or this machine's. */
type HostFacts = { own: boolean; siteOrMachineName: boolean };

/**
 * Reads host values for one site, remembering the last few hundred. With SITE_URL, a host is
 * the site's when, read with its scheme, it has the same origin (so `example.com:443` is
 * `https://example.com`); without it, when its name is one of this machine's, on any port.
 */
export function hostReader(ownHosts: Settings["ownHosts"]): (host: string | undefined) => HostFacts {
  const site = ownHosts.kind === "site" ? new URL(ownHosts.origin) : undefined;
  // Nearly every request names the same one or two hosts, and reading one costs a URL parse or two.
  const read = remembered((host: string): HostFacts => {
    const url = HOST.test(host) ? URL.parse(`${site?.protocol ?? "http:"}//${host}`) : null;
    const name = url?.hostname ?? "";
    const machine = THIS_MACHINE.has(name);
    return site
      ? { own: url?.origin === site.origin, siteOrMachineName: name === site.hostname || machine }
      : { own: machine, siteOrMachineName: machine };
  });
  return (host) => (host ? read(host) : { own: false, siteOrMachineName: false });
}

/**
 * True when the request is for one of the site's own hosts. From a proxy TRUST_PROXY trusts, the
 * host it forwards (X-Forwarded-Host's first value, as Express reads it) must be the site's, and
 * the Host it connected with must still name the site or this machine: a browser on a trusted
 * address (loopback) can send any X-Forwarded-Host from a rebound page, but never another Host
 * than the page's own name.
 */
export function isOwnRequest(req: IncomingMessage, facts: ReturnType<typeof hostReader>, trust: ProxyTrust): boolean {
  const forwarded = req.headers["x-forwarded-host"];
  if (!forwarded || !trust(req.socket.remoteAddress ?? "", 0)) return facts(req.headers.host).own;
  return facts(String(forwarded).split(",")[0]!.trim()).own && facts(req.headers.host).siteOrMachineName;
}

/**
 * A scraper's request for /metrics, which asks by address: this machine's name for itself (a
 * page on another site rebound to 127.0.0.1 carries its own name, and is refused), or any name
 * with a bearer token, which the endpoint checks (server/http/metrics-endpoint.ts).
 */
function isScrape(req: IncomingMessage, facts: ReturnType<typeof hostReader>): boolean {
  if (req.url !== "/metrics") return false;
  return facts(req.headers.host).siteOrMachineName || /^Bearer /.test(req.headers.authorization ?? "");
}

/**
 * Answers only requests for the site's own hosts: SITE_URL's, or without it this machine's own
 * names. A page on another site can point its own name at 127.0.0.1 (DNS rebinding) and have the
 * visitor's browser read what the site answers there, with whatever cookie it makes up: the auth
 * emulator takes unsigned ones (issue 21). Every other Host is answered 421, before the page
 * cache or the app sees the request. `/healthz` answers whatever the Host: it tells nothing, and
 * health checks (a container's, a load balancer's) ask by address; so may a scraper of `/metrics`.
 */
export function answerOnlyOwnHosts(listener: RequestListener, ownHosts: Settings["ownHosts"], trust: ProxyTrust): RequestListener {
  const facts = hostReader(ownHosts);
  return (req, res) => {
    if (isOwnRequest(req, facts, trust) || req.url === "/healthz" || isScrape(req, facts)) return void listener(req, res);
    res.writeHead(421, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      Connection: "close",
    });
    res.end("This server answers only at its own address. Check the address you asked for.\n");
  };
}
