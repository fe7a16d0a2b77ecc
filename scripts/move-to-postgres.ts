// `npm run move-to-postgres -- <DATABASE_URL>`: the embedded database's data into an empty
// PostgreSQL database (decision 70): a backup of DATA_DIR/db, kept in BACKUP_DIR, restored into
// the server with every table's checksum compared. The accounts and the form secret stay in
// DATA_DIR, where the site goes on reading them. Then start the site with that DATABASE_URL.
import pg from "pg";
import { readableSize } from "../app/backups/archive-files.server";
import { BackupRefusedError } from "../app/backups/read-archive.server";
import { restoreBackup } from "../app/backups/restore-backup.server";
import { backUpSite } from "../app/backups/site-backup.server";
import { readSettings } from "../app/platform/settings.server";
import { folderHolder, openSiteDatabase } from "./site-database";

const [target, ...rest] = process.argv.slice(2);
if (!target || rest.length > 0 || !/^postgres(ql)?:$/.test(URL.parse(target)?.protocol ?? "")) {
  console.error("Usage: npm run move-to-postgres -- postgres://user:password@host:5432/database");
  process.exit(2);
}

try {
  const settings = readSettings();
  if (settings.database.kind !== "embedded")
    throw new BackupRefusedError(
      "DATABASE_URL is set: the site runs on PostgreSQL already. Unset it to move the embedded database in DATA_DIR/db.",
    );
  const holder = folderHolder(settings.database.directory);
  if (holder)
    throw new BackupRefusedError(
      `The site is running on ${settings.database.directory} (process ${holder}). Stop it first: what it wrote after the move would stay behind.`,
    );
  const source = await openSiteDatabase(settings.database);
  let backup;
  try {
    backup = await backUpSite(settings, source.url);
  } finally {
    await source.stop();
  }
  console.log(`Backed up ${backup.rows} rows into ${backup.file} (${readableSize(backup.bytes)}).`);
  const pool = new pg.Pool({ connectionString: target, max: 1 });
  // A connection that fails while idle is told by the statement that next needs it, not by an unhandled error.
  pool.on("error", () => {});
  try {
    const restored = await restoreBackup(backup.file, { pool });
    console.log(
      `Moved ${restored.rows} rows of ${restored.tables} tables into PostgreSQL, every table's checksum matching, in ${(backup.seconds + restored.seconds).toFixed(1)} s.\nStart the site with DATABASE_URL set to that address; DATA_DIR/db is left as it was, and can go once the site runs well.`,
    );
  } finally {
    await pool.end();
  }
  process.exit(0);
} catch (error) {
  const known = error instanceof Error && (error.name === "SettingsError" || error instanceof BackupRefusedError);
  console.error(
    known
      ? (error as Error).message
      : `The move failed, and the PostgreSQL database holds none of the site's rows: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
