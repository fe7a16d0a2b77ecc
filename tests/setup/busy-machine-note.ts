import { availableParallelism, loadavg } from "node:os";
import { beforeEach } from "vitest";

/**
 * When a test runs out of time, its error also says how busy the machine was while it ran, so
 * that a slow machine is not read as broken code (issue 63). The load average is the system's
 * count of processes running or waiting for a core; above the number of cores, work queued.
 */
export function noteBusyMachineOnTimeouts() {
  beforeEach(({ onTestFailed }) => {
    const started = performance.now();
    onTestFailed(({ task }) => {
      for (const error of task.result?.errors ?? []) {
        if (!/timed out/i.test(error.message)) continue;
        const [lastMinute] = loadavg();
        const cores = availableParallelism();
        const busy = lastMinute! > cores;
        error.message +=
          `\nWhile it ran (${((performance.now() - started) / 1000).toFixed(1)} s), the machine's load averaged ` +
          `${lastMinute!.toFixed(1)} over the last minute on ${cores} cores: ` +
          (busy
            ? "the machine was busier than it has cores, so this may be the machine's time, not the code's. Run the file on its own to tell."
            : "the machine had cores to spare, so the code is the likelier cause.");
      }
    });
  });
}
