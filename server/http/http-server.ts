import { createServer, type RequestListener, type Server } from "node:http";

/**
 * How long a client may take. A client that trickles its headers or body in (slowloris) would
 * otherwise hold a connection for as long as it likes; nginx in front has its own limits too.
 */
export const SERVER_TIMEOUTS = {
  /** To send every header of a request. */
  headersMs: 10_000,
  /** To send the whole request, body included. */
  requestMs: 30_000,
  /** An idle keep-alive connection stays open this long for the next request. */
  keepAliveMs: 5_000,
  /** How often the server looks for connections over those limits. */
  checkEveryMs: 1_000,
};

export function createSiteServer(listener: RequestListener, timeouts = SERVER_TIMEOUTS): Server {
  const server = createServer(
    { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    listener,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Node hands CONNECT (a request to open a tunnel) to this event, and without a listener drops
  // the connection unanswered: this is no proxy, so say so.
  server.on("connect", (_req, socket) => {
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
  });
  return server;
}
