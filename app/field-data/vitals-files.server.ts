import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { settings } from "~/platform/settings.server";
import { type RouteHistogram, mergeRouteHistograms } from "./histogram";
import { METRIC_NAMES, METRICS } from "./metrics";

/** The folder of the instances' field-data files, in the data folder (DATA_DIR, `data/` by default). */
export function vitalsDirectory(): string {
  return path.join(settings().dataDirectory, "vitals");
}

/** One file per instance (by its port), so that instances on one machine never overwrite each other's counts. */
export function instanceFile(port: number, directory = vitalsDirectory()): string {
  return path.join(directory, `instance-${port}.json`);
}

// The buckets' bounds belong to version 1: counts made with other bounds must not be read as these.
const fileSchema = z.strictObject({
  version: z.literal(1),
  histograms: z.array(
    z
      .strictObject({ route: z.string(), metric: z.enum(METRIC_NAMES), counts: z.array(z.number().int().min(0)) })
      .refine(({ metric, counts }) => counts.length === METRICS[metric].bounds.length + 1, "has the wrong number of buckets"),
  ),
});

/** The counts a file holds: none when there is no file; an error naming it when it is not one of ours. */
export function readVitalsFile(file: string): RouteHistogram[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  let parsed: z.ZodSafeParseResult<z.infer<typeof fileSchema>>;
  try {
    parsed = fileSchema.safeParse(JSON.parse(text));
  } catch {
    throw new Error(`${file} is not JSON`);
  }
  if (!parsed.success) throw new Error(`${file} does not hold field data: ${z.prettifyError(parsed.error).replace(/\n/g, " ")}`);
  return parsed.data.histograms;
}

/** Replaces the file's contents in one step: a reader never sees half a file. */
export function writeVitalsFile(file: string, histograms: readonly RouteHistogram[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify({ version: 1, histograms }));
  renameSync(partial, file);
}

/** Every instance's counts in the folder, added up; a file that cannot be read is left out and named in `problems`. */
export function readVitalsDirectory(directory = vitalsDirectory()): { histograms: RouteHistogram[]; problems: string[] } {
  let names: string[];
  try {
    names = readdirSync(directory).filter((name) => name.endsWith(".json"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { histograms: [], problems: [] };
    throw error;
  }
  const problems: string[] = [];
  const lists = names.map((name) => {
    try {
      return readVitalsFile(path.join(directory, name));
    } catch (error) {
      problems.push((error as Error).message);
      return [];
    }
  });
  return { histograms: mergeRouteHistograms(lists), problems };
}
