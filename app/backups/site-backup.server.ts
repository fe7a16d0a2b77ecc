import path from "node:path";
import pg from "pg";
import { readEmulatorLocation } from "~/platform/emulator-locator.server";
import type { Settings } from "~/platform/settings.server";
import { pruneBackups } from "./kept-backups.server";
import { takeBackup, type AccountSource, type BackupSummary } from "./take-backup.server";

/** Where a site's accounts are for a backup: the emulator of its folder (running or stopped), or a Firebase project. */
export function accountSourceOf(settings: Settings): AccountSource {
  if (settings.identity.kind === "project") return { kind: "project" };
  const hub = readEmulatorLocation(settings.dataDirectory)?.hub;
  return { kind: "emulator", hubUrl: hub && `http://${hub}`, keptIn: path.join(settings.dataDirectory, "auth") };
}

/** An archive's name: when it was taken, in UTC, sortable, with no character a file system minds. */
export function backupFileName(at = new Date()): string {
  return `brightline-${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}.tar`;
}

/** Any fixed number will do; it names "a backup is being taken" among advisory locks. */
const BACKUP_LOCK = 7_340_117_070;

/** Another backup of the same database is under way (another instance's schedule, or a second click). */
export class BackupUnderWayError extends Error {
  override name = "BackupUnderWayError";
}

/**
 * Backs up the site these settings describe, from the database at `databaseUrl` (the running
 * site's, which goes on serving), into `file` (a new archive in BACKUP_DIR by default).
 */
export async function backUpSite(settings: Settings, databaseUrl: string, file?: string): Promise<BackupSummary> {
  // A connection of its own, with no time limit: the site's pool's 10 s per statement would cut a large table short.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One at a time per database: held by this connection, let go when it ends.
    const locked = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [BACKUP_LOCK]);
    if (!locked.rows[0]?.locked) throw new BackupUnderWayError("Another backup of this database is being taken: try again in a minute.");
    const backup = await takeBackup(
      {
        client,
        accounts: accountSourceOf(settings),
        // Kept there when FORM_SECRETS is not set; taken whenever it is there.
        formSecretFile: path.join(settings.dataDirectory, "form-secret"),
      },
      file ?? path.join(settings.backups.directory, backupFileName()),
    );
    if (!file) pruneBackups(settings.backups.directory, settings.backups.keep);
    await client.query("select pg_advisory_unlock($1)", [BACKUP_LOCK]);
    return backup;
  } finally {
    await client.end();
  }
}
