import type { Server } from "node:http";

export type CloseOptions = {
  /** Longest the whole close may take; anything still open then is cut off. */
  graceMs: number;
  /**
   * First, for up to this long, go on accepting while the server answers every request with
   * `Connection: close` (the caller's part): each keep-alive client learns on its next request
   * that the socket is done, instead of having it closed under a request it is sending.
   */
  drainMs?: number;
};

/**
 * Stops the server without failing a request: drains keep-alive connections, stops accepting,
 * lets requests in flight finish and closes each socket as it turns idle.
 */
export async function closeGracefully(server: Server, { graceMs, drainMs = 0 }: CloseOptions): Promise<"finished" | "forced"> {
  const started = Date.now();
  await untilNoConnections(server, Math.min(drainMs, graceMs));
  return new Promise((resolve) => {
    // A keep-alive socket turns idle when its last response ends; close it then rather than
    // wait for the keep-alive timeout.
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(
      () => {
        clearInterval(sweeper);
        server.closeAllConnections();
        resolve("forced");
      },
      Math.max(0, graceMs - (Date.now() - started)),
    );
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

async function untilNoConnections(server: Server, limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const open = await new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
