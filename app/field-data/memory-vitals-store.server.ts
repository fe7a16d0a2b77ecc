import { bucketOf, emptyHistogram, type RouteHistogram } from "./histogram";
import { readVitalsFile, writeVitalsFile } from "./vitals-files.server";
import type { VitalsStore } from "./vitals-store-type";

type Options = {
  /** Where the counts are kept between runs: read when the store is made, written after changes. */
  file?: string;
  /** How long after a change the file is written; the changes made meanwhile are written with it. */
  writeDelayMs?: number;
};

export type MemoryVitalsStore = VitalsStore & {
  /** Writes the file now if anything changed since it was last written. Synchronous, for the process's exit. */
  save(): void;
};

/** Field data counted in this process, and kept in a file so that `npm run vitals` can read it. */
export function memoryVitalsStore({ file, writeDelayMs = 5_000 }: Options = {}): MemoryVitalsStore {
  const histograms = new Map<string, RouteHistogram>();
  for (const entry of file ? startingCounts(file) : []) histograms.set(`${entry.metric} ${entry.route}`, entry);
  let timer: NodeJS.Timeout | undefined;
  let unsaved = false;
  let failing = false;

  function save() {
    clearTimeout(timer);
    timer = undefined;
    if (!file || !unsaved) return;
    try {
      writeVitalsFile(file, [...histograms.values()]);
      unsaved = false;
      failing = false;
    } catch (error) {
      // Kept in memory and tried again after the next report; said once until it works.
      if (!failing) console.error(`Could not save field data to ${file}:`, error);
      failing = true;
    }
  }

  return {
    async record(route, values) {
      for (const { name, value } of values) {
        const key = `${name} ${route}`;
        let entry = histograms.get(key);
        if (!entry) {
          entry = { route, metric: name, counts: emptyHistogram(name) };
          histograms.set(key, entry);
        }
        entry.counts[bucketOf(name, value)]! += 1;
      }
      unsaved = true;
      if (file && !timer) {
        timer = setTimeout(save, writeDelayMs);
        // A pending write never keeps the process alive: the exit writes it instead.
        timer.unref();
      }
    },
    async read() {
      return [...histograms.values()].map((entry) => ({ ...entry, counts: [...entry.counts] }));
    },
    save,
  };
}

function startingCounts(file: string): RouteHistogram[] {
  try {
    return readVitalsFile(file);
  } catch (error) {
    console.warn(`${(error as Error).message}; counting field data afresh, and it will be replaced.`);
    return [];
  }
}
