import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "../../scripts/embedded-database.mjs";
import { connect, type Database } from "~/database/database.server";
import { migrateDatabase } from "~/database/migrate.server";

/**
 * The databases a data-layer test runs on: the embedded PGlite always, and a PostgreSQL server
 * when TEST_DATABASE_URL is set (.ci/run points it at this machine's). Each run gets a database
 * of its own, migrated, and drops it afterwards.
 */
export const testDatabaseKinds = process.env.TEST_DATABASE_URL ? (["PGlite", "PostgreSQL"] as const) : (["PGlite"] as const);

export type TestDatabase = { db: () => Database; url: () => string };

export function useTestDatabase(kind: (typeof testDatabaseKinds)[number]): TestDatabase {
  let db: Database | undefined;
  let url: string | undefined;
  let cleanUp: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (kind === "PGlite") {
      const folder = mkdtempSync(path.join(tmpdir(), "brightline-db-test-"));
      const running = await startEmbeddedDatabase({ directory: path.join(folder, "db"), quiet: true });
      url = running.url;
      cleanUp = async () => {
        await running.stop();
        rmSync(folder, { recursive: true, force: true });
      };
    } else {
      const server = new URL(process.env.TEST_DATABASE_URL!);
      const name = `brightline_test_${randomUUID().replaceAll("-", "")}`;
      const admin = new pg.Client({ connectionString: server.href });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      server.pathname = `/${name}`;
      url = server.href;
      cleanUp = async () => {
        const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      };
    }
    // One connection to PGlite, as the site has (decision 17).
    db = connect(url!, { maxConnections: kind === "PGlite" ? 1 : 10 });
    await migrateDatabase(db);
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
    await cleanUp();
  }, 30_000);
  return {
    db: () => {
      if (!db) throw new Error("The test database is used before it started");
      return db;
    },
    url: () => url!,
  };
}
