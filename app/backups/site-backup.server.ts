import path from "node:path";
import pg from "pg";
import { readEmulatorLocation } from "~/platform/emulator-locator.server";
import type { Settings } from "~/platform/settings.server";
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

/**
 * Backs up the site these settings describe, from the database at `databaseUrl` (the running
 * site's, which goes on serving), into `file` (a new archive in BACKUP_DIR by default).
 */
export async function backUpSite(settings: Settings, databaseUrl: string, file?: string): Promise<BackupSummary> {
  // A connection of its own, with no time limit: the site's pool's 10 s per statement would cut a large table short.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await takeBackup(
      {
        client,
        accounts: accountSourceOf(settings),
        // Kept there when FORM_SECRETS is not set; taken whenever it is there.
        formSecretFile: path.join(settings.dataDirectory, "form-secret"),
      },
      file ?? path.join(settings.backupDirectory, backupFileName()),
    );
  } finally {
    await client.end();
  }
}
