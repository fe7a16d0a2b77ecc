// The booking scenario of `npm run bench`: signed-in learners confirming bookings as fast as 16
// clients can, on the sample cohorts a site on its own machine starts with (71 seats in all:
// most bookings fill them, the rest join waiting lists), to the site on the embedded database
// (PGlite) and on a PostgreSQL server; every fourth booking is cancelled by its learner at once, so
// that seats free up while others book and queue. Reports bookings a second, the latency of the
// answers, and the invariants: every acknowledged booking stored, on each cohort the seats taken
// equal the held, confirmed and offered bookings, never above its capacity, and no seat free while
// anyone waits without an offer (issue 35). Settings:
// BENCH_BOOKING_SECONDS (10), and BENCH_DATABASE_URL (or TEST_DATABASE_URL) for PostgreSQL.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { sampleCohorts } from "../../app/cohorts/sample-cohorts.server";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "../embedded-database.mjs";
import { reservePorts } from "../../tests/e2e/support/behind-nginx";
import { startSiteInstance, stopChild } from "../../tests/e2e/support/child-processes";
import { createOwnDatabase } from "../../tests/support/own-database";
import { accountSessions } from "./bench-accounts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const CLIENTS = 16;
const ACCOUNTS_PER_CLIENT = 16;

export type BookingBench = {
  database: "PGlite" | "PostgreSQL";
  bookingsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  acknowledged: number;
  failed: number;
  rows: number;
  /** Cancellations the site answered with the booking's page. */
  cancelled: number;
  /** Cohorts whose counter is not the seats their bookings hold, or above capacity. */
  brokenCohorts: string[];
  /** Open cohorts, not started, with a seat free and someone waiting without an offer. */
  seatsFreeWhileWaiting: string[];
  seatsTaken: number;
  capacity: number;
};

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** Each client books every cohort for each of its learners, until the time or the work runs out. */
async function load(origin: string, sessions: string[][], seconds: number) {
  const latencies: number[] = [];
  let failed = 0;
  let cancelled = 0;
  const startedAt = performance.now();
  const until = startedAt + seconds * 1000;
  await Promise.all(
    sessions.map(async (cookies) => {
      for (const cookie of cookies) {
        for (const { courseSlug: course, id: cohort } of sampleCohorts) {
          if (performance.now() >= until) return;
          const started = performance.now();
          const answer = await fetch(`${origin}/courses/${course}/book/${cohort}`, {
            method: "POST",
            redirect: "manual",
            headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ submissionId: randomUUID() }),
          }).catch(() => undefined);
          const booking = answer?.status === 303 ? answer.headers.get("location") : undefined;
          if (!booking?.startsWith("/account/bookings/BK-")) {
            failed += 1;
            continue;
          }
          latencies.push(performance.now() - started);
          // Every fourth learner changes their mind at once: a seat frees while others book.
          if (latencies.length % 4 !== 0) continue;
          const cancel = await fetch(`${origin}${booking}/cancel`, {
            method: "POST",
            redirect: "manual",
            headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
            body: "",
          }).catch(() => undefined);
          if (cancel?.status === 303) cancelled += 1;
          else failed += 1;
        }
      }
    }),
  );
  // The learners' bookings may run out before the time does.
  return { latencies: latencies.sort((a, b) => a - b), failed, cancelled, elapsedSeconds: (performance.now() - startedAt) / 1000 };
}

async function ledger(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: counted } = await client.query<{ count: number }>("select count(*)::int as count from bookings");
    const { rows: cohorts } = await client.query<{
      id: string;
      capacity: number;
      seats_taken: number;
      holding: number;
      waiting: number;
      bookable: boolean;
    }>(
      `select id, capacity, seats_taken,
         (select count(*)::int from bookings where cohort_id = cohorts.id and state in ('held', 'confirmed', 'offered')) as holding,
         (select count(*)::int from bookings where cohort_id = cohorts.id and state = 'waiting') as waiting,
         state = 'open' and starts_on > current_date as bookable
       from cohorts`,
    );
    return {
      rows: counted[0]!.count,
      brokenCohorts: cohorts.filter((row) => row.seats_taken !== row.holding || row.seats_taken > row.capacity).map((row) => row.id),
      seatsFreeWhileWaiting: cohorts
        .filter((row) => row.bookable && row.seats_taken < row.capacity && row.waiting > 0)
        .map((row) => row.id),
      seatsTaken: cohorts.reduce((sum, row) => sum + row.seats_taken, 0),
      capacity: cohorts.reduce((sum, row) => sum + row.capacity, 0),
    };
  } finally {
    await client.end();
  }
}

async function benchOne(database: BookingBench["database"], seconds: number, serverUrl?: string): Promise<BookingBench> {
  const dataDirectory = mkdtempSync(path.join(root, ".e2e-data", "bench-bookings-"));
  const reserved = await reservePorts(undefined, undefined, undefined, undefined);
  const [sitePort, authPort, hubPort, loggingPort] = reserved.ports as [number, number, number, number];
  await reserved.release();
  const site = await startSiteInstance(
    {
      NODE_ENV: "production",
      // A named port: the site takes forms only from its own origin.
      PORT: String(sitePort),
      SESSION_RATE_LIMIT: "100000000",
      AUTH_EMULATOR_PORT: String(authPort),
      AUTH_EMULATOR_HUB_PORT: String(hubPort),
      AUTH_EMULATOR_LOGGING_PORT: String(loggingPort),
      ...(serverUrl ? { DATABASE_URL: serverUrl } : {}),
    },
    { dataDirectory },
  );
  try {
    const origin = `http://127.0.0.1:${site.port}`;
    const cookies = await accountSessions(origin, `http://127.0.0.1:${authPort}`, CLIENTS * ACCOUNTS_PER_CLIENT);
    const sessions = Array.from({ length: CLIENTS }, (_, client) =>
      cookies.slice(client * ACCOUNTS_PER_CLIENT, (client + 1) * ACCOUNTS_PER_CLIENT),
    );
    const { latencies, failed, cancelled, elapsedSeconds } = await load(origin, sessions, seconds);
    await stopChild(site.process);
    // Counted with the site stopped: PGlite serves one client at a time (decision 17).
    let counted: Awaited<ReturnType<typeof ledger>>;
    if (serverUrl) counted = await ledger(serverUrl);
    else {
      const embedded = await startEmbeddedDatabase({ directory: path.join(dataDirectory, "db"), quiet: true });
      counted = await ledger(embedded.url).finally(() => embedded.stop());
    }
    return {
      database,
      bookingsPerSecond: latencies.length / elapsedSeconds,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      acknowledged: latencies.length,
      failed,
      cancelled,
      ...counted,
    };
  } finally {
    await stopChild(site.process);
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

/** Both sides, alternating (PGlite, PostgreSQL, PGlite, PostgreSQL), and a table of each run. */
export async function benchBookings({ seconds = Number(process.env.BENCH_BOOKING_SECONDS ?? 10), rounds = 2 } = {}): Promise<
  BookingBench[]
> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const results: BookingBench[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`Bookings, round ${round} of ${rounds}...`);
    results.push(await benchOne("PGlite", seconds));
    if (serverUrl) {
      const own = await createOwnDatabase(serverUrl, "brightline_bench");
      try {
        results.push(await benchOne("PostgreSQL", seconds, own.url));
      } finally {
        await own.drop();
      }
    }
  }
  console.log(`\nBookings, ${CLIENTS} clients confirming without pause, at most ${seconds} s a run, ${rounds} rounds alternating:`);
  const line = (cells: string[]) => console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(12) : cell.padStart(12))).join(" "));
  line(["", "bookings/s", "p50 ms", "p99 ms", "acknowledged", "cancelled", "failed", "rows", "seats", "capacity"]);
  for (const result of results) {
    line([
      result.database,
      result.bookingsPerSecond.toFixed(0),
      result.p50Ms.toFixed(1),
      result.p99Ms.toFixed(1),
      String(result.acknowledged),
      String(result.cancelled),
      String(result.failed),
      String(result.rows),
      String(result.seatsTaken),
      String(result.capacity),
    ]);
  }
  if (!serverUrl) console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to measure it too).");
  return results;
}
