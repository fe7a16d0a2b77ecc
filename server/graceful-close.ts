import type { Server } from "node:http";

/**
 * Stops accepting connections and lets requests in flight finish. Idle keep-alive sockets are
 * closed at once; anything still open after the grace period is cut off.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<"finished" | "forced"> {
  return new Promise((resolve) => {
    // A keep-alive socket turns idle when its last response ends; close it then rather than
    // wait for the keep-alive timeout.
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      clearInterval(sweeper);
      server.closeAllConnections();
      resolve("forced");
    }, graceMs);
    sweeper.unref();
    deadline.unref();
    server.close(() => {
      clearInterval(sweeper);
      clearTimeout(deadline);
      resolve("finished");
    });
    server.closeIdleConnections();
  });
}
