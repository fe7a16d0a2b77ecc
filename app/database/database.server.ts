import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { settings } from "~/platform/settings.server";
import { watchDataWrites } from "./data-writes.server";
import { migrateDatabase } from "./migrate.server";
import * as schema from "./schema.server";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** What `db.transaction` hands its callback: the statements of one transaction. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The database could not be reached, or is not there: the caller answers 503 and keeps what it was given. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

let open: { url: string; db: Database; ready?: Promise<unknown> } | undefined;

/**
 * A pool to a PostgreSQL server (the embedded one speaks the same protocol), with drizzle over it.
 * `connectionWaitMs`: how long a caller waits for a free connection before it is told the
 * database is unavailable.
 */
export function connect(url: string, { maxConnections = 10, connectionWaitMs = 5_000 } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    // A request waits at most this long for a connection, then is told the database is unavailable.
    connectionTimeoutMillis: connectionWaitMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    query_timeout: 12_000,
  });
  // A connection that drops while idle (a restarted server) is replaced on next use; without
  // a listener, the pool's error event would end the process.
  pool.on("error", (error) => console.error(`An idle database connection failed: ${error.message}`));
  // A connection that drops while in use (the embedded database stopping under a sweep at a
  // stop, a server restarted) fails the statement it runs, and its caller hears of that; the pool
  // listens only to idle ones, so without a listener of its own the client's error event ended
  // the process: seen on SIGTERM a second after a start (issue 63).
  pool.on("connect", (client) => client.on("error", () => {}));
  // Pages kept for a session are out of date once a write lands (decision 40).
  watchDataWrites(pool);
  return drizzle(pool, { schema });
}

/**
 * This process's database, migrated. Migrations run once, on first use (the start asks first),
 * and are tried again on the next use if the database was unreachable.
 */
export async function database(): Promise<Database> {
  const setting = settings().database;
  if (setting.kind !== "server") throw new DatabaseUnavailableError("No database is running: start the site with npm start.");
  if (open?.url !== setting.url) {
    void open?.db.$client.end();
    open = { url: setting.url, db: connect(setting.url, { maxConnections: setting.connections }) };
  }
  const current = open;
  current.ready ??= migrateDatabase(current.db).then((applied) => {
    if (applied > 0) console.log(`Database: applied ${applied} ${applied === 1 ? "migration" : "migrations"}.`);
  });
  try {
    await current.ready;
  } catch (error) {
    // The next use tries again.
    current.ready = undefined;
    throw new DatabaseUnavailableError(`The database is unavailable: ${error instanceof Error ? error.message : String(error)}`);
  }
  return current.db;
}

/** Ends the pool: at shutdown, and in tests. */
export async function closeDatabase(): Promise<void> {
  const closing = open;
  open = undefined;
  await closing?.db.$client.end();
}

/** PostgreSQL's unique_violation (23505), itself or as the cause drizzle wraps it in: two writes of one key at once. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code ?? (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return code === "23505";
}

/** True for the errors that mean "the database is not there" rather than "this query is wrong". */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown } | undefined)?.code;
  const message = error instanceof Error ? error.message : "";
  if (
    (typeof code === "string" &&
      (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)$/.test(code) || /^(08|57P)/.test(code))) ||
    /timeout|Connection terminated|connect/i.test(message)
  )
    return true;
  // Drizzle wraps what the driver threw in its own error ("Failed query: …"), the driver's as its
  // cause: a refused connection, or a pool's wait for one that ran out on a busy machine (issue 63).
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  return cause !== undefined && cause !== error && isUnavailable(cause);
}
