import pg from "pg";
import { createOwnDatabase } from "~tests/support/own-database";
import { connect } from "./database.server";

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
