import { chmodSync, cpSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import type pg from "pg";
import { migrateDatabase } from "~/database/migrate.server";
import { BackupRefusedError, unpackArchive } from "./read-archive.server";
import { migrateWithin } from "./migration-level.server";
import { backedUpTables, quotedName, tableDigests, type BackedUpTable } from "./table-rows.server";

export type RestoreTarget = {
  /** The database to fill: empty, or emptied first when `replace`. */
  pool: pg.Pool;
  /** Where the accounts go (DATA_DIR/auth) when the emulator keeps them; unset, they are left where they are. */
  accountsInto?: string;
  /** Where the form secret goes (DATA_DIR/form-secret); unset, it is left where it is. */
  formSecretFile?: string;
  /** Empties a database or folder that holds data, rather than refusing it. */
  replace?: boolean;
  migrationsFolder?: string;
};

export type RestoreSummary = { tables: number; rows: number; accounts: boolean; takenAt: string; seconds: number };

/** Rows per statement, and the most text one statement carries: a table of images goes a few rows at a time. */
const BATCH_ROWS = 500;
const BATCH_CHARACTERS = 8 * 1024 * 1024;

/** The archive's rows are in, and checked; a step after that failed. What was written stays: the message says what is left to do. */
export class RestoredButUnfinishedError extends Error {
  override name = "RestoredButUnfinishedError";
}

/**
 * Restores an archive (decision 70): checks all of it first, refuses a database or folder that
 * holds data unless told to replace it, then in one transaction empties the database when told
 * to, migrates it to the archive's level, fills every table and compares each table's count and
 * checksum with the manifest, and puts the accounts and the form secret in place before it
 * commits; a failure up to the commit leaves the database and the folder as they were. Then
 * drizzle's migrator carries the rows to the code's level, as a start would.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreSummary> {
  const started = performance.now();
  const archive = await unpackArchive(file, target.migrationsFolder);
  try {
    const { manifest, folder } = archive;
    const accountsFrom = path.join(folder, "auth");
    const bringAccounts = target.accountsInto !== undefined && manifest.accounts === "included";
    const secretFrom = path.join(folder, "form-secret");
    const bringSecret = target.formSecretFile !== undefined && existsSync(secretFrom);
    if (!target.replace) {
      await refuseDataInDatabase(target.pool);
      if (bringAccounts && holdsFiles(target.accountsInto!))
        throw new BackupRefusedError(
          `${target.accountsInto} holds accounts already. Restore into an empty data folder, or replace them with --replace.`,
        );
      if (
        bringSecret &&
        existsSync(target.formSecretFile!) &&
        readFileSync(target.formSecretFile!, "utf8") !== readFileSync(secretFrom, "utf8")
      )
        throw new BackupRefusedError(
          `${target.formSecretFile} holds another form secret. Restore into an empty data folder, or replace it with --replace.`,
        );
    }

    const client = await target.pool.connect();
    let rows = 0;
    const placed: PlacedFile[] = [];
    try {
      await client.query("begin");
      await client.query("set local timezone = 'UTC'");
      if (target.replace) await emptyDatabase(client);
      await migrateWithin(client, manifest.migrations.count, target.migrationsFolder);
      const tables = await backedUpTables(client);
      const known = new Set(tables.map((table) => table.name));
      const foreign = manifest.tables.find((table) => !known.has(table.name));
      if (foreign) throw new BackupRefusedError(`The archive holds a table ${foreign.name} that its schema level does not have.`);
      const files = new Map(manifest.tables.map((table) => [table.name, path.join(folder, table.file)]));
      for (const table of tables) {
        const from = files.get(table.name);
        if (from) rows += await fillTable(client, table, from);
      }
      const restored = await tableDigests(client, tables);
      for (const table of manifest.tables) {
        const now = restored.get(table.name);
        if (now?.rows !== table.rows || now.sha256 !== table.sha256)
          throw new Error(`${table.name} restored as ${now?.rows ?? 0} rows that differ from the archive's ${table.rows}.`);
      }
      // The files last before the commit, each with its way back should the commit fail.
      if (bringAccounts) placed.push(putInPlace(accountsFrom, target.accountsInto!));
      if (bringSecret) placed.push(putInPlace(secretFrom, target.formSecretFile!, 0o600));
      await client.query("commit");
      for (const file of placed.splice(0)) file.keep();
    } catch (error) {
      await client.query("rollback").catch(() => {});
      for (const file of placed.reverse()) file.undo();
      throw error;
    } finally {
      client.release();
    }
    try {
      // Migrations newer than the archive carry its rows forward, as they would a running site's.
      await migrateDatabase({ $client: target.pool }, target.migrationsFolder);
    } catch (error) {
      throw new RestoredButUnfinishedError(
        `The archive's rows are restored and checked, but the migrations after its level failed: ${error instanceof Error ? error.message : String(error)}. The next start tries them again.`,
      );
    }
    return {
      tables: manifest.tables.length,
      rows,
      accounts: bringAccounts,
      takenAt: manifest.takenAt,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    archive.cleanUp();
  }
}

/** Refuses a database that holds any row in the site's tables: a restore never mixes two sites' data. */
async function refuseDataInDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    for (const table of await backedUpTables(client)) {
      const found = await client.query(`select 1 from public.${quotedName(table.name)} limit 1`);
      if (found.rowCount)
        throw new BackupRefusedError(
          `The database holds data already (${table.name} has rows). Restore into an empty database, or replace what it holds with --replace.`,
        );
    }
  } finally {
    client.release();
  }
}

/**
 * --replace, inside the restore's transaction: the site's schema (its tables, and the functions
 * and triggers its migrations made) and drizzle's record of migrations go, and come back with
 * the archive's, or not at all. A user who may not drop the schema is told so, and nothing changed.
 */
async function emptyDatabase(client: pg.PoolClient): Promise<void> {
  await client.query("drop schema if exists drizzle cascade");
  await client.query("drop schema if exists public cascade");
  await client.query("create schema public");
  // As a new database has it: anyone may use the schema's objects, as their grants allow.
  await client.query("grant usage on schema public to public");
}

/** Inserts a table's lines in batches, each row from its JSON as the table's own record type reads it. */
async function fillTable(client: pg.PoolClient, table: BackedUpTable, file: string): Promise<number> {
  // Generated columns are left to the database, which refuses a value for them.
  const columns = table.written.map(quotedName).join(", ");
  const insert = `insert into public.${quotedName(table.name)} (${columns}) select ${columns} from json_populate_recordset(null::public.${quotedName(table.name)}, $1::json)`;
  let batch: string[] = [];
  let characters = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(insert, [`[${batch.join(",")}]`]);
    rows += batch.length;
    batch = [];
    characters = 0;
  };
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === "") continue;
    batch.push(line);
    characters += line.length;
    if (batch.length >= BATCH_ROWS || characters >= BATCH_CHARACTERS) await flush();
  }
  await flush();
  return rows;
}

const holdsFiles = (folder: string) => existsSync(folder) && readdirSync(folder).length > 0;

/** A file or folder a restore has put in place: kept at the commit, or the one before put back. */
type PlacedFile = { keep: () => void; undo: () => void };

/** Puts the file or folder `from` at `into` (a file readable by `mode`), what was there set aside until the commit. */
function putInPlace(from: string, into: string, mode?: number): PlacedFile {
  mkdirSync(path.dirname(into), { recursive: true });
  const aside = `${into}.before-restore`;
  rmSync(aside, { recursive: true, force: true });
  const had = existsSync(into);
  if (had) renameSync(into, aside);
  cpSync(from, into, { recursive: true });
  if (mode !== undefined) chmodSync(into, mode);
  return {
    keep: () => rmSync(aside, { recursive: true, force: true }),
    undo: () => {
      rmSync(into, { recursive: true, force: true });
      if (had) renameSync(aside, into);
    },
  };
}
