// `npm run restore -- <archive> [--replace]`: the site's data from an archive of `npm run backup`
// (decision 70), into DATABASE_URL's database or the embedded one in DATA_DIR/db, with the
// accounts and the form secret into DATA_DIR. Refuses a database or folder that holds data
// (unless --replace), a folder a running site holds, and an archive that is damaged or newer
// than the code, before it writes anything.
import path from "node:path";
import pg from "pg";
import { BackupRefusedError } from "../app/backups/read-archive.server";
import { restoreBackup } from "../app/backups/restore-backup.server";
import { readEmulatorLocation } from "../app/platform/emulator-locator.server";
import { readSettings } from "../app/platform/settings.server";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { answers } from "./auth-emulator.mjs";
import { folderHolder, openSiteDatabase } from "./site-database";

const given = process.argv.slice(2);
const replace = given.includes("--replace");
const files = given.filter((argument) => argument !== "--replace");
if (files.length !== 1 || files[0]!.startsWith("-")) {
  console.error("Usage: npm run restore -- <archive file> [--replace]");
  process.exit(2);
}

try {
  const settings = readSettings();
  if (settings.database.kind === "embedded") {
    const holder = folderHolder(settings.database.directory);
    if (holder)
      throw new BackupRefusedError(`A running site holds ${settings.database.directory} (process ${holder}). Stop it, then restore.`);
  }
  const emulator = readEmulatorLocation(settings.dataDirectory);
  if (emulator && (await answers(`http://${emulator.host}/`)))
    throw new BackupRefusedError(`The auth emulator of the site in ${settings.dataDirectory} is running. Stop the site, then restore.`);
  const database = await openSiteDatabase(settings.database);
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  // A connection that fails while idle is told by the statement that next needs it, not by an unhandled error.
  pool.on("error", () => {});
  try {
    const restored = await restoreBackup(path.resolve(files[0]!), {
      pool,
      accountsInto: settings.identity.kind === "project" ? undefined : path.join(settings.dataDirectory, "auth"),
      formSecretFile: settings.formSecrets.length > 0 ? undefined : path.join(settings.dataDirectory, "form-secret"),
      replace,
    });
    const where = settings.database.kind === "server" ? "the database at DATABASE_URL" : settings.database.directory;
    console.log(
      `Restored ${restored.rows} rows of ${restored.tables} tables${restored.accounts ? ", the accounts" : ""} from the backup of ${restored.takenAt} into ${where}, in ${restored.seconds.toFixed(1)} s. Every table matches the archive's checksums. Start the site with npm start.`,
    );
  } finally {
    await pool.end();
    await database.stop();
  }
  process.exit(0);
} catch (error) {
  const known = error instanceof Error && (error.name === "SettingsError" || error instanceof BackupRefusedError);
  console.error(
    known ? (error as Error).message : `The restore failed, and wrote nothing: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
