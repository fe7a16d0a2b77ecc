import { readFileSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { z } from "zod";
import { MIGRATIONS_FOLDER } from "~/database/migrate.server";

const journalSchema = z.looseObject({ entries: z.array(z.looseObject({ tag: z.string().min(1) })) });

/** The migrations the code carries, in order, by tag (drizzle-kit's journal). */
export function codeMigrations(migrationsFolder = MIGRATIONS_FOLDER): string[] {
  return journalSchema
    .parse(JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")))
    .entries.map((entry) => entry.tag);
}

/** How far a database is migrated: how many of the journal's migrations, and the last one's tag. */
export type MigrationLevel = { count: number; last: string | null };

/** The level of the database `client` is connected to: drizzle numbers what it applied, in the journal's order. */
export async function migrationLevel(client: pg.ClientBase, migrationsFolder = MIGRATIONS_FOLDER): Promise<MigrationLevel> {
  const table = await client.query<{ exists: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as exists");
  const count = table.rows[0]?.exists
    ? Number((await client.query<{ count: string }>("select count(*) as count from drizzle.__drizzle_migrations")).rows[0]?.count ?? 0)
    : 0;
  return { count, last: count === 0 ? null : (codeMigrations(migrationsFolder)[count - 1] ?? null) };
}

/**
 * Applies the code's first `count` migrations on `client`, inside the caller's transaction, as
 * drizzle's migrator does (its record in `drizzle.__drizzle_migrations`, each migration's hash
 * and time): so that a restore's schema, its rows and their check stand or fall together, and
 * drizzle's own migrator carries on from there at the next start.
 */
export async function migrateWithin(client: pg.ClientBase, count: number, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder }).slice(0, count);
  await client.query('create schema if not exists "drizzle"');
  await client.query(
    'create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
    await client.query('insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}
