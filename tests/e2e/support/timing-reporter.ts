import path from "node:path";
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter";
import { SITE_STARTED } from "./child-processes";
import { PAGE_LOADS } from "./page-loads";

/*
 * Where the browser stage's time went, printed at the end of every run (issue 38): how busy the
 * workers were, the page loads and their times, the sites the tests started beside the suite's
 * own, and the slowest specs and tests. A spec that grows slow shows here before CI's budget
 * does; docs/performance/log.md ("How long CI takes") keeps the table of a fresh-clone run.
 */

const SLOWEST = 20;

type Finished = { test: TestCase; result: TestResult };

const seconds = (ms: number) => (ms / 1000).toFixed(1);

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export default class TimingReporter implements Reporter {
  private readonly finished: Finished[] = [];
  private workers = 0;
  private root = "";
  private started = Date.now();

  printsToStdio() {
    return true;
  }

  onBegin(config: FullConfig, _suite: Suite) {
    this.workers = config.workers;
    this.root = config.rootDir;
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== "skipped") this.finished.push({ test, result });
  }

  onEnd(_result: FullResult) {
    if (this.finished.length === 0) return;
    const wallMs = Date.now() - this.started;
    const testMs = this.finished.reduce((sum, { result }) => sum + result.duration, 0);
    const annotations = (type: string) =>
      this.finished.flatMap(({ result }) =>
        result.annotations.filter((annotation) => annotation.type === type).map(({ description }) => description ?? ""),
      );

    const loads = annotations(PAGE_LOADS)
      .flatMap((description) => description.split(" ").map(Number))
      .sort((a, b) => a - b);
    // One start may be reported by each test of a group whose beforeAll started it.
    const sites = [...new Set(annotations(SITE_STARTED))];
    const ownEmulators = sites.filter((description) => description.includes("its own")).length;
    const workersUsed = new Set(this.finished.map(({ result }) => result.workerIndex)).size;

    console.log(
      `\nWhere the browser tests' time went: ${this.finished.length} tests ran in ${seconds(wallMs)} s on ${this.workers} workers; ` +
        `their own times add up to ${seconds(testMs)} s, so the workers were busy ${Math.round((100 * testMs) / (wallMs * this.workers))}% of the time.`,
    );
    if (loads.length > 0) {
      const total = loads.reduce((sum, ms) => sum + ms, 0);
      console.log(
        `  Page loads (to the load event): ${loads.length}, median ${percentile(loads, 0.5)} ms, 90th percentile ` +
          `${percentile(loads, 0.9)} ms, ${seconds(total)} s in all.`,
      );
    }
    console.log(
      `  Started: the suite's site and auth emulator once; ${sites.length} more site instances by tests ` +
        `(${ownEmulators} with an auth emulator of their own); Chromium once in each of ${workersUsed} test workers.`,
    );

    const specOf = (test: TestCase) => path.relative(this.root, test.location.file);
    const bySpec = new Map<string, { ms: number; tests: number }>();
    for (const { test, result } of this.finished) {
      const file = specOf(test);
      const spec = bySpec.get(file) ?? { ms: 0, tests: 0 };
      spec.ms += result.duration;
      spec.tests += 1;
      bySpec.set(file, spec);
    }
    console.log(`\n  The ${SLOWEST} slowest specs (their tests' times added up):`);
    for (const [file, { ms, tests }] of [...bySpec].sort(([, a], [, b]) => b.ms - a.ms).slice(0, SLOWEST)) {
      console.log(`  ${seconds(ms).padStart(7)} s ${String(tests).padStart(4)} tests  ${file}`);
    }
    console.log(`\n  The ${SLOWEST} slowest tests:`);
    for (const { test, result } of [...this.finished].sort((a, b) => b.result.duration - a.result.duration).slice(0, SLOWEST)) {
      console.log(
        `  ${seconds(result.duration).padStart(7)} s  ${specOf(test)}:${test.location.line} ${test.titlePath().slice(3).join(" › ")}`,
      );
    }
  }
}
