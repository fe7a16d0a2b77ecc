import { collectDefaultMetrics, Gauge, register } from "prom-client";
import { siteBackupStanding } from "~/backups/backup-standing.server";
import { seatStanding } from "~/bookings/seat-standing.server";
import { database } from "~/database/database.server";
import { outboxStanding } from "~/mail/outbox-standing.server";

/**
 * One read shared by the gauges that a scrape collects at the same time (prom-client asks them
 * all at once): while it is under way, every caller gets it; the next scrape reads afresh.
 */
function sharedWhilePending<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= read().finally(() => (pending = undefined)));
}

const outbox = sharedWhilePending(async () => outboxStanding(await database()));
const seats = sharedWhilePending(async () => seatStanding(await database()));

/**
 * The app's numbers for /metrics (issue 67), read from the database and the backups folder as
 * each scrape asks, each read once however many families it fills: the pool's waits, the outbox, bookings and seats, the last backup's age.
 * The web server adds its own (requests, the page cache). Registered once per process.
 */
export function registerSiteMetrics(): void {
  if (register.getSingleMetric("brightline_mail_outbox_waiting")) return;
  collectDefaultMetrics({ prefix: "brightline_node_" });
  new Gauge({
    name: "brightline_database_pool_waiting",
    help: "Requests waiting for a database connection right now",
    async collect() {
      this.set((await database()).$client.waitingCount);
    },
  });
  new Gauge({
    name: "brightline_database_pool_connections",
    help: "The pool's database connections, open and idle",
    labelNames: ["state"],
    async collect() {
      const pool = (await database()).$client;
      this.set({ state: "open" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
    },
  });
  new Gauge({
    name: "brightline_mail_outbox_waiting",
    help: "Mail in the outbox not yet sent",
    async collect() {
      this.set((await outbox()).waiting);
    },
  });
  new Gauge({
    name: "brightline_mail_outbox_failing",
    help: "Mail not yet sent that has failed at least once",
    async collect() {
      this.set((await outbox()).failing);
    },
  });
  new Gauge({
    name: "brightline_bookings",
    help: "Bookings by state",
    labelNames: ["state"],
    async collect() {
      const { bookings } = await seats();
      for (const [state, count] of Object.entries(bookings)) this.set({ state }, count);
    },
  });
  new Gauge({
    name: "brightline_cohort_seats",
    help: "Seats of open cohorts, taken and free",
    labelNames: ["state"],
    async collect() {
      const { taken, free } = (await seats()).seats;
      this.set({ state: "taken" }, taken);
      this.set({ state: "free" }, free);
    },
  });
  new Gauge({
    name: "brightline_backup_last_age_seconds",
    help: "How long ago the newest backup in BACKUP_DIR was taken; +Inf when there is none",
    collect() {
      const { ageHours } = siteBackupStanding();
      this.set(ageHours === undefined ? Number.POSITIVE_INFINITY : Math.round(ageHours * 3600));
    },
  });
}
