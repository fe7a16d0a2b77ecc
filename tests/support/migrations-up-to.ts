import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { codeMigrations } from "../../app/backups/migration-level.server";
import { MIGRATIONS_FOLDER } from "../../app/database/migrate.server";

/**
 * A migrations folder holding the project's first `count` migrations: a database migrated from
 * it is a site's database as it stood then, for a test to store the rows a later migration, or a
 * restore of an older archive, must carry over.
 */
export function firstMigrations(count: number): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const folder = mkdtempSync(path.join(tmpdir(), "brightline-migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.slice(0, count);
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/** The same, up to and including the migration `tag`. */
export function migrationsUpTo(tag: string): string {
  const last = codeMigrations().indexOf(tag);
  if (last < 0) throw new Error(`No migration ${tag}`);
  return firstMigrations(last + 1);
}
