import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../app/database/database.server";
import { MIGRATIONS_FOLDER } from "../../app/database/migrate.server";

/**
 * Runs one migration's statements again on a database that ran them once already, empty: a
 * migration that cleans stored data is tested on rows stored after it, as a site's older rows.
 */
export function migrationRunner(file: string): (db: Database) => Promise<void> {
  const statements = readFileSync(path.join(MIGRATIONS_FOLDER, file), "utf8").split("--> statement-breakpoint");
  return async (db) => {
    for (const statement of statements) await db.execute(sql.raw(statement));
  };
}
