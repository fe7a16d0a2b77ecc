import { createServer, request as forward } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A pass-through HTTP proxy on loopback that counts what goes through it, by the last part of
 * each request's path ("accounts:lookup"): put in front of the auth emulator, it counts the
 * site's asks of the identity provider, which the site cannot hide from it.
 */
export async function startCountingProxy(target: { host: string; port: number }) {
  const counts = new Map<string, number>();
  const server = createServer((incoming, outgoing) => {
    const name = new URL(incoming.url ?? "/", "http://proxy").pathname.split("/").pop() ?? "";
    counts.set(name, (counts.get(name) ?? 0) + 1);
    const passed = forward({ ...target, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    passed.on("error", () => outgoing.destroy());
    incoming.pipe(passed);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** How many requests ended their path with `name` since the start or the last reset. */
    count: (name: string) => counts.get(name) ?? 0,
    /** Every request since the start or the last reset, by the last part of its path. */
    all: () => Object.fromEntries(counts),
    reset: () => counts.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
