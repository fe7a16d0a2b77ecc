import { beforeEach } from "vitest";
import { machineLoadNote } from "~tests/support/machine-load";

/** When a test runs out of time, its error also says how busy the machine was (issue 63). */
export function noteBusyMachineOnTimeouts() {
  beforeEach(({ onTestFailed }) => {
    const started = performance.now();
    onTestFailed(({ task }) => {
      for (const error of task.result?.errors ?? []) {
        if (/timed out/i.test(error.message))
          error.message += `\nWhile it ran (${((performance.now() - started) / 1000).toFixed(1)} s), ${machineLoadNote()}`;
      }
    });
  });
}
