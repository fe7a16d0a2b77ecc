// @ts-check
// `npm test`: every check, one stage after another, stopping at the first that fails, with
// the wall time of each stage printed as it ends and again at the close.
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";

/**
 * The unit tests' command: on this machine's Node, or on the one UNIT_TEST_NODE names (a path
 * to its binary). `.ci/run` names Node 24, the supported runtime, so that CI runs the unit tests
 * once, on 24, where it ran them on both (decision 23).
 */
function unitTests() {
  const node = process.env.UNIT_TEST_NODE;
  if (!node) return "npm run test:unit";
  const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout?.trim();
  if (!version) throw new Error(`UNIT_TEST_NODE is ${node}, which does not run.`);
  console.log(`Unit tests on Node ${version} (UNIT_TEST_NODE).`);
  // That Node first on PATH too, for anything the tests start by name.
  return `PATH="${path.dirname(node)}${path.delimiter}$PATH" "${node}" node_modules/vitest/vitest.mjs run`;
}

/**
 * Each stage is one command, or several run side by side: the type-check, ESLint and Prettier
 * each keep about one core busy for half a minute, and on two cores the three take 68 s
 * together where they took 91 s one after another (issue 38). The browser tests' Debian
 * packages install beside them: on a new machine that is mostly waiting on the network and the
 * disk (25 s on its own). The production build joins them: it reads the sources the others
 * read and writes only build/, which none of them reads, and the unit tests do not use it; on
 * its own it kept both cores busy for 11 s at most. Their output is printed whole, one after
 * the other, as each group ends.
 * @type {[name: string, command: string | string[]][]}
 */
const stages = [
  // Once, before the stages that read them side by side (scripts/compile-messages.mjs).
  ["messages", "npm run messages"],
  [
    "type-check, lint, format, production build; browser test packages",
    [
      "npm run typecheck",
      "npx eslint . --max-warnings=0",
      "npm run format:check",
      "npm run build",
      "node scripts/ensure-test-packages.mjs",
    ],
  ],
  ["unit tests", unitTests()],
  ["browser tests", "npx playwright test"],
];

/**
 * The ports of the browser stage's site, its auth emulator and the dev server a test starts:
 * free ones, picked by the system now, unless they are set. Fixed ones were found taken by a
 * second `npm test` on the same machine (from another clone), whose site then answered this
 * run's tests (issue 63).
 */
async function pickBrowserTestPorts() {
  const names = ["E2E_PORT", "E2E_AUTH_EMULATOR_PORT", "E2E_AUTH_EMULATOR_HUB_PORT", "E2E_AUTH_EMULATOR_LOGGING_PORT", "E2E_DEV_PORT"];
  const servers = names.filter((name) => !process.env[name]).map((name) => ({ name, server: createServer() }));
  // All held open until each has one, so that no two get the same.
  for (const { name, server } of servers) {
    await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
    process.env[name] = String(/** @type {import("node:net").AddressInfo} */ (server.address()).port);
  }
  await Promise.all(servers.map(({ server }) => new Promise((resolve) => server.close(resolve))));
  console.log(`Browser tests' ports: ${names.map((name) => `${name}=${process.env[name]}`).join(", ")}.`);
}
await pickBrowserTestPorts();

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const done = [];
const started = performance.now();

function summary() {
  const width = Math.max(...done.map(({ name }) => name.length));
  console.log("\nnpm test, wall time of each stage:");
  for (const { name, seconds, ok } of done)
    console.log(`  ${ok ? "ok  " : "FAIL"} ${name.padEnd(width)} ${seconds.toFixed(1).padStart(6)} s`);
  console.log(`  ${"".padEnd(4)} ${"total".padEnd(width)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
}

/**
 * Runs commands side by side, each with its output kept, and prints each one's output and time
 * once all have ended. Resolves to the exit status of the first that failed, or 0.
 * @param {string[]} commands
 */
async function runSideBySide(commands) {
  const started = performance.now();
  const results = await Promise.all(
    commands.map(
      (command) =>
        /** @type {Promise<{ command: string, status: number, output: Buffer[], seconds: number }>} */ (
          new Promise((resolve) => {
            const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
            /** @type {Buffer[]} */
            const output = [];
            child.stdout.on("data", (chunk) => output.push(chunk));
            child.stderr.on("data", (chunk) => output.push(chunk));
            child.once("close", (status) =>
              resolve({ command, status: status ?? 1, output, seconds: (performance.now() - started) / 1000 }),
            );
          })
        ),
    ),
  );
  for (const { command, status, output, seconds } of results) {
    console.log(`--- ${command}: ${status === 0 ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s`);
    process.stdout.write(Buffer.concat(output));
  }
  return results.find(({ status }) => status !== 0)?.status ?? 0;
}

for (const [name, command] of stages) {
  console.log(`\n=== ${name}: ${Array.isArray(command) ? command.join(" | ") : command}`);
  const start = performance.now();
  const status = Array.isArray(command)
    ? await runSideBySide(command)
    : (spawnSync(command, { shell: true, stdio: "inherit" }).status ?? 1);
  const seconds = (performance.now() - start) / 1000;
  const ok = status === 0;
  done.push({ name, seconds, ok });
  console.log(`=== ${name}: ${ok ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s`);
  if (!ok) {
    summary();
    process.exit(status);
  }
}
summary();
