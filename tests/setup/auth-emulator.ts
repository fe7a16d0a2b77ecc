import { createServer } from "node:net";
import { rereadSettings } from "~/.server/settings.server";
// @ts-expect-error: a plain JavaScript module shared with npm start
import { startAuthEmulator } from "../../scripts/auth-emulator.mjs";

export type UnitAuthEmulator = { readonly origin: string; readonly projectId: string };

/**
 * A real Firebase Auth emulator for one test file, never a mock: started before the file's
 * tests, on free ports apart from `npm start`'s and the browser tests', and stopped after them.
 * Only the files that talk to the identity provider call this, so the others never wait for
 * it; while it starts, Vitest runs them in its other workers.
 *
 * Call at the top of the file: the server code reads FIREBASE_AUTH_EMULATOR_HOST on first use,
 * which is inside a test.
 */
export function withAuthEmulator(projectId = "demo-brightline-unit"): UnitAuthEmulator {
  let running: { host: string; stop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const [authPort, hubPort, loggingPort] = await freePorts(3);
    running = await startAuthEmulator({ projectId, authPort, hubPort, loggingPort }, { quiet: true });
    process.env.FIREBASE_AUTH_EMULATOR_HOST = running!.host;
    process.env.FIREBASE_PROJECT_ID = projectId;
    rereadSettings();
  }, 90_000);
  afterAll(async () => {
    await running?.stop();
  });
  return {
    get origin() {
      if (!running) throw new Error("The auth emulator is not running: use it inside a test.");
      return `http://${running.host}`;
    },
    projectId,
  };
}

/** Ports nobody listens on now, all different: the system's picks for port 0, held together. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve, reject) => {
          server.once("error", reject);
          server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
