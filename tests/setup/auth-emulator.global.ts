import { createServer } from "node:net";
import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain JavaScript module shared with npm start
import { startAuthEmulator } from "../../scripts/auth-emulator.mjs";

/**
 * Unit tests of the server's session code run against a real Firebase Auth emulator, never a
 * mock: started once for the run, on ports apart from `npm start`'s and the browser tests'.
 */
export default async function setup(project: TestProject) {
  // Free ports picked afresh, so that two test runs on one machine never collide.
  const [authPort, hubPort, loggingPort] = await freePorts(3);
  const emulator = await startAuthEmulator({ projectId: "demo-brightline-unit", authPort, hubPort, loggingPort }, { quiet: true });
  project.provide("authEmulatorHost", emulator.host);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIREBASE_PROJECT_ID = emulator.projectId;
  return () => emulator.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
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
