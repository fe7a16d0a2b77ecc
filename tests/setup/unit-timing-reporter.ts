import path from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";

/*
 * Where the unit stage's time went, printed at the end of every run, as the browser stage's
 * timing reporter does (issue 63): how busy the workers were, and the slowest files and tests.
 * A file's time is what its worker spent on it: importing the setup file and the file's own
 * modules, then its tests and hooks. docs/performance/log.md keeps the table of a fresh-clone run.
 */

const SLOWEST = 20;

const seconds = (ms: number) => (ms / 1000).toFixed(1);

export default class UnitTimingReporter implements Reporter {
  private started = performance.now();
  private workers = 1;
  private root = "";

  onInit(vitest: Vitest) {
    this.started = performance.now();
    this.workers = vitest.config.maxWorkers;
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (testModules.length === 0) return;
    const wallMs = performance.now() - this.started;
    const files = testModules.map((module) => {
      const { setupDuration, collectDuration, duration } = module.diagnostic();
      const tests = [...module.children.allTests()];
      return {
        file: path.relative(this.root, module.moduleId),
        importMs: setupDuration + collectDuration,
        testsMs: duration,
        ms: setupDuration + collectDuration + duration,
        tests,
      };
    });
    const busyMs = files.reduce((sum, { ms }) => sum + ms, 0);
    const testCount = files.reduce((sum, { tests }) => sum + tests.length, 0);
    const importMs = files.reduce((sum, file) => sum + file.importMs, 0);
    console.log(
      `\nWhere the unit tests' time went: ${testCount} tests in ${files.length} files ran in ${seconds(wallMs)} s on ${this.workers} workers; ` +
        `the files' own times add up to ${seconds(busyMs)} s (${seconds(importMs)} s of it importing), ` +
        `so the workers were busy ${Math.round((100 * busyMs) / (wallMs * this.workers))}% of the time.`,
    );

    console.log(`\n  The ${SLOWEST} slowest files (importing + tests):`);
    for (const { file, importMs, testsMs, ms, tests } of [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
      console.log(
        `  ${seconds(ms).padStart(7)} s (${seconds(importMs).padStart(5)} + ${seconds(testsMs).padStart(5)}) ${String(tests.length).padStart(4)} tests  ${file}`,
      );
    }

    const timedTests = files.flatMap(({ file, tests }) =>
      tests.map((test) => ({ file, name: test.fullName, ms: test.diagnostic()?.duration ?? 0 })),
    );
    console.log(`\n  The ${SLOWEST} slowest tests:`);
    for (const { file, name, ms } of timedTests.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
      console.log(`  ${seconds(ms).padStart(7)} s  ${file} › ${name}`);
    }
  }
}
