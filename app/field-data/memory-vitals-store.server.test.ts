import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bucketOf, samples } from "./histogram";
import { memoryVitalsStore } from "./memory-vitals-store.server";

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), "vitals-"));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

const countsOf = async (store: ReturnType<typeof memoryVitalsStore>) =>
  Object.fromEntries((await store.read()).map(({ route, metric, counts }) => [`${metric} ${route}`, samples(counts)]));

describe("the in-process store of field data", () => {
  it("counts each report's values per route and metric", async () => {
    const store = memoryVitalsStore();
    await store.record("/", [
      { name: "LCP", value: 1200 },
      { name: "CLS", value: 0 },
    ]);
    await store.record("/", [{ name: "LCP", value: 5200 }]);
    await store.record("/blog/:slug", [{ name: "LCP", value: 900 }]);
    expect(await countsOf(store)).toEqual({ "LCP /": 2, "CLS /": 1, "LCP /blog/:slug": 1 });
    const home = (await store.read()).find(({ route, metric }) => route === "/" && metric === "LCP")!;
    expect(home.counts[bucketOf("LCP", 1200)]).toBe(1);
    expect(home.counts[bucketOf("LCP", 5200)]).toBe(1);
  });

  it("holds the same amount however many reports it counts", async () => {
    const file = path.join(directory, "instance.json");
    const store = memoryVitalsStore({ file, writeDelayMs: 60_000 });
    const report = (i: number) => [
      { name: "LCP" as const, value: (i * 37) % 70_000 },
      { name: "TTFB" as const, value: (i * 13) % 2000 },
    ];
    const shape = () => JSON.parse(readFileSync(file, "utf8")).histograms.map((entry: { counts: number[] }) => entry.counts.length);
    for (let i = 0; i < 10; i += 1) await store.record("/", report(i));
    store.save();
    const after10 = shape();
    for (let i = 0; i < 20_000; i += 1) await store.record("/", report(i));
    store.save();
    expect(shape()).toEqual(after10);
    expect(after10).toEqual([102, 102]);
    // Only the counts' digits grow.
    expect(statSync(file).size).toBeLessThan(2 * 102 * 6 + 200);
  });

  it("saves its counts to its file shortly after a change, and takes them up again from it", async () => {
    const file = path.join(directory, "vitals", "instance-3000.json");
    const store = memoryVitalsStore({ file, writeDelayMs: 20 });
    await store.record("/faq", [{ name: "INP", value: 180 }]);
    await vi.waitFor(() => expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ version: 1 }));
    const again = memoryVitalsStore({ file });
    await again.record("/faq", [{ name: "INP", value: 240 }]);
    expect(await countsOf(again)).toEqual({ "INP /faq": 2 });
  });

  it("saves at once when asked (at the process's exit), and only what changed", async () => {
    const file = path.join(directory, "instance.json");
    const store = memoryVitalsStore({ file, writeDelayMs: 60_000 });
    store.save();
    expect(() => statSync(file)).toThrow();
    await store.record("/", [{ name: "FCP", value: 700 }]);
    store.save();
    expect(await countsOf(memoryVitalsStore({ file }))).toEqual({ "FCP /": 1 });
  });

  it("starts afresh, saying so, from a file that does not hold field data", async () => {
    const file = path.join(directory, "instance.json");
    writeFileSync(file, JSON.stringify({ version: 1, histograms: [{ route: "/", metric: "LCP", counts: [1, 2, 3] }] }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const store = memoryVitalsStore({ file });
    expect(await store.read()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/instance\.json does not hold field data: .*wrong number of buckets/));
  });
});
