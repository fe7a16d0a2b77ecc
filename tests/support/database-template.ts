import { cpSync } from "node:fs";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "../../scripts/embedded-database.mjs";
import { connect } from "../../app/database/database.server";
import { migrateDatabase } from "../../app/database/migrate.server";

/**
 * An embedded database made once for a test run to start its databases from a copy of (issue
 * 38): creating one (PGlite's initdb, then the migrations) costs about five seconds of CPU,
 * copying its folder a few milliseconds. With `migrated`, every migration of the project is
 * applied; without, it is as a first start creates it, for the tests of a migration. With
 * `content` too, it holds the repository's content as a site's first start gives it (decision
 * 55): a site the browser tests start on a copy then has nothing to import, where each import
 * of the same 115 documents cost about 2.5 s of the machine's time (a start 6.9 to 9.6
 * core-seconds, against 9.5 to 11.8, issue 63).
 */
export async function makeDatabaseTemplate(
  directory: string,
  { migrated, content = false }: { migrated: boolean; content?: boolean },
): Promise<void> {
  const running = await startEmbeddedDatabase({ directory, quiet: true });
  try {
    if (!migrated) return;
    const db = connect(running.url, { maxConnections: 1 });
    try {
      await migrateDatabase(db);
      if (content) {
        // Loaded only here: the unit tests' templates hold no content, and their set-up need not load it.
        const { seedContent } = await import("../../app/content-store/content-documents.server");
        await seedContent(db);
      }
    } finally {
      await db.$client.end();
    }
  } finally {
    await running.stop();
  }
}

/** A new database folder at `directory`, a copy of the template at `template`. */
export function copyDatabaseTemplate(template: string, directory: string): void {
  cpSync(template, directory, { recursive: true });
}
