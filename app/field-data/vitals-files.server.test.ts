import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bucketOf, emptyHistogram, samples } from "./histogram";
import { instanceFile, readVitalsDirectory, readVitalsFile, writeVitalsFile } from "./vitals-files.server";

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), "vitals-"));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

function lcp(route: string, ...values: number[]) {
  const counts = emptyHistogram("LCP");
  for (const value of values) counts[bucketOf("LCP", value)]! += 1;
  return { route, metric: "LCP" as const, counts };
}

describe("field-data files", () => {
  it("are one per instance, by port", () => {
    expect(instanceFile(3000, directory)).toBe(path.join(directory, "instance-3000.json"));
    expect(instanceFile(3001, directory)).not.toBe(instanceFile(3000, directory));
  });

  it("hold what was written, and nothing when there is no file", () => {
    writeVitalsFile(instanceFile(3000, directory), [lcp("/", 1000, 2000)]);
    expect(readVitalsFile(instanceFile(3000, directory))).toEqual([lcp("/", 1000, 2000)]);
    expect(readVitalsFile(instanceFile(3001, directory))).toEqual([]);
  });

  it("add up across instances, leaving out and naming a file that is not field data", () => {
    writeVitalsFile(instanceFile(3000, directory), [lcp("/", 1000, 2000)]);
    writeVitalsFile(instanceFile(3001, directory), [lcp("/", 3000), lcp("/faq", 800)]);
    writeFileSync(path.join(directory, "instance-3002.json"), "{ half a fi");
    const { histograms, problems } = readVitalsDirectory(directory);
    expect(histograms.map(({ route, counts }) => [route, samples(counts)])).toEqual([
      ["/", 3],
      ["/faq", 1],
    ]);
    expect(problems).toEqual([`${path.join(directory, "instance-3002.json")} is not JSON`]);
  });

  it("are none at all before any instance has saved", () => {
    expect(readVitalsDirectory(path.join(directory, "missing"))).toEqual({ histograms: [], problems: [] });
  });
});
