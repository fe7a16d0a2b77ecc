import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

/** The migrations drizzle-kit wrote, committed with the code; found from where the site starts, as its data is. */
export const MIGRATIONS_FOLDER = path.resolve("drizzle");

/** Any fixed number will do; it names "migrating Brightline's schema" among advisory locks. */
const MIGRATION_LOCK = 7_340_117_001;

/**
 * Applies the migrations not yet applied, holding a session advisory lock, so that instances
 * starting together against one server migrate one after another: the first applies them, the
 * others find nothing left to do. Returns how many this call applied.
 */
export async function migrateDatabase(db: { $client: pg.Pool }, migrationsFolder = MIGRATIONS_FOLDER): Promise<number> {
  const client = await db.$client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      const session = drizzle(client);
      const before = await appliedCount(client);
      // drizzle's types ask for a pool; on one connection (which holds the lock) it runs the same.
      await migrate(session as unknown as Parameters<typeof migrate>[0], { migrationsFolder });
      return (await appliedCount(client)) - before;
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

async function appliedCount(client: pg.PoolClient): Promise<number> {
  const table = await client.query<{ exists: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as exists");
  if (!table.rows[0]?.exists) return 0;
  const counted = await client.query<{ count: number }>("select count(*)::int as count from drizzle.__drizzle_migrations");
  return counted.rows[0]?.count ?? 0;
}
