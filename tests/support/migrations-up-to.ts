import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MIGRATIONS_FOLDER } from "../../app/database/migrate.server";

type Journal = { entries: { tag: string }[] };

/**
 * A migrations folder holding the project's migrations up to and including `tag`: a database
 * migrated from it is a site's database as it stood then, for a test to store the rows a later
 * migration must carry over.
 */
export function migrationsUpTo(tag: string): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`No migration ${tag}`);
  const folder = mkdtempSync(path.join(tmpdir(), "brightline-migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.slice(0, last + 1);
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}
