// @ts-check
// Starts the Firebase Auth emulator (firebase-tools) as a child process, waits until it
// answers, and stops it with this process. Used by `npm start`, `npm run dev` and the tests
// when no Firebase project is configured (the site's settings choose the ports). Plain
// JavaScript: it runs before any build.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { warmUpAuthEmulator } from "./auth-emulator-warm-up.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// Run with the site's own Node, not whichever `node` comes first on PATH: the emulator then runs
// on the version the site was started with (the Node 24 check in .ci/run relies on this).
const firebaseCli = path.join(root, "node_modules", "firebase-tools", "lib", "bin", "firebase.js");
/** Loaded before the CLI: the emulator compiles its request validators as they are first used (issue 38). */
const lazySchemas = new URL("./auth-emulator-lazy-schemas.mjs", import.meta.url).href;

/**
 * @typedef {{ projectId: string, authPort: number, hubPort: number, loggingPort: number }} EmulatorPorts
 * @typedef {{ host: string, projectId: string, stop: () => Promise<void> }} RunningEmulator
 */

/** How often the accounts are written to the data folder unless told (AUTH_EMULATOR_EXPORT_SECONDS): a kill -9 loses at most this much. */
export const EXPORT_EVERY_SECONDS = 30;

/** When `folder`'s export was completed (the emulator writes its metadata file last), if it holds one. */
const exportedAt = (/** @type {string} */ folder) =>
  statSync(path.join(folder, "firebase-export-metadata.json"), { throwIfNoEntry: false })?.mtimeMs;

/**
 * The newest complete export to start from: the kept folder; the emulator's own export at its
 * clean exit (`.exit`: a Ctrl-C or a process manager signals the emulator with the site, so it
 * may be gone before the site asks for the last export); or, after a stop in the middle of a
 * swap, the export being swapped in (`.next`) or out (`.old`).
 * @param {string} keepIn
 */
function lastExport(keepIn) {
  const found = [keepIn, `${keepIn}.exit`, `${keepIn}.next`, `${keepIn}.old`]
    .map((folder) => ({ folder, at: exportedAt(folder) }))
    .filter((candidate) => candidate.at !== undefined);
  return found.sort((a, b) => (b.at ?? 0) - (a.at ?? 0))[0]?.folder;
}

/**
 * Writes the emulator's accounts to `keepIn`: exported beside it first, then swapped in by two
 * renames, so a stop at any moment leaves a complete export (the new one or the last).
 * @param {number} hubPort
 * @param {string} keepIn
 */
async function exportAccounts(hubPort, keepIn) {
  const next = `${keepIn}.next`;
  rmSync(next, { recursive: true, force: true });
  const answer = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: next, initiatedBy: "brightline", targets: ["auth"] }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!answer.ok) throw new Error(`the emulator's export answered ${answer.status}: ${await answer.text()}`);
  rmSync(`${keepIn}.old`, { recursive: true, force: true });
  if (existsSync(keepIn)) renameSync(keepIn, `${keepIn}.old`);
  renameSync(next, keepIn);
  rmSync(`${keepIn}.old`, { recursive: true, force: true });
}

/**
 * True when something answers at the address within a second: the emulator, once it is up.
 * @param {string} url
 */
export async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * @param {EmulatorPorts} settings
 * @param {{ timeoutMs?: number, quiet?: boolean, keepIn?: string, exportEverySeconds?: number, signal?: AbortSignal }} [options] `keepIn`: a folder
 *   the accounts are kept in across restarts (imported at the start, written every
 *   `exportEverySeconds` and at a clean stop); without it, they live as long as the emulator. `signal`: calls off a start
 *   still under way (the emulator is stopped, and the promise rejects).
 * @returns {Promise<RunningEmulator>}
 */
export async function startAuthEmulator(
  settings,
  { timeoutMs = 90_000, quiet = false, keepIn, exportEverySeconds = EXPORT_EVERY_SECONDS, signal } = {},
) {
  if (!settings.projectId.startsWith("demo-")) {
    throw new Error(`The auth emulator needs a "demo-" project id, not "${settings.projectId}".`);
  }
  const host = `127.0.0.1:${settings.authPort}`;
  if (await answers(`http://${host}/`)) {
    throw new Error(`Port ${settings.authPort} is taken: set AUTH_EMULATOR_PORT to a free port.`);
  }

  // A config of our own in a temporary folder, so ports can be overridden and the
  // emulator's log files stay out of the project.
  const workDir = mkdtempSync(path.join(tmpdir(), "brightline-auth-"));
  const configFile = path.join(workDir, "firebase.json");
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        ui: { enabled: false },
        auth: { host: "127.0.0.1", port: settings.authPort },
        hub: { host: "127.0.0.1", port: settings.hubPort },
        logging: { host: "127.0.0.1", port: settings.loggingPort },
      },
    }),
  );

  const startFrom = keepIn ? lastExport(keepIn) : undefined;
  if (keepIn) mkdirSync(path.dirname(keepIn), { recursive: true });
  const child = spawn(
    process.execPath,
    [
      "--import",
      lazySchemas,
      firebaseCli,
      "emulators:start",
      "--only",
      "auth",
      "--project",
      settings.projectId,
      "--config",
      configFile,
      ...(startFrom ? ["--import", startFrom] : []),
      // Signalled itself (Ctrl-C, a process manager), the emulator writes its accounts as it exits.
      ...(keepIn ? ["--export-on-exit", `${keepIn}.exit`] : []),
    ],
    {
      cwd: workDir,
      // In our process group, so whatever kills the group (Ctrl-C, a test runner's SIGKILL)
      // takes the emulator too: it must never outlive the site that started it.
      detached: false,
      stdio: ["ignore", "pipe", "pipe"],
      // TMPDIR: the emulator hub's locator file is per project in the temporary folder, and its
      // export at exit asks whichever hub that file names. Two sites on one machine (a test
      // suite's and `npm start`, both demo-brightline) would export each other's accounts.
      env: { ...process.env, TMPDIR: workDir, NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
    },
  );
  let output = "";
  const collect = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const kill = (/** @type {NodeJS.Signals} */ signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // Whatever way this process ends, the emulator ends with it.
  const onExit = () => {
    kill("SIGKILL");
    rmSync(workDir, { recursive: true, force: true });
  };
  process.once("exit", onExit);

  /** @type {Promise<boolean> | undefined} */
  let exporting;
  /** Writes the accounts to `keepIn`; true when they were written. */
  const keep = async ({ last = false } = {}) => {
    if (!keepIn || exporting || child.exitCode !== null) return false;
    exporting = exportAccounts(settings.hubPort, keepIn)
      .then(() => true)
      .catch((error) => {
        // At a stop the emulator may have been signalled too, and is writing its own export.
        if (!last) console.error(`Accounts: the emulator's accounts could not be written to ${keepIn}. ${error.message ?? error}`);
        return false;
      })
      .finally(() => (exporting = undefined));
    return exporting;
  };
  /** @type {NodeJS.Timeout | undefined} */
  let keeping;

  const stop = async () => {
    process.removeListener("exit", onExit);
    clearInterval(keeping);
    // The last accounts, before the emulator goes: an export already under way finishes first.
    await exporting;
    const saved = await keep({ last: true });
    // Refused: the emulator was signalled with the site (Ctrl-C, a process manager) and is
    // writing its own export as it exits. A second signal would cut that short: wait for it.
    const ownExit = !saved && keepIn && child.exitCode === null ? 10_000 : 0;
    const term = setTimeout(() => kill("SIGTERM"), ownExit);
    const timer = setTimeout(() => kill("SIGKILL"), ownExit + 5000);
    await exited;
    clearTimeout(term);
    clearTimeout(timer);
    rmSync(workDir, { recursive: true, force: true });
  };

  const started = Date.now();
  let gone = false;
  child.once("exit", () => (gone = true));
  while (!(await answers(`http://${host}/`))) {
    if (signal?.aborted) {
      await stop();
      throw new Error("The Firebase Auth emulator's start was called off.");
    }
    if (gone || Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`The Firebase Auth emulator did not start. Its last words:\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await warmUpAuthEmulator(host, settings.projectId).catch((/** @type {Error} */ error) => {
    // Only a first sign-in's speed depends on it: an emulator that still runs is used.
    if (!gone) console.warn(`The Firebase Auth emulator's warm-up failed; its first sign-ins may be slow. ${error.message ?? error}`);
  });
  if (gone) {
    await stop();
    throw new Error(`The Firebase Auth emulator stopped as it started. Its last words:\n${output.trim()}`);
  }
  if (!quiet)
    console.log(
      `Firebase Auth emulator ready on http://${host} (project ${settings.projectId}), in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  if (keepIn) {
    if (!quiet)
      console.log(
        `Accounts are kept in ${keepIn}: ${startFrom ? "imported from there" : "none there yet"}, written every ${exportEverySeconds} s and at a stop.`,
      );
    keeping = setInterval(() => void keep(), exportEverySeconds * 1000);
    keeping.unref();
  }
  return { host, hub: `127.0.0.1:${settings.hubPort}`, projectId: settings.projectId, stop };
}
