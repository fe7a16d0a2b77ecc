import { availableParallelism, loadavg } from "node:os";

/**
 * How busy the machine is now, in words for a failed test's report, so that a slow machine is
 * not read as broken code (issue 63). The load average is the system's count of processes
 * running or waiting for a core, over the last minute; above the number of cores, work queued.
 */
export function machineLoadNote(): string {
  const [lastMinute] = loadavg();
  const cores = availableParallelism();
  return (
    `the machine's load averaged ${lastMinute!.toFixed(1)} over the last minute on ${cores} cores: ` +
    (lastMinute! > cores
      ? "busier than it has cores, so a wait may have run out on the machine's time, not the code's. Run the test on its own to tell."
      : "it had cores to spare, so the code is the likelier cause.")
  );
}
