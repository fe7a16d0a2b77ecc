import type { IncomingMessage, RequestListener } from "node:http";
import type { Settings } from "~/entry.server";

/** Express's `trust proxy fn`: whether the hop at `index` (0: the peer) is a proxy whose X-Forwarded-* headers count. */
export type ProxyTrust = (address: string, index: number) => boolean;

/** This machine's own names for itself, which no other site's page can be served under. */
const THIS_MACHINE = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A host as the Host header carries it: a name or an address, and a port. Anything else (a path, user info) is not a host. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(:\d{1,5})?$/i;

/** The host a Host header names, as a URL reads it with the site's scheme; undefined for anything that is not a host. */
function parseHost(host: string | undefined, protocol: string): URL | undefined {
  if (!host || !HOST.test(host)) return undefined;
  return URL.parse(`${protocol}//${host}`) ?? undefined;
}

/** True when `host` (a Host header's value, or X-Forwarded-Host's) names one of the site's own hosts. */
export function isOwnHost(host: string | undefined, ownHosts: Settings["ownHosts"]): boolean {
  if (ownHosts.kind === "this machine") return THIS_MACHINE.has(parseHost(host, "http:")?.hostname ?? "");
  // Read with the site's scheme, so that its default port may be left out or written.
  return parseHost(host, new URL(ownHosts.origin).protocol)?.origin === ownHosts.origin;
}

/**
 * True when the request is for one of the site's own hosts. From a proxy TRUST_PROXY trusts, the
 * host it forwards (X-Forwarded-Host's first value, as Express reads it) must be the site's, and
 * the Host it connected with must still name the site or this machine: a browser on a trusted
 * address (loopback) can send any X-Forwarded-Host from a rebound page, but never another Host
 * than the page's own name.
 */
export function isOwnRequest(req: IncomingMessage, ownHosts: Settings["ownHosts"], trust: ProxyTrust): boolean {
  const forwarded = req.headers["x-forwarded-host"];
  if (!forwarded || !trust(req.socket.remoteAddress ?? "", 0)) return isOwnHost(req.headers.host, ownHosts);
  const connectedWith = parseHost(req.headers.host, "http:")?.hostname ?? "";
  const siteName = ownHosts.kind === "site" ? new URL(ownHosts.origin).hostname : undefined;
  return isOwnHost(String(forwarded).split(",")[0]!.trim(), ownHosts) && (connectedWith === siteName || THIS_MACHINE.has(connectedWith));
}

/**
 * Answers only requests for the site's own hosts: SITE_URL's, or without it this machine's own
 * names. A page on another site can point its own name at 127.0.0.1 (DNS rebinding) and have the
 * visitor's browser read what the site answers there, with whatever cookie it makes up: the auth
 * emulator takes unsigned ones (issue 21). Every other Host is answered 421, before the page
 * cache or the app sees the request. `/healthz` answers whatever the Host: it tells nothing, and
 * health checks (a container's, a load balancer's) ask by address.
 */
export function answerOnlyOwnHosts(listener: RequestListener, ownHosts: Settings["ownHosts"], trust: ProxyTrust): RequestListener {
  return (req, res) => {
    if (isOwnRequest(req, ownHosts, trust) || req.url === "/healthz") return void listener(req, res);
    res.writeHead(421, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      Connection: "close",
    });
    res.end("This server answers only at its own address. Check the address you asked for.\n");
  };
}
