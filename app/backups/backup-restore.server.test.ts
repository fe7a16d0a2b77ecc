import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { create as createTar, extract } from "tar";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "../../scripts/embedded-database.mjs";
import { leads } from "~/database/schema.server";
import { migrateDatabase } from "~/database/migrate.server";
import { storeLead } from "~/leads/lead-store.server";
import { aCohort } from "~tests/support/a-cohort";
import { aLead } from "~tests/support/a-lead";
import { copyDatabaseTemplate } from "~tests/support/database-template";
import { firstMigrations } from "~tests/support/migrations-up-to";
import { createOwnDatabase } from "~tests/support/own-database";
import { connectForTest, testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { fileSha256 } from "./archive-files.server";
import { codeMigrations } from "./migration-level.server";
import { BackupRefusedError } from "./read-archive.server";
import { restoreBackup } from "./restore-backup.server";
import { takeBackup } from "./take-backup.server";
import { backedUpTables, readRows, tableDigests } from "./table-rows.server";

type Target = { pool: pg.Pool; stop: () => Promise<void> };

/** An empty database to restore into, of either kind: nothing migrated, as a new data folder or a new server database is. */
async function emptyTarget(kind: (typeof testDatabaseKinds)[number]): Promise<Target> {
  if (kind === "PGlite") {
    const folder = mkdtempSync(path.join(tmpdir(), "brightline-restore-test-"));
    copyDatabaseTemplate(inject("databaseTemplates").empty, path.join(folder, "db"));
    const running = await startEmbeddedDatabase({ directory: path.join(folder, "db"), quiet: true });
    const pool = new pg.Pool({ connectionString: running.url, max: 1 });
    return {
      pool,
      stop: async () => {
        await pool.end();
        await running.stop();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const own = await createOwnDatabase(process.env.TEST_DATABASE_URL!, "brightline_restore");
  const pool = new pg.Pool({ connectionString: own.url, max: 2 });
  // Dropping the database ends any connection the pool still holds: not a failure of the test.
  pool.on("error", () => {});
  return {
    pool,
    stop: async () => {
      await pool.end();
      await own.drop();
    },
  };
}

async function digestsOf(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("set local timezone = 'UTC'");
    const digests = await tableDigests(client, await backedUpTables(client));
    await client.query("commit");
    return digests;
  } finally {
    client.release();
  }
}

async function backUp(url: string, file: string, formSecretFile?: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await takeBackup({ client, accounts: { kind: "project" }, formSecretFile }, file);
  } finally {
    await client.end();
  }
}

/** Rewrites an archive's files through `change` (path → new bytes, or undefined to leave out), keeping everything else. */
async function rewriteArchive(from: string, to: string, change: (file: string, bytes: Buffer) => Buffer | undefined) {
  const folder = mkdtempSync(path.join(tmpdir(), "brightline-rewrite-"));
  await extract({ file: from, cwd: folder });
  const names: string[] = [];
  await extract({ file: from, cwd: folder, onReadEntry: (entry) => void names.push(entry.path) });
  const kept = names.filter((name) => {
    const changed = change(name, readFileSync(path.join(folder, name)));
    if (changed === undefined) return false;
    writeFileSync(path.join(folder, name), changed);
    return true;
  });
  await createTar({ file: to, cwd: folder, portable: true }, kept);
  rmSync(folder, { recursive: true, force: true });
}

const work = mkdtempSync(path.join(tmpdir(), "brightline-backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(testDatabaseKinds)("a backup restored, on %s", (kind) => {
  const source = useTestDatabase(kind);
  const archive = path.join(work, `${kind}.tar`);
  const image = randomBytes(300_000);

  beforeAll(async () => {
    const db = source.db();
    // Rows of every kind of column the schema has: uuids, times, text, jsonb, arrays, dates and bytes.
    for (let index = 0; index < 40; index += 1) await storeLead(db, aLead({ name: `Lead ${index} – Jürgen “quoted” \\ back` }));
    await aCohort(db, { capacity: 9 });
    await db.$client.query(
      `insert into content_images (hash, width, height, alt, uploaded_by) values ('abc', 10, 20, 'Ein Bild', 'uid-1')`,
    );
    await db.$client.query(`insert into content_image_files (hash, width, format, bytes) values ('abc', 10, 'avif', $1)`, [image]);
    // A table with generated columns (search's stems): left out of the archive, worked out again by the target.
    await db.$client.query(
      `insert into search_entries (locale, kind, slug, address, title, text) values ('de', 'faq', 'formulare', '/de/faq#formulare', 'Barrierefreie Formulare', 'Webseiten und Kurse')`,
    );
    const secret = path.join(work, `${kind}-form-secret`);
    writeFileSync(secret, "a-secret-of-at-least-thirty-two-characters\n");
    await backUp(source.url(), archive, secret);
  }, 60_000);

  it("fills an empty database with every row, byte for byte, checked by each table's checksum", async () => {
    for (const into of testDatabaseKinds) {
      const target = await emptyTarget(into);
      try {
        const secretInto = path.join(work, `${kind}-${into}-restored`, "form-secret");
        const restored = await restoreBackup(archive, { pool: target.pool, formSecretFile: secretInto });
        expect(restored.rows).toBeGreaterThanOrEqual(43);
        expect(await digestsOf(target.pool)).toEqual(await digestsOf(source.db().$client));
        const { rows } = await target.pool.query<{ bytes: Buffer }>("select bytes from content_image_files where hash = 'abc'");
        expect(rows[0]?.bytes.equals(image)).toBe(true);
        const stems = await target.pool.query<{ found: boolean }>(
          "select words @@ to_tsquery('german', 'formular') and spellings @@ to_tsquery('simple', 'kurse') as found from search_entries",
        );
        expect(stems.rows).toEqual([{ found: true }]);
        const names = await target.pool.query<{ name: string }>("select name from leads where name like 'Lead 7 %'");
        expect(names.rows[0]?.name).toBe("Lead 7 – Jürgen “quoted” \\ back");
        expect(readFileSync(secretInto, "utf8")).toBe("a-secret-of-at-least-thirty-two-characters\n");
        const level = await target.pool.query<{ count: string }>("select count(*) from drizzle.__drizzle_migrations");
        expect(Number(level.rows[0]?.count)).toBe(codeMigrations().length);
      } finally {
        await target.stop();
      }
    }
  }, 120_000);

  it("refuses a database that holds rows, and replaces them when told", async () => {
    const target = await emptyTarget(kind);
    try {
      await migrateDatabase({ $client: target.pool });
      const db = connectForTest((target.pool.options as { connectionString: string }).connectionString, { maxConnections: 1 });
      await storeLead(db, aLead({ name: "Someone else's lead" }));
      await db.$client.end();
      await expect(restoreBackup(archive, { pool: target.pool })).rejects.toThrow(/holds data already \(leads has rows\)/);
      expect(Number((await target.pool.query("select count(*) from leads")).rows[0].count)).toBe(1);
      await restoreBackup(archive, { pool: target.pool, replace: true });
      expect((await target.pool.query("select 1 from leads where name = $1", ["Someone else's lead"])).rowCount).toBe(0);
      expect(await digestsOf(target.pool)).toEqual(await digestsOf(source.db().$client));
    } finally {
      await target.stop();
    }
  }, 120_000);

  it("refuses a truncated, tampered or newer archive before it writes anything", async () => {
    const target = await emptyTarget(kind);
    try {
      const truncated = path.join(work, `${kind}-truncated.tar`);
      writeFileSync(truncated, readFileSync(archive).subarray(0, 200_000));
      await expect(restoreBackup(truncated, { pool: target.pool })).rejects.toThrow(/is not a whole archive/);

      const tampered = path.join(work, `${kind}-tampered.tar`);
      await rewriteArchive(archive, tampered, (file, bytes) => (file === "form-secret" ? Buffer.from("x".repeat(bytes.length)) : bytes));
      await expect(restoreBackup(tampered, { pool: target.pool })).rejects.toThrow(
        /form-secret in the archive is not what its manifest says/,
      );

      const incomplete = path.join(work, `${kind}-incomplete.tar`);
      await rewriteArchive(archive, incomplete, (file, bytes) => (file === "tables/leads.jsonl.gz" ? undefined : bytes));
      await expect(restoreBackup(incomplete, { pool: target.pool })).rejects.toThrow(/lacks tables\/leads.jsonl.gz/);

      const newer = path.join(work, `${kind}-newer.tar`);
      await rewriteArchive(archive, newer, (file, bytes) => {
        if (file !== "manifest.json") return bytes;
        const manifest = JSON.parse(bytes.toString()) as { migrations: { count: number; last: string } };
        manifest.migrations = { count: manifest.migrations.count + 1, last: "9999_from_the_future" };
        return Buffer.from(JSON.stringify(manifest));
      });
      await expect(restoreBackup(newer, { pool: target.pool })).rejects.toBeInstanceOf(BackupRefusedError);
      await expect(restoreBackup(newer, { pool: target.pool })).rejects.toThrow(/newer version of the site/);

      // A file the manifest does not list, and a link, are refused too.
      for (const [label, add] of [
        ["stray", (folder: string) => writeFileSync(path.join(folder, "tables", "extra.jsonl.gz"), "")],
        ["link", (folder: string) => symlinkSync("/etc/passwd", path.join(folder, "passwd"))],
      ] as const) {
        const folder = mkdtempSync(path.join(tmpdir(), "brightline-extra-"));
        await extract({ file: archive, cwd: folder });
        add(folder);
        const extra = path.join(work, `${kind}-${label}.tar`);
        await createTar({ file: extra, cwd: folder, portable: true }, readdirSync(folder));
        rmSync(folder, { recursive: true, force: true });
        await expect(restoreBackup(extra, { pool: target.pool })).rejects.toThrow(
          label === "stray" ? /tables\/extra.jsonl.gz, which its manifest does not list/ : /passwd, which is no plain file/,
        );
      }

      // Nothing was written: not even the schema.
      const tables = await target.pool.query("select 1 from pg_tables where schemaname = 'public'");
      expect(tables.rowCount).toBe(0);
    } finally {
      await target.stop();
    }
  }, 120_000);

  it("leaves nothing half restored when a row does not go in", async () => {
    const target = await emptyTarget(kind);
    try {
      // A row whose foreign key names no image, with the manifest mended so the archive passes its checks.
      const mended = path.join(work, `${kind}-mended.tar`);
      const folder = mkdtempSync(path.join(tmpdir(), "brightline-mend-"));
      await extract({ file: archive, cwd: folder });
      const imageFiles = path.join(folder, "tables", "content_image_files.jsonl.gz");
      writeFileSync(imageFiles, gzipSync(gunzipSync(readFileSync(imageFiles)).toString().replaceAll('"hash":"abc"', '"hash":"nothing"')));
      const manifest = JSON.parse(readFileSync(path.join(folder, "manifest.json"), "utf8")) as {
        files: { path: string; bytes: number; sha256: string }[];
      };
      for (const entry of manifest.files) {
        entry.bytes = statSync(path.join(folder, entry.path)).size;
        entry.sha256 = await fileSha256(path.join(folder, entry.path));
      }
      writeFileSync(path.join(folder, "manifest.json"), JSON.stringify(manifest));
      await createTar({ file: mended, cwd: folder, portable: true }, ["manifest.json", ...manifest.files.map((entry) => entry.path)]);
      rmSync(folder, { recursive: true, force: true });

      await expect(restoreBackup(mended, { pool: target.pool })).rejects.toThrow(/foreign key/);
      // Nothing of it is left: not a row, not a table, not drizzle's record of a migration.
      expect((await target.pool.query("select 1 from pg_tables where schemaname in ('public', 'drizzle')")).rowCount).toBe(0);
      // And a second try, with the whole archive, goes in.
      await restoreBackup(archive, { pool: target.pool });
      expect(Number((await target.pool.query("select count(*) from content_image_files")).rows[0].count)).toBe(1);
    } finally {
      await target.stop();
    }
  }, 120_000);
});

describe("a table whose rows name each other", () => {
  const source = useTestDatabase("PGlite");

  it("is read with the rows named before the rows that name them, whatever their keys", async () => {
    const db = source.db();
    await db.$client.query("create table backup_tree (id text primary key, parent text references backup_tree (id))");
    try {
      await db.$client.query(
        "insert into backup_tree values ('z-root', null), ('a-child', 'z-root'), ('m-root', null), ('b-child', 'm-root')",
      );
      const client = await db.$client.connect();
      const lines: string[] = [];
      try {
        await client.query("begin");
        const table = (await backedUpTables(client)).find((one) => one.name === "backup_tree")!;
        expect(table.selfReferences).toEqual(["parent"]);
        await readRows(client, table, (batch) => void lines.push(...batch));
        await client.query("commit");
      } finally {
        client.release();
      }
      expect(lines.map((line) => (JSON.parse(line) as { id: string }).id)).toEqual(["m-root", "z-root", "a-child", "b-child"]);
    } finally {
      await db.$client.query("drop table backup_tree");
    }
  });

  it("says which tables hold bytes, read a few rows at a time", async () => {
    const client = await source.db().$client.connect();
    try {
      const tables = await backedUpTables(client);
      expect(tables.filter((table) => table.holdsBytes).map((table) => table.name)).toEqual(
        expect.arrayContaining(["content_image_files", "profile_photos", "invoice_files"]),
      );
      expect(tables.find((table) => table.name === "leads")?.holdsBytes).toBe(false);
    } finally {
      client.release();
    }
  });
});

describe("an archive from an older schema", () => {
  const older = codeMigrations().length - 1;
  const source = useTestDatabase("PGlite", { migrationsFolder: firstMigrations(older) });

  it("is restored at its own level, then migrated with the rows in it", async () => {
    await source
      .db()
      .insert(leads)
      .values(aLead({ name: "An older lead" }));
    const archive = path.join(work, "older.tar");
    await backUp(source.url(), archive);
    const manifest = JSON.parse(
      (await import("node:child_process")).execFileSync("tar", ["-xOf", archive, "manifest.json"]).toString(),
    ) as {
      migrations: { count: number };
    };
    expect(manifest.migrations.count).toBe(older);
    const target = await emptyTarget("PGlite");
    try {
      await restoreBackup(archive, { pool: target.pool });
      expect((await target.pool.query("select 1 from leads where name = 'An older lead'")).rowCount).toBe(1);
      const level = await target.pool.query<{ count: string }>("select count(*) from drizzle.__drizzle_migrations");
      expect(Number(level.rows[0]?.count)).toBe(codeMigrations().length);
    } finally {
      await target.stop();
    }
  }, 120_000);
});
