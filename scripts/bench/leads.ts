// The lead scenario of `npm run bench`: contact forms posted as fast as 16 clients can, to the
// site on the embedded database (PGlite) and on a PostgreSQL server, with the limit raised by
// CONTACT_RATE_LIMIT. Reports leads stored a second, the latency of the answers, and whether
// the rows stored equal the acknowledgements. Settings: BENCH_LEAD_SECONDS (10), and
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) for the PostgreSQL side; without either, that
// side is skipped and says so.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "../embedded-database.mjs";
import { reservePorts } from "~tests/e2e/support/behind-nginx";
import { startSiteInstance, stopChild } from "~tests/e2e/support/child-processes";
import { leadFormBody, postLeadForm } from "~tests/support/contact-form-post";
import { createOwnDatabase } from "~tests/support/own-database";

const root = fileURLToPath(new URL("../../", import.meta.url));
const CLIENTS = 16;

export type LeadBench = {
  database: "PGlite" | "PostgreSQL";
  leadsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  acknowledged: number;
  failed: number;
  rows: number;
};

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** Posts forms from CLIENTS loops for `seconds`; the latency of each acknowledged one. */
async function load(origin: string, run: string, seconds: number) {
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let index = 0; performance.now() < until; index += 1) {
        const started = performance.now();
        try {
          await postLeadForm(
            origin,
            leadFormBody({
              email: `bench-${run}-${client}-${index}@example.com`,
              message: `Benchmark lead ${index} from client ${client}.`,
            }),
          );
          latencies.push(performance.now() - started);
        } catch {
          failed += 1;
        }
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), failed };
}

async function countRows(url: string, run: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>("select count(*)::int as count from leads where email like $1", [
      `bench-${run}-%`,
    ]);
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

async function benchOne(database: LeadBench["database"], seconds: number, serverUrl?: string): Promise<LeadBench> {
  const dataDirectory = mkdtempSync(path.join(root, ".e2e-data", "bench-leads-"));
  const reserved = await reservePorts(undefined, undefined, undefined);
  const [authPort, hubPort, loggingPort] = reserved.ports as [number, number, number];
  await reserved.release();
  const site = await startSiteInstance(
    {
      NODE_ENV: "production",
      CONTACT_RATE_LIMIT: "100000000",
      AUTH_EMULATOR_PORT: String(authPort),
      AUTH_EMULATOR_HUB_PORT: String(hubPort),
      AUTH_EMULATOR_LOGGING_PORT: String(loggingPort),
      ...(serverUrl ? { DATABASE_URL: serverUrl } : {}),
    },
    { dataDirectory },
  );
  const run = randomUUID().slice(0, 8);
  try {
    const origin = `http://127.0.0.1:${site.port}`;
    await load(origin, `warm-${run}`, 2);
    const { latencies, failed } = await load(origin, run, seconds);
    await stopChild(site.process);
    // Counted with the site stopped: PGlite serves one client at a time (decision 17).
    let rows: number;
    if (serverUrl) rows = await countRows(serverUrl, run);
    else {
      const embedded = await startEmbeddedDatabase({ directory: path.join(dataDirectory, "db"), quiet: true });
      rows = await countRows(embedded.url, run).finally(() => embedded.stop());
    }
    return {
      database,
      leadsPerSecond: latencies.length / seconds,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      acknowledged: latencies.length,
      failed,
      rows,
    };
  } finally {
    await stopChild(site.process);
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

/** A database of the run's own on the PostgreSQL server, dropped after. */
async function withOwnDatabase<T>(serverUrl: string, measure: (url: string) => Promise<T>): Promise<T> {
  const own = await createOwnDatabase(serverUrl, "brightline_bench");
  try {
    return await measure(own.url);
  } finally {
    await own.drop();
  }
}

/** Both sides, alternating (PGlite, PostgreSQL, PGlite, PostgreSQL), and a table of the medians. */
export async function benchLeads({ seconds = Number(process.env.BENCH_LEAD_SECONDS ?? 10), rounds = 2 } = {}): Promise<LeadBench[]> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const results: LeadBench[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`Leads, round ${round} of ${rounds}...`);
    results.push(await benchOne("PGlite", seconds));
    if (serverUrl) results.push(await withOwnDatabase(serverUrl, (url) => benchOne("PostgreSQL", seconds, url)));
  }
  console.log(`\nContact forms, ${CLIENTS} clients posting without pause, ${seconds} s a run, ${rounds} rounds alternating:`);
  const line = (cells: string[]) => console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(12) : cell.padStart(12))).join(" "));
  line(["", "leads/s", "p50 ms", "p99 ms", "acknowledged", "failed", "rows"]);
  for (const result of results) {
    line([
      result.database,
      result.leadsPerSecond.toFixed(0),
      result.p50Ms.toFixed(1),
      result.p99Ms.toFixed(1),
      String(result.acknowledged),
      String(result.failed),
      String(result.rows),
    ]);
  }
  if (!serverUrl) console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to measure it too).");
  return results;
}
