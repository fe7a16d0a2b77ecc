import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";

type Listener = () => Promise<unknown> | void;

const listeners = new Set<Listener>();

/**
 * What a statement that no listener is told of starts with. Said in the statement itself: a
 * pooled connection may run it in another request's async context, so nothing else can carry it.
 */
const UNNOTED = "/* unnoted */";

/**
 * Calls `listener` each time a write to the database has landed: after a statement outside a
 * transaction changed a row, or after the commit of a transaction that did. The statement's
 * caller goes on once the listener is done (a promise it returns settled), so what it tells
 * (pages kept for a session are out of date: decision 40) is told before anything that follows
 * the write. Until the returned function is called.
 */
export function onDataWritten(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A write no listener is told of: for one no page shows as it happens (a session's last-seen time). */
export function unnoted(statement: SQL): SQL {
  return sql`${sql.raw(UNNOTED)} ${statement}`;
}

/** The longest a write's caller waits for its listeners (a Redis that accepts and never answers). */
const LONGEST_TELLING_MS = 1_000;

async function tell(): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const told = Promise.all(
    [...listeners].map(async (listener) => {
      try {
        await listener();
      } catch (error) {
        console.error("A listener for database writes failed:", error);
      }
    }),
  );
  await Promise.race([told, new Promise((resolve) => (timer = setTimeout(resolve, LONGEST_TELLING_MS).unref()))]);
  clearTimeout(timer);
}

/**
 * A statement whose command tag says SELECT but whose WITH clauses write (`with offers as
 * (update …) select count(*) from offers`): pg reports the outer command only.
 */
const WRITING_CLAUSE = /\b(?:insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i;

/** Commands that read or steer a transaction: anything else that answers (a row changed, a table made) is a write. */
const READS = new Set([
  "SELECT",
  "SHOW",
  "SET",
  "RESET",
  "BEGIN",
  "START",
  "SAVEPOINT",
  "RELEASE",
  "FETCH",
  "DECLARE",
  "CLOSE",
  "LISTEN",
  "EXPLAIN",
]);
const ROW_WRITES = new Set(["INSERT", "UPDATE", "DELETE", "MERGE", "COPY"]);

/**
 * Whether a statement changed something, from its result and its text: a row written, a table or
 * index made or changed, or a SELECT over WITH clauses that write (counted whatever it returns).
 */
export function changedSomething(result: Pick<pg.QueryResult, "command" | "rowCount">, text = ""): boolean {
  const command = (result.command ?? "").toUpperCase();
  if (command === "SELECT" && /^\s*with\b/i.test(text) && WRITING_CLAUSE.test(text)) return true;
  if (READS.has(command) || command === "COMMIT" || command === "ROLLBACK") return false;
  return ROW_WRITES.has(command) ? (result.rowCount ?? 0) > 0 : command !== "";
}

type Watched = pg.PoolClient & { [WATCHED]?: true };
const WATCHED = Symbol("data-writes watched");

/**
 * Watches every connection of the pool: a write that lands is told to `onDataWritten`'s
 * listeners once it can be read by others (after its statement, or its transaction's commit),
 * and a transaction rolled back is told of nothing.
 */
export function watchDataWrites(pool: pg.Pool): void {
  pool.on("connect", (client: Watched) => {
    if (client[WATCHED]) return;
    client[WATCHED] = true;
    let inTransaction = false;
    let wrote = false;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    /** Follows the connection's transaction through one statement's result: true when a write has just landed. */
    const landed = (result: pg.QueryResult | pg.QueryResult[] | undefined, text: string): boolean => {
      let told = false;
      const noted = !text.startsWith(UNNOTED);
      // ROLLBACK TO SAVEPOINT answers "ROLLBACK" too, but the transaction goes on.
      const toSavepoint = /^\s*rollback\s+to\b/i.test(text);
      for (const one of Array.isArray(result) ? result : [result]) {
        const command = (one?.command ?? "").toUpperCase();
        if (command === "BEGIN" || command === "START") inTransaction = true;
        else if (command === "ROLLBACK") {
          if (toSavepoint) continue;
          inTransaction = false;
          wrote = false;
        } else if (command === "COMMIT") {
          inTransaction = false;
          told ||= wrote;
          wrote = false;
        } else if (noted && one && changedSomething(one, text)) {
          if (inTransaction) wrote = true;
          else told = true;
        }
      }
      return told;
    };
    client.query = ((...args: unknown[]) => {
      const given = typeof args[0] === "string" ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
      const text = typeof given === "string" ? given : "";
      // The pool's own query (every statement outside a transaction) asks with a callback;
      // drizzle's transactions ask for a promise.
      const last = args.at(-1);
      if (typeof last === "function") {
        const callback = last as (error: Error | undefined, result: pg.QueryResult) => void;
        args[args.length - 1] = (error: Error | undefined, result: pg.QueryResult) => {
          if (!error && landed(result, text)) void tell().then(() => callback(error, result));
          else callback(error, result);
        };
        return query(...args);
      }
      const answer = query(...args);
      if (!(answer instanceof Promise)) return answer;
      return answer.then(async (result: pg.QueryResult | pg.QueryResult[]) => {
        if (landed(result, text)) await tell();
        return result;
      });
    }) as typeof client.query;
  });
}
