// `npm run backup [-- <file>]`: one archive of everything the site keeps (decision 70), written
// to BACKUP_DIR (DATA_DIR/backups) unless a file is named. Runs while the site serves.
import { readableSize } from "../app/backups/archive-files.server";
import { backUpSite } from "../app/backups/site-backup.server";
import { readSettings } from "../app/platform/settings.server";
import { openSiteDatabase } from "./site-database";

const [file, ...rest] = process.argv.slice(2);
if (rest.length > 0 || file?.startsWith("-")) {
  console.error("Usage: npm run backup [-- <archive file>]");
  process.exit(2);
}

try {
  const settings = readSettings();
  const database = await openSiteDatabase(settings.database);
  try {
    const backup = await backUpSite(settings, database.url, file);
    const accounts = {
      included: "its accounts",
      "kept by the Firebase project": "no accounts (the Firebase project keeps them)",
      "none yet": "no accounts (none yet)",
    }[backup.accounts];
    console.log(
      `Backed up ${backup.rows} rows of ${backup.tables} tables and ${accounts} into ${backup.file} (${readableSize(backup.bytes)}), in ${backup.seconds.toFixed(1)} s${database.running ? ", while the site served" : ""}.`,
    );
  } finally {
    await database.stop();
  }
  process.exit(0);
} catch (error) {
  console.error(
    error instanceof Error && error.name === "SettingsError"
      ? error.message
      : `The backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
