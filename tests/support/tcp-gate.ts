import { type AddressInfo, type Socket, connect, createServer } from "node:net";

/**
 * A TCP pass-through on loopback that a test can cut and mend: put in front of Redis for one
 * instance, it takes that instance's Redis away (every connection closed, new ones closed as
 * they come) while the others keep theirs.
 */
export async function startTcpGate(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((incoming) => {
    if (!open) return void incoming.destroy();
    const outgoing = connect(target);
    const close = () => {
      incoming.destroy();
      outgoing.destroy();
      sockets.delete(incoming);
      sockets.delete(outgoing);
    };
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on("error", close);
      socket.on("close", close);
    }
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Closes every connection through it, and each new one as it comes. */
    cut: () => {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    mend: () => {
      open = true;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        open = false;
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
