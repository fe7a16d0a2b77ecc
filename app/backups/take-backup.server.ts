import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type pg from "pg";
import { create as createTar } from "tar";
import { describeFile, filesUnder } from "./archive-files.server";
import { BACKUP_FORMAT, MANIFEST_FILE, type BackupManifest } from "./backup-manifest.server";
import { migrationLevel } from "./migration-level.server";
import { backedUpTables, beginSnapshot, readRows, tableDigester, type BackedUpTable } from "./table-rows.server";

/** Where the accounts are, when the site keeps them (decision 70). */
export type AccountSource =
  /** The Auth emulator of this folder: asked for an export through its hub while it runs, else its last export. */
  | { kind: "emulator"; hubUrl?: string; keptIn: string }
  /** A Firebase project keeps them; the archive says so. */
  | { kind: "project" };

export type BackupSources = {
  /** A connection of the backup's own, for its one transaction. */
  client: pg.ClientBase;
  accounts: AccountSource;
  /** DATA_DIR/form-secret, when the site keeps its form secret there (no FORM_SECRETS). */
  formSecretFile?: string;
};

export type BackupSummary = {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  accounts: BackupManifest["accounts"];
  seconds: number;
};

/**
 * Writes one archive of everything the site keeps to `file` (decision 70): every table read in
 * one snapshot, the accounts, the form secret, and a manifest of their counts and checksums. The
 * archive appears whole or not at all (written beside it, then renamed).
 */
export async function takeBackup(sources: BackupSources, file: string): Promise<BackupSummary> {
  const started = performance.now();
  const work = mkdtempSync(path.join(tmpdir(), "brightline-backup-"));
  const { client } = sources;
  try {
    // The accounts first, outside the snapshot: on the embedded database the site waits while a
    // snapshot is open, and an account made in between is at worst one with no rows yet.
    const accounts = await copyAccounts(sources.accounts, path.join(work, "auth"));
    await beginSnapshot(client);
    let manifest: BackupManifest;
    try {
      // The snapshot is taken by the first statement that reads: this one.
      const moment = await client.query<{ at: string }>("select to_json(now())#>>'{}' as at");
      const takenAt = new Date(moment.rows[0]!.at).toISOString();
      const migrations = await migrationLevel(client);
      const tables: BackupManifest["tables"] = [];
      mkdirSync(path.join(work, "tables"));
      for (const table of await backedUpTables(client)) tables.push(await writeTable(client, table, work));
      await client.query("commit");
      if (sources.formSecretFile && existsSync(sources.formSecretFile)) cpSync(sources.formSecretFile, path.join(work, "form-secret"));
      const files = [...tables.map((table) => table.file), ...(accounts === "included" ? filesUnder(work, "auth") : [])];
      if (existsSync(path.join(work, "form-secret"))) files.push("form-secret");
      manifest = {
        format: BACKUP_FORMAT,
        takenAt,
        migrations,
        tables,
        files: await Promise.all(files.map((relative) => describeFile(work, relative))),
        accounts,
      };
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    }
    writeFileSync(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // Readable by the site's owner alone: an archive holds password hashes and the form secret.
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
    try {
      writeFileSync(partial, "", { flag: "wx", mode: 0o600 });
      await createTar({ file: partial, cwd: work, portable: true }, [MANIFEST_FILE, ...manifest.files.map((entry) => entry.path)]);
      renameSync(partial, file);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    return {
      file,
      bytes: statSync(file).size,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      accounts: manifest.accounts,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** One table's rows as gzipped JSON lines, and what the manifest says of them. */
async function writeTable(client: pg.ClientBase, table: BackedUpTable, work: string): Promise<BackupManifest["tables"][number]> {
  const relative = `tables/${table.name}.jsonl.gz`;
  const gzip = createGzip();
  const written = finished(gzip.pipe(createWriteStream(path.join(work, relative))));
  const digester = tableDigester();
  await readRows(client, table, async (lines) => {
    digester.add(lines);
    if (!gzip.write(lines.map((line) => `${line}\n`).join(""))) await once(gzip, "drain");
  });
  gzip.end();
  await written;
  return { name: table.name, ...digester.digest(), file: relative };
}

/** Puts the accounts into `into`: an export the running emulator writes now, or its last one. */
async function copyAccounts(source: AccountSource, into: string): Promise<BackupManifest["accounts"]> {
  if (source.kind === "project") return "kept by the Firebase project";
  if (source.hubUrl) {
    const answer = await fetch(new URL("/_admin/export", source.hubUrl), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: into, initiatedBy: "brightline-backup", targets: ["auth"] }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!answer.ok) throw new Error(`The auth emulator did not export its accounts (${answer.status}): ${await answer.text()}`);
    return "included";
  }
  // The site is stopped: its last export, the newer of the one it keeps and the one the emulator wrote as it stopped.
  const exportedAt = (folder: string) => statSync(path.join(folder, "firebase-export-metadata.json"), { throwIfNoEntry: false })?.mtimeMs;
  const [kept] = [source.keptIn, `${source.keptIn}.exit`]
    .filter((folder) => exportedAt(folder) !== undefined)
    .sort((a, b) => exportedAt(b)! - exportedAt(a)!);
  if (!kept) return "none yet";
  cpSync(kept, into, { recursive: true });
  return "included";
}
