import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain JavaScript module shared with npm start
import { startAuthEmulator } from "../../scripts/auth-emulator.mjs";
import { freePorts } from "~tests/support/free-ports";

/** Where the run's auth emulator listens, and its project: every file that needs one shares it. */
export type RunAuthEmulator = { host: string; projectId: string };

declare module "vitest" {
  export interface ProvidedContext {
    authEmulator: RunAuthEmulator;
  }
}

/**
 * One real Firebase Auth emulator for the unit run, shared by the files that talk to the
 * identity provider (tests/setup/auth-emulator.ts): a start costs about 4 s of CPU (17 s before
 * its API's validators were compiled as first used), and three files started one each (issue
 * 38). It starts in the background: the files that need it wait for it to answer, the rest run
 * meanwhile, and a run that needs none ends without waiting for it (the emulator stops with
 * this process).
 */
export default async function startRunAuthEmulator(project: TestProject) {
  const projectId = "demo-brightline-unit";
  const [authPort, hubPort, loggingPort] = await freePorts(3);
  const calledOff = new AbortController();
  const starting = startAuthEmulator({ projectId, authPort, hubPort, loggingPort }, { quiet: true, signal: calledOff.signal }) as Promise<{
    stop: () => Promise<void>;
  }>;
  const started = starting.catch((error: unknown) => {
    if (!calledOff.signal.aborted) console.error(`The unit run's auth emulator did not start: ${String(error)}`);
    return undefined;
  });
  project.provide("authEmulator", { host: `127.0.0.1:${authPort}`, projectId });
  return async () => {
    // A run that needed none may end before it is up: its start is called off.
    calledOff.abort();
    await (await started)?.stop();
  };
}
