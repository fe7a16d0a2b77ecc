// @ts-check
// `npm test`: every check, one stage after another, stopping at the first that fails, with
// the wall time of each stage printed as it ends and again at the close.
import { spawnSync } from "node:child_process";
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

/** @type {[name: string, command: string][]} */
const stages = [
  ["type-check", "npm run typecheck"],
  ["lint and format", "npm run lint"],
  ["unit tests", unitTests()],
  ["browser test packages", "node scripts/ensure-test-packages.mjs"],
  ["production build", "npm run build"],
  ["browser tests", "npx playwright test"],
];

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

for (const [name, command] of stages) {
  console.log(`\n=== ${name}: ${command}`);
  const start = performance.now();
  const result = spawnSync(command, { shell: true, stdio: "inherit" });
  const seconds = (performance.now() - start) / 1000;
  const ok = result.status === 0;
  done.push({ name, seconds, ok });
  console.log(`=== ${name}: ${ok ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s`);
  if (!ok) {
    summary();
    process.exit(result.status ?? 1);
  }
}
summary();
