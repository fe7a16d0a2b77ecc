import { availableParallelism, loadavg } from "node:os";

/** The machine's load average over the last minute, and its cores. */
function machineLoad(): { lastMinute: number; cores: number } {
  return { lastMinute: loadavg()[0]!, cores: availableParallelism() };
}

/**
 * How busy the machine is now, in words for a failed test's report, so that a slow machine is
 * not read as broken code (issue 63). The load average is the system's count of processes
 * running or waiting for a core, over the last minute; above the number of cores, work queued.
 */
export function machineLoadNote(): string {
  const { lastMinute, cores } = machineLoad();
  return (
    `the machine's load averaged ${lastMinute.toFixed(1)} over the last minute on ${cores} cores: ` +
    (lastMinute > cores
      ? "busier than it has cores, so a wait may have run out on the machine's time, not the code's. Run the test on its own to tell."
      : "it had cores to spare, so the code is the likelier cause.")
  );
}

/**
 * A latency the site promises (a second, say) as a limit a test can hold it to on this machine
 * now: the promise itself while the machine has cores to spare; stretched by how many times
 * over its cores are asked for when it has not, since every process then gets that share of a
 * core's time (two test runs side by side ran at a load of 15 to 21 on 2 cores, issue 63). The
 * words say which, for the assertion's message.
 */
export function promisedWithin(ms: number): { limitMs: number; why: string } {
  const { lastMinute, cores } = machineLoad();
  const oversubscribed = lastMinute / cores;
  if (oversubscribed <= 1) return { limitMs: ms, why: `within ${ms} ms, on a machine with cores to spare` };
  const limitMs = Math.round(ms * oversubscribed);
  return { limitMs, why: `within ${ms} ms on a quiet machine, ${limitMs} at a load of ${lastMinute.toFixed(1)} on ${cores} cores` };
}
