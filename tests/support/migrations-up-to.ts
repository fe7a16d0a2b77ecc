import { codeMigrations, migrationsUpTo as firstMigrations } from "../../app/backups/migration-level.server";

/**
 * A migrations folder holding the project's migrations up to and including `tag`: a database
 * migrated from it is a site's database as it stood then, for a test to store the rows a later
 * migration must carry over.
 */
export function migrationsUpTo(tag: string): string {
  const last = codeMigrations().indexOf(tag);
  if (last < 0) throw new Error(`No migration ${tag}`);
  return firstMigrations(last + 1);
}
