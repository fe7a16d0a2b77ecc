import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "../../scripts/embedded-database.mjs";
import { connect, type Database } from "~/database/database.server";
import { migrateDatabase } from "~/database/migrate.server";
import { copyDatabaseTemplate } from "./database-template";
import { createOwnDatabase } from "./own-database";

/**
 * The databases a data-layer test runs on: the embedded PGlite always, and a PostgreSQL server
 * when TEST_DATABASE_URL is set (.ci/run points it at this machine's). Each run gets a database
 * of its own, migrated, and drops it afterwards.
 */
export const testDatabaseKinds = process.env.TEST_DATABASE_URL ? (["PGlite", "PostgreSQL"] as const) : (["PGlite"] as const);

export type TestDatabase = { db: () => Database; url: () => string };

/**
 * A pool for a test: as the site's, but a caller waits up to a minute for a free connection
 * where a visitor waits 5 s. A test that races a hundred bookings through ten connections checks
 * what the race leaves behind, not how long the queue for a connection was, and on a machine busy
 * with a second test run that queue outlasted 5 s and failed a correct run (issue 63).
 */
export function connectForTest(url: string, { maxConnections = 10 } = {}): Database {
  return connect(url, { maxConnections, connectionWaitMs: 60_000 });
}

/**
 * `migrationsFolder`: migrate from another folder than the project's (`migrationsUpTo`), to test
 * a migration on rows stored before it.
 */
export function useTestDatabase(
  kind: (typeof testDatabaseKinds)[number],
  { migrationsFolder }: { migrationsFolder?: string } = {},
): TestDatabase {
  let db: Database | undefined;
  let url: string | undefined;
  let cleanUp: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (kind === "PGlite") {
      const folder = mkdtempSync(path.join(tmpdir(), "brightline-db-test-"));
      // A copy of the run's template (tests/setup/database-templates.ts), not a new database:
      // the same files, seconds of CPU sooner.
      const templates = inject("databaseTemplates");
      copyDatabaseTemplate(migrationsFolder ? templates.empty : templates.migrated, path.join(folder, "db"));
      const running = await startEmbeddedDatabase({ directory: path.join(folder, "db"), quiet: true });
      url = running.url;
      cleanUp = async () => {
        await running.stop();
        rmSync(folder, { recursive: true, force: true });
      };
    } else {
      const own = await createOwnDatabase(process.env.TEST_DATABASE_URL!, "brightline_test");
      url = own.url;
      cleanUp = own.drop;
    }
    // One connection to PGlite, as the site has (decision 17).
    db = connectForTest(url!, { maxConnections: kind === "PGlite" ? 1 : 10 });
    await migrateDatabase(db, migrationsFolder);
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
