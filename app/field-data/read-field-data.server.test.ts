import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { memoryVitalsStore } from "./memory-vitals-store.server";
import { readFieldData } from "./read-field-data.server";
import { redisVitalsStore } from "./redis-vitals-store.server";
import { instanceFile } from "./vitals-files.server";

const lines = (rows: Awaited<ReturnType<typeof readFieldData>>["rows"]) =>
  rows.map(({ route, metric, samples }) => `${route} ${metric} ${samples}`);

describe("reading the field data from outside the site", () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), "vitals-"));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it("adds up what every instance saved to its file", async () => {
    for (const port of [3000, 3001]) {
      const store = memoryVitalsStore({ file: instanceFile(port, directory) });
      await store.record("/", [{ name: "LCP", value: 1500 + port }]);
      store.save();
    }
    const { source, rows, problems } = await readFieldData({ redisUrl: undefined, directory });
    expect(source).toBe(directory);
    expect(lines(rows)).toEqual(["/ LCP 2"]);
    expect(problems).toEqual([]);
  });

  it("finds nothing before anything was saved", async () => {
    expect((await readFieldData({ redisUrl: undefined, directory })).rows).toEqual([]);
  });

  it("says so when Redis cannot be reached", async () => {
    await expect(readFieldData({ redisUrl: "redis://127.0.0.1:1" })).rejects.toThrow();
  });

  it.runIf(process.env.TEST_REDIS_URL)("reads Redis when REDIS_URL is set", async () => {
    const namespace = `test-vitals-${randomUUID()}`;
    const client = createClient({ url: process.env.TEST_REDIS_URL });
    await client.connect();
    try {
      await redisVitalsStore({ namespace, redis: () => client }).record("/blog/:slug", [{ name: "INP", value: 90 }]);
      const { source, rows } = await readFieldData({ redisUrl: process.env.TEST_REDIS_URL, namespace });
      expect(source).toBe(`Redis at ${new URL(process.env.TEST_REDIS_URL!).host}`);
      expect(lines(rows)).toEqual(["/blog/:slug INP 1"]);
    } finally {
      await client.del(await client.keys(`${namespace}:*`));
      await client.close();
    }
  });
});
