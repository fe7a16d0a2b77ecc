import { sql } from "drizzle-orm";
import { noteSeen, openSession } from "~/sessions/device-sessions.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { changedSomething, onDataWritten, unnoted } from "./data-writes.server";

describe.each(testDatabaseKinds)("writes told as they land, on %s", (kind) => {
  const test = useTestDatabase(kind);
  let told: string[] = [];
  let stop = () => {};
  // What the listener saw of the table when it was told: a write is told once others can read it.
  let reads: Promise<number>[] = [];
  beforeEach(() => {
    told = [];
    reads = [];
    stop = onDataWritten(() => {
      told.push("written");
      reads.push(count());
    });
  });
  afterEach(() => stop());

  const count = async () => Number((await test.db().execute(sql`select count(*) as n from writes_told`)).rows[0]!.n);
  beforeAll(async () => {
    await test.db().execute(sql`create table if not exists writes_told (id serial primary key, word text not null)`);
  });

  it("tells of a row written, once, and of no read", async () => {
    await test.db().execute(sql`select 1`);
    expect(told).toEqual([]);
    await test.db().execute(sql`insert into writes_told (word) values ('one')`);
    expect(told).toEqual(["written"]);
  });

  it("tells of a SELECT over WITH clauses that write, as a seat offer is made, whatever it returns", async () => {
    await test.db().execute(sql`with added as (insert into writes_told (word) values ('offered') returning id) select count(*) from added`);
    expect(told).toEqual(["written"]);
    await test.db().execute(sql`with gone as (delete from writes_told where id = -1 returning id) select count(*) from gone`);
    expect(told).toEqual(["written", "written"]);
    await test.db().execute(sql`with words as (select word from writes_told) select count(*) from words`);
    expect(told).toHaveLength(2);
  });

  it("tells nothing of an update or delete that changed no row", async () => {
    await test.db().execute(sql`update writes_told set word = 'x' where id = -1`);
    await test.db().execute(sql`delete from writes_told where id = -1`);
    expect(told).toEqual([]);
  });

  it("tells of a transaction's writes after its commit, once, when the rows can be read", async () => {
    const before = await count();
    await test.db().transaction(async (tx) => {
      await tx.execute(sql`insert into writes_told (word) values ('two')`);
      await tx.execute(sql`insert into writes_told (word) values ('three')`);
      expect(told).toEqual([]);
    });
    expect(told).toEqual(["written"]);
    expect(await reads[0]).toBe(before + 2);
  });

  it("tells nothing of a transaction rolled back, and goes on telling afterwards", async () => {
    await expect(
      test.db().transaction(async (tx) => {
        await tx.execute(sql`insert into writes_told (word) values ('gone')`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(told).toEqual([]);
    await test.db().execute(sql`insert into writes_told (word) values ('after')`);
    expect(told).toEqual(["written"]);
  });

  it("keeps what a transaction wrote before a savepoint that was rolled back to", async () => {
    await test.db().transaction(async (tx) => {
      await tx.execute(sql`insert into writes_told (word) values ('kept')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into writes_told (word) values ('undone')`);
          throw new Error("not this part");
        }),
      ).rejects.toThrow("not this part");
    });
    expect(told).toEqual(["written"]);
  });

  it("tells nothing of an unnoted write: a session's last-seen time", async () => {
    await test.db().execute(unnoted(sql`update writes_told set word = 'quiet'`));
    const id = await openSession(test.db(), {
      accountId: "uid-1",
      device: "Firefox on Linux",
      signedInAt: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(told).toEqual(["written"]);
    await noteSeen(test.db(), id, new Date(Date.now() + 1_000));
    expect(told).toEqual(["written"]);
    const seen = await test.db().execute(sql`select last_seen_at from sessions where id = ${id}`);
    expect(new Date(seen.rows[0]!.last_seen_at as string).getTime()).toBeGreaterThan(Date.now() - 5_000);
  });
});

describe("what counts as a change", () => {
  it("is a row written, or a table made; never a read or a transaction's steering", () => {
    expect(changedSomething({ command: "INSERT", rowCount: 1 })).toBe(true);
    expect(changedSomething({ command: "UPDATE", rowCount: 0 })).toBe(false);
    expect(changedSomething({ command: "CREATE", rowCount: null })).toBe(true);
    for (const command of ["SELECT", "BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "SET"]) {
      expect(changedSomething({ command, rowCount: 3 })).toBe(false);
    }
  });
});
