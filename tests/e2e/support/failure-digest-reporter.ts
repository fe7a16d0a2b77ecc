import { stripVTControlCharacters } from "node:util";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/*
 * The list reporter prints each failure in full, in the middle of a long log; a CI service
 * that keeps only the log's tail loses which test failed and why. This prints, last, one short
 * block per test that failed or needed a retry: its place, each try's outcome, and the first
 * lines of each try's error. Failures come after flaky tests, nearest the tail.
 */

const LINES_PER_ERROR = 4;

function firstLines(text: string) {
  return stripVTControlCharacters(text)
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, LINES_PER_ERROR);
}

export default class FailureDigestReporter implements Reporter {
  private readonly troubled = new Map<TestCase, TestResult[]>();

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "passed" || result.status === "skipped") return;
    this.troubled.set(test, [...(this.troubled.get(test) ?? []), result]);
  }

  onEnd(result: FullResult) {
    if (this.troubled.size === 0) return;
    console.log(`\nWhat went wrong (${this.troubled.size} test${this.troubled.size === 1 ? "" : "s"}; run ${result.status}):`);
    const failedLast = [...this.troubled].sort(([a], [b]) => Number(a.outcome() === "unexpected") - Number(b.outcome() === "unexpected"));
    for (const [test, tries] of failedLast) {
      const place = `${test.location.file.replace(`${process.cwd()}/`, "")}:${test.location.line}`;
      console.log(`\n  ${test.titlePath().slice(2).join(" › ")}\n  ${place} (${test.outcome()})`);
      for (const attempt of tries) {
        console.log(`    try ${attempt.retry + 1}: ${attempt.status} after ${(attempt.duration / 1000).toFixed(1)} s`);
        for (const error of attempt.errors) {
          for (const line of firstLines(error.message ?? error.value ?? "")) console.log(`      ${line}`);
        }
      }
    }
  }
}
