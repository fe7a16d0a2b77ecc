import { sql } from "drizzle-orm";
import pg from "pg";
import { createOwnDatabase } from "~tests/support/own-database";
import { connect, isUnavailable } from "./database.server";

const serverUrl = process.env.TEST_DATABASE_URL;

// Ending another session's connection needs a server: PGlite has one connection.
describe.skipIf(!serverUrl)("the site's pool, on PostgreSQL", () => {
  let own: Awaited<ReturnType<typeof createOwnDatabase>>;
  beforeAll(async () => {
    own = await createOwnDatabase(serverUrl!, "brightline_pool");
  });
  afterAll(async () => {
    await own.drop();
  });

  it("outlives a connection that drops while in use, and answers on a new one", async () => {
    const db = connect(own.url);
    const inUse = await db.$client.connect();
    const { rows } = await inUse.query<{ pid: number }>("select pg_backend_pid() as pid");
    const ended = new Promise((resolve) => inUse.once("end", resolve));
    const other = new pg.Client({ connectionString: own.url });
    await other.connect();
    await other.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
    await other.end();
    // Without a listener of the client's own, its error event here is an uncaught exception.
    await ended;
    await expect(inUse.query("select 1")).rejects.toThrow();
    inUse.release(true);
    expect((await db.$client.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await db.$client.end();
  });
});

describe("telling a database that is not there from a query that is wrong", () => {
  it("sees through the error Drizzle wraps around a refused connection", async () => {
    const nowhere = connect("postgres://postgres@127.0.0.1:1/nowhere", { connectionWaitMs: 1_000 });
    const refused: unknown = await nowhere.execute(sql`select 1`).catch((error: unknown) => error);
    await nowhere.$client.end();
    expect((refused as Error).message).toMatch(/^Failed query: select 1/);
    expect(isUnavailable(refused)).toBe(true);
  });

  it.skipIf(!serverUrl)("sees through it around a pool's wait for a connection that ran out, and not around a wrong query", async () => {
    const db = connect(serverUrl!, { maxConnections: 1, connectionWaitMs: 200 });
    const held = await db.$client.connect();
    const waited: unknown = await db.execute(sql`select 1`).catch((error: unknown) => error);
    held.release();
    const wrong: unknown = await db.execute(sql`select * from no_such_table`).catch((error: unknown) => error);
    await db.$client.end();
    expect((waited as Error).message).toMatch(/^Failed query: select 1/);
    expect(isUnavailable(waited)).toBe(true);
    expect((wrong as Error).message).toMatch(/^Failed query: select \* from no_such_table/);
    expect(isUnavailable(wrong)).toBe(false);
  });
});
