import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "~tests/support/test-databases";
import { useTestSettings } from "~tests/support/test-settings";
import { takeBackupIfDue } from "./backup-schedule.server";
import { keptBackups } from "./kept-backups.server";
import { backUpSite, BackupUnderWayError } from "./site-backup.server";
import { settings } from "~/platform/settings.server";

const folder = mkdtempSync(path.join(tmpdir(), "brightline-schedule-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the backup schedule", () => {
  const source = useTestDatabase("PGlite");
  useTestSettings(() => ({
    DATABASE_URL: source.url(),
    DATA_DIR: folder,
    BACKUP_DIR: path.join(folder, "backups"),
    BACKUP_EVERY_HOURS: "24",
    BACKUP_KEEP: "2",
  }));

  it("takes one when there is none or the last is as old as the schedule, keeping the last BACKUP_KEEP", async () => {
    const directory = path.join(folder, "backups");
    expect(await takeBackupIfDue(new Date())).toBe(true);
    expect(keptBackups(directory)).toHaveLength(1);
    // Not due again until a day has passed since the last.
    expect(await takeBackupIfDue(new Date(Date.now() + 23 * 3_600_000))).toBe(false);
    expect(keptBackups(directory)).toHaveLength(1);
    // The names are per second: two more a second apart, and the oldest goes.
    for (const _ of [1, 2]) {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await takeBackupIfDue(new Date(Date.now() + 25 * 3_600_000))).toBe(true);
    }
    expect(keptBackups(directory)).toHaveLength(2);
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "takes none while another backup of the same database holds the lock",
    async () => {
      const server = process.env.TEST_DATABASE_URL!;
      // On PostgreSQL, where each connection is a session of its own: a second backup finds the first's lock.
      const holder = new pg.Client({ connectionString: server });
      await holder.connect();
      try {
        await holder.query("select pg_advisory_lock(7340117070)");
        await expect(backUpSite(settings(), server, path.join(folder, "locked.tar"))).rejects.toBeInstanceOf(BackupUnderWayError);
      } finally {
        await holder.end();
      }
    },
    60_000,
  );
});
