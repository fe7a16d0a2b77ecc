import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { copyDatabaseTemplate } from "~tests/support/database-template";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "./embedded-database.mjs";

/**
 * The embedded database serves several connections over one PGlite session (decision 70): a
 * statement in pieces or a transaction keeps the session to its connection, and a connection
 * that goes in the middle of either gives it back, rolled back.
 */
describe("the embedded database's connections", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "brightline-embedded-"));
  let running: { url: string; stop: () => Promise<void> };
  const open: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ connectionString: running.url });
    client.on("error", () => {});
    await client.connect();
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    copyDatabaseTemplate(inject("databaseTemplates").empty, path.join(folder, "db"));
    running = await startEmbeddedDatabase({ directory: path.join(folder, "db"), quiet: true });
    const setup = await connect();
    await setup.query("create table counted (n integer)");
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled(open.map((client) => client.end()));
    await running?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("keeps each connection's parameterised statements whole while two run side by side", async () => {
    const [a, b] = [await connect(), await connect()];
    const rounds = Array.from({ length: 200 }, (_, index) =>
      Promise.all([
        a.query("select $1::int + 1 as n", [index]).then((result) => result.rows[0].n),
        b.query("select $1::int * 2 as n", [index]).then((result) => result.rows[0].n),
      ]),
    );
    const answers = await Promise.all(rounds);
    expect(answers).toEqual(Array.from({ length: 200 }, (_, index) => [index + 1, index * 2]));
  });

  it("holds the session for a transaction, and gives it back, rolled back, when its connection goes", async () => {
    const [holder, other] = [await connect(), await connect()];
    await holder.query("begin");
    await holder.query("insert into counted values (1)");
    // The other's statement waits for the transaction.
    const waiting = other.query("select count(*)::int as n from counted");
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Gone without a word: no commit, no rollback, no goodbye.
    (holder as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    const { rows } = await waiting;
    expect(rows[0].n).toBe(0);
    expect((await other.query("select 1 as alive")).rows[0].alive).toBe(1);
  });
});
