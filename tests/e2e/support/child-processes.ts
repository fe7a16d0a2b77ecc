import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "@playwright/test";
// @ts-expect-error: a plain JavaScript module, run before anything is built
import { SITE_ENVIRONMENT, SITE_NODE_FLAGS } from "../../../scripts/site-node-flags.mjs";
import { copyDatabaseTemplate } from "~tests/support/database-template";
import { TEST_FORM_SECRET } from "~tests/support/test-form-secret";

/** Processes the browser tests start themselves (nginx, extra site instances), and stop. */

const root = fileURLToPath(new URL("../../../", import.meta.url));

/** The embedded database, created, migrated and given the repository's content once a run, that each instance's data folder starts from. */
export const DATABASE_TEMPLATE = path.join(root, ".e2e-data", "database-template");

type Child = { process: ChildProcess; output: () => string };

/** What this worker started and has not seen stop. */
const started = new Set<ChildProcess>();
// Should the worker end without its afterAll (a hook that threw, a test runner stopping it),
// nothing it started outlives it: nginx and the instances stop on SIGTERM by themselves.
process.once("exit", () => {
  for (const child of started) if (child.pid && running(child)) process.kill(child.pid, "SIGTERM");
});

export function startChild(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; detached?: boolean }): Child {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  started.add(child);
  child.once("exit", () => started.delete(child));
  let output = "";
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-1_000_000));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return { process: child, output: () => output };
}

/** Runs a command to its end, with its output shown; rejects when it fails. */
export function runVisible(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: "inherit" });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (exit ${code})`))));
  });
}

export function running(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}

/** Stops a child by its PID: `signal` first, SIGKILL if it has not gone within the grace time. */
export async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM", graceMs = 15_000) {
  if (!child?.pid || !running(child)) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(child.pid, signal);
  const timer = setTimeout(() => running(child) && child.pid && process.kill(child.pid, "SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function waitFor<T>(what: string, child: Child, attempt: () => T | undefined | Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(child.process)) throw new Error(`${what} stopped before it was ready:\n${child.output()}`);
    const result = await attempt();
    if (result !== undefined) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s:\n${child.output()}`);
}

/**
 * A data folder of an instance's own (its embedded database, its field data): two instances
 * may not share one. Under the checkout's ignored .e2e-data/, removed when the instance ends.
 */
export function ownDataDirectory(): string {
  const folder = path.join(root, ".e2e-data", "instances");
  mkdirSync(folder, { recursive: true });
  const directory = mkdtempSync(path.join(folder, "site-"));
  // Its database as a first start leaves it, copied from the run's template (global-setup.ts).
  if (existsSync(DATABASE_TEMPLATE)) copyDatabaseTemplate(DATABASE_TEMPLATE, path.join(directory, "db"));
  return directory;
}

/**
 * Removes an instance's data folder once its database process has let go of it. An instance
 * killed before it could stop that process leaves it writing for a moment (ENOTEMPTY): the
 * removal is tried again, and a folder that still resists is left in the ignored .e2e-data/.
 * Never throws: it runs in an exit listener, where an error would end the test worker.
 */
export function removeWhenFree(directory: string, attemptsLeft = 10): void {
  try {
    rmSync(directory, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    if (attemptsLeft > 0) setTimeout(() => removeWhenFree(directory, attemptsLeft - 1), 500).unref();
  }
}

/** The annotation under which a test reports the site instances it started, for the timing reporter. */
export const SITE_STARTED = "site started";

/**
 * Gives the test or hook that waits for a start that much more time: a start has its own limit,
 * and a hook's 30 s ran out while a site started beside a second test run (issue 63).
 */
function allowForStart(ms: number) {
  try {
    const { timeout } = test.info();
    // 0: no limit to extend.
    if (timeout > 0) test.setTimeout(timeout + ms);
  } catch {
    // Outside a test or hook: no limit but the start's own.
  }
}

/**
 * Tells the timing reporter a test (or its file's hook) started a site instance. A `beforeAll`'s
 * annotation reaches each test of its group: the process id tells the reporter it is one start.
 */
function noteSiteStarted(pid: number | undefined, ownEmulator: boolean) {
  try {
    const emulator = ownEmulator ? "with its own auth emulator" : "on the suite's auth emulator";
    test.info().annotations.push({ type: SITE_STARTED, description: `process ${pid} ${emulator}` });
  } catch {
    // Outside a test or hook (a helper run on its own): nothing to report to.
  }
}

export type SiteInstance = { port: number; process: ChildProcess; output: () => string };

type InstanceOptions = {
  /** A data folder the caller keeps (to start again on the same data); otherwise one of its own, removed when it ends. */
  dataDirectory?: string;
  /** In a process group of its own, with its helpers (the embedded database), so all can be killed at once. */
  ownProcessGroup?: boolean;
  /** How long it may take to say where it serves: longer where it starts its own auth emulator. */
  readyWithinMs?: number;
};

/**
 * `npm start`'s script on the existing build, on a free loopback port, with these settings and
 * no others (but the tests' form secret, unless given another). It never builds: the suite's
 * build is there, or the test says so.
 */
export async function startSiteInstance(env: Record<string, string>, options: InstanceOptions = {}): Promise<SiteInstance> {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("No build of the site: run `npm run build` first.");
  }
  const dataDirectory = options.dataDirectory ?? ownDataDirectory();
  const readyWithinMs = options.readyWithinMs ?? 60_000;
  allowForStart(readyWithinMs);
  const child = startChild(process.execPath, [...(SITE_NODE_FLAGS as string[]), "scripts/start.mjs"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...(SITE_ENVIRONMENT as Record<string, string>),
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDirectory,
      FORM_SECRETS: TEST_FORM_SECRET,
      ...env,
    },
    detached: options.ownProcessGroup,
  });
  if (!options.dataDirectory) child.process.once("exit", () => removeWhenFree(dataDirectory));
  try {
    // A new embedded database is created and migrated first: seconds alone, longer beside a busy suite.
    const port = await waitFor(
      "A site instance",
      child,
      () => /serving on http:\/\/127\.0\.0\.1:(\d+)/.exec(child.output())?.[1],
      readyWithinMs,
    );
    noteSiteStarted(child.process.pid, /Firebase Auth emulator ready/.test(child.output()));
    return { port: Number(port), ...child };
  } catch (error) {
    await stopChild(child.process);
    throw error;
  }
}
