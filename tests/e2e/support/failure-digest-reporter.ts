import { readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { FullResult, Reporter, TestCase, TestError, TestResult } from "@playwright/test/reporter";
import { machineLoadNote } from "~tests/support/machine-load";

/*
 * The list reporter prints each failure in full, in the middle of a long log; a CI service
 * that keeps only the log's tail loses which test failed and why. This prints, last, one short
 * block per test that failed or needed a retry: its place, each try's outcome, and the first
 * lines of each try's error, the lines of the test's own files it was called from (a helper's
 * expectation is used from many places), and the first lines of what the page showed then.
 * Failures come after flaky tests, nearest the tail. A try that failed also says how busy the
 * machine was as it ended (issue 63).
 */

const LINES_PER_ERROR = 4;
const CALL_SITES = 4;
const PAGE_LINES = 30;

function firstLines(text: string) {
  return stripVTControlCharacters(text)
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, LINES_PER_ERROR);
}

/** Where in the tests' own files the error was raised and called from, innermost first. */
function callSites(error: TestError) {
  const testsFolder = path.join(process.cwd(), "tests") + path.sep;
  const sites = [...stripVTControlCharacters(error.stack ?? "").matchAll(/\(?(\/[^\s()]+:\d+):\d+\)?$/gm)]
    .map((match) => match[1]!)
    .filter((site) => site.startsWith(testsFolder))
    .map((site) => site.slice(testsFolder.length));
  return [...new Set(sites)].slice(0, CALL_SITES);
}

/** What the page showed at the failure: its accessibility snapshot, which Playwright attaches as "error-context". */
function pageAtFailure(attempt: TestResult) {
  const context = attempt.attachments.find((attachment) => attachment.name === "error-context" && attachment.path);
  if (!context?.path) return [];
  let text: string;
  try {
    text = readFileSync(context.path, "utf8");
  } catch {
    return [];
  }
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? "";
  const all = snapshot.split("\n").filter((line) => line.trim());
  // The main region says what went wrong (a form's error, a page that never came); the header
  // and its menus come first and would fill the lines. Alerts outside it are kept too.
  const main = all.findIndex((line) => /^\s*- main\b/.test(line));
  const lines = main < 0 ? all : [...all.slice(0, main).filter((line) => /- (alert|status)\b/.test(line)), ...all.slice(main)];
  return lines.length > PAGE_LINES ? [...lines.slice(0, PAGE_LINES), `… ${lines.length - PAGE_LINES} more lines`] : lines;
}

export default class FailureDigestReporter implements Reporter {
  private readonly troubled = new Map<TestCase, TestResult[]>();
  private readonly loadAtEnd = new Map<TestResult, string>();

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "passed" || result.status === "skipped") return;
    this.loadAtEnd.set(result, machineLoadNote());
    this.troubled.set(test, [...(this.troubled.get(test) ?? []), result]);
  }

  onEnd(result: FullResult) {
    if (this.troubled.size === 0) return;
    console.log(`\nWhat went wrong (${this.troubled.size} test${this.troubled.size === 1 ? "" : "s"}; run ${result.status}):`);
    const failedLast = [...this.troubled].sort(([a], [b]) => Number(a.outcome() === "unexpected") - Number(b.outcome() === "unexpected"));
    for (const [test, tries] of failedLast) {
      console.log(`\n  ${test.titlePath().slice(2).join(" › ")}\n  ${placeOf(test)} (${test.outcome()})`);
      for (const attempt of tries) {
        console.log(
          `    try ${attempt.retry + 1}: ${attempt.status} after ${(attempt.duration / 1000).toFixed(1)} s; ${this.loadAtEnd.get(attempt)}`,
        );
        for (const error of attempt.errors) {
          for (const line of firstLines(error.message ?? error.value ?? "")) console.log(`      ${line}`);
          const sites = callSites(error);
          if (sites.length > 0) console.log(`      at ${sites.join(" < ")}`);
        }
        const page = pageAtFailure(attempt);
        if (page.length > 0) console.log(`      the page then:\n${page.map((line) => `        ${line}`).join("\n")}`);
      }
    }
    // The page's lines above can fill a short tail by themselves: the failures' names close the log.
    const failed = failedLast.filter(([test]) => test.outcome() === "unexpected");
    if (failed.length > 0) {
      console.log(`\nFailed (${failed.length}):`);
      for (const [test] of failed) console.log(`  ${placeOf(test)}  ${test.titlePath().slice(2).join(" › ")}`);
    }
  }
}

/** A test's file and line, from the project's folder. */
function placeOf(test: TestCase) {
  return `${test.location.file.replace(`${process.cwd()}/`, "")}:${test.location.line}`;
}
