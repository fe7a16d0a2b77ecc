// The booking scenario of `npm run bench`: signed-in learners confirming bookings as fast as 16
// clients can, on the sample cohorts a site on its own machine starts with (71 seats in all:
// most bookings fill them, the rest join waiting lists), to the site on the embedded database
// (PGlite) and on a PostgreSQL server; every fourth booking is cancelled by its learner at once, so
// that seats free up while others book and queue. Reports bookings a second, the latency of the
// answers, and the invariants: every acknowledged booking stored, on each cohort the seats taken
// equal the held, confirmed and offered bookings, never above its capacity, and no seat free while
// anyone waits without an offer (issue 35). Every second booking is paid by card (issue 41): the
// site's 303 leads to the tests' fake of Stripe, which takes the payment (or, one time in four,
// lets the session expire), and its signed event is posted to two instances at once on
// PostgreSQL (to the one instance twice on PGlite, whose database one process owns): each seat is
// confirmed or released once, and mailed once. Settings:
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
import { reservePorts } from "~tests/e2e/support/behind-nginx";
import { startSiteInstance, stopChild } from "~tests/e2e/support/child-processes";
import { createOwnDatabase } from "~tests/support/own-database";
import { startStripeFake, type StripeFake } from "~tests/support/stripe-fake";
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
  /** Card bookings whose session was paid, or left to expire, and its event delivered to every instance. */
  cardPaid: number;
  cardExpired: number;
  /** Webhook deliveries answered with anything but a 200. */
  webhookFailures: number;
  /** How many instances each event was posted to at once. */
  instances: number;
  /** Bookings mailed "confirmed" more than once. */
  mailedTwice: number;
  /** Card bookings confirmed without a paid session, or paid sessions whose booking is neither confirmed nor refunded. */
  cardMismatches: number;
  /** Cohorts whose counter is not the seats their bookings hold, or above capacity. */
  brokenCohorts: string[];
  /** Open cohorts, not started, with a seat free and someone waiting without an offer. */
  seatsFreeWhileWaiting: string[];
  seatsTaken: number;
  capacity: number;
};

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** Posts a signed event to every instance at once, as Stripe retrying while another instance answers would; the answers that were not 200. */
async function deliver(fake: StripeFake, webhooks: string[], type: string, sessionId: string): Promise<number> {
  const delivery = fake.event(type, sessionId);
  const answers = await Promise.all(
    webhooks.map((webhook) =>
      fetch(webhook, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": delivery.signature },
        body: delivery.body,
      })
        .then(async (answer) => (await answer.text(), answer.status))
        .catch(() => 0),
    ),
  );
  return answers.filter((status) => status !== 200).length;
}

/** Each client books every cohort for each of its learners, until the time or the work runs out. */
async function load(origin: string, sessions: string[][], seconds: number, fake: StripeFake, webhooks: string[]) {
  const latencies: number[] = [];
  let failed = 0;
  let cancelled = 0;
  const card = { paid: 0, expired: 0, webhookFailures: 0 };
  const startedAt = performance.now();
  const until = startedAt + seconds * 1000;
  await Promise.all(
    sessions.map(async (cookies) => {
      for (const cookie of cookies) {
        for (const { courseSlug: course, id: cohort } of sampleCohorts) {
          if (performance.now() >= until) return;
          const started = performance.now();
          const byCard = (latencies.length + failed) % 2 === 1;
          const answer = await fetch(`${origin}/courses/${course}/book/${cohort}`, {
            method: "POST",
            redirect: "manual",
            headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ submissionId: randomUUID(), payment: byCard ? "card" : "bank-transfer" }),
          }).catch(() => undefined);
          const booking = answer?.status === 303 ? answer.headers.get("location") : undefined;
          // A held seat paid by card goes to Stripe's page; one the cohort had none for, or a free one, to the booking's.
          const checkout = booking?.startsWith(`${fake.origin}/pay/`) ? booking.split("/").pop()! : undefined;
          if (!checkout && !booking?.startsWith("/account/bookings/BK-")) {
            failed += 1;
            continue;
          }
          latencies.push(performance.now() - started);
          if (checkout) {
            // One learner in four closes the page and lets the session run out.
            const pays = (card.paid + card.expired) % 4 !== 3;
            if (pays) fake.pay(checkout);
            else fake.expire(checkout);
            card.webhookFailures += await deliver(
              fake,
              webhooks,
              pays ? "checkout.session.completed" : "checkout.session.expired",
              checkout,
            );
            if (pays) card.paid += 1;
            else card.expired += 1;
            continue;
          }
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
  return { latencies: latencies.sort((a, b) => a - b), failed, cancelled, card, elapsedSeconds: (performance.now() - startedAt) / 1000 };
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
    const { rows: mailed } = await client.query<{ count: number }>(
      `select count(*)::int as count from (select booking_id from mail_outbox where kind = 'seat-confirmed' group by booking_id having count(*) > 1) as twice`,
    );
    // A confirmed card booking has a paid session; a paid session's booking is confirmed, or was refunded.
    const { rows: mismatched } = await client.query<{ count: number }>(
      `select count(*)::int as count from bookings b
       where b.payment_method = 'card' and (
         (b.state = 'confirmed' and not exists (select 1 from card_payments p where p.booking_id = b.id and p.state = 'paid'))
         or (b.state <> 'confirmed' and exists (select 1 from card_payments p where p.booking_id = b.id and p.state = 'paid' and p.refund_due is null and p.refund_id is null)))`,
    );
    return {
      mailedTwice: mailed[0]!.count,
      cardMismatches: mismatched[0]!.count,
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
  const fake = await startStripeFake();
  const site = await startSiteInstance(
    {
      NODE_ENV: "production",
      // A named port: the site takes forms only from its own origin.
      PORT: String(sitePort),
      SESSION_RATE_LIMIT: "100000000",
      AUTH_EMULATOR_PORT: String(authPort),
      AUTH_EMULATOR_HUB_PORT: String(hubPort),
      AUTH_EMULATOR_LOGGING_PORT: String(loggingPort),
      ...fake.env,
      ...(serverUrl ? { DATABASE_URL: serverUrl } : {}),
    },
    { dataDirectory },
  );
  // A second instance on the same PostgreSQL, for Stripe's events only; PGlite is one process's.
  const second = serverUrl
    ? await startSiteInstance({
        NODE_ENV: "production",
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
        FIREBASE_PROJECT_ID: "demo-brightline",
        DATABASE_URL: serverUrl,
        ...fake.env,
      }).catch(async (error: unknown) => {
        await stopChild(site.process);
        throw error;
      })
    : undefined;
  const webhooks = [site, second ?? site].map((instance) => `http://127.0.0.1:${instance.port}/webhooks/stripe`);
  try {
    const origin = `http://127.0.0.1:${site.port}`;
    const cookies = await accountSessions(origin, `http://127.0.0.1:${authPort}`, CLIENTS * ACCOUNTS_PER_CLIENT);
    const sessions = Array.from({ length: CLIENTS }, (_, client) =>
      cookies.slice(client * ACCOUNTS_PER_CLIENT, (client + 1) * ACCOUNTS_PER_CLIENT),
    );
    const { latencies, failed, cancelled, card, elapsedSeconds } = await load(origin, sessions, seconds, fake, webhooks);
    await stopChild(second?.process);
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
      cardPaid: card.paid,
      cardExpired: card.expired,
      webhookFailures: card.webhookFailures,
      instances: second ? 2 : 1,
      ...counted,
    };
  } finally {
    await stopChild(second?.process);
    await stopChild(site.process);
    await fake.close();
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
  line([
    "",
    "bookings/s",
    "p50 ms",
    "p99 ms",
    "acknowledged",
    "cancelled",
    "card paid",
    "card expired",
    "instances",
    "failed",
    "rows",
    "seats",
    "capacity",
  ]);
  for (const result of results) {
    line([
      result.database,
      result.bookingsPerSecond.toFixed(0),
      result.p50Ms.toFixed(1),
      result.p99Ms.toFixed(1),
      String(result.acknowledged),
      String(result.cancelled),
      String(result.cardPaid),
      String(result.cardExpired),
      String(result.instances),
      String(result.failed),
      String(result.rows),
      String(result.seatsTaken),
      String(result.capacity),
    ]);
  }
  if (!serverUrl) console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to measure it too).");
  return results;
}
