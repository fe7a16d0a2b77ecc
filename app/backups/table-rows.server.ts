import { createHash } from "node:crypto";
import type pg from "pg";

/** A table of the site's, as a backup reads and a restore fills it. */
export type BackedUpTable = {
  name: string;
  /** The columns its rows are read in order of: the primary key's. */
  key: string[];
  /** The tables its foreign keys name, filled before it. */
  parents: string[];
  /** Its columns that name a row of the same table (a credit note's invoice): rows that name none come first. */
  selfReferences: string[];
  /** Whether it holds bytes (images, PDFs): read a few rows at a time, not hundreds. */
  holdsBytes: boolean;
  /**
   * Its columns a backup reads and a restore writes: all but those the database works out itself
   * (search's stemmed words), which another server's dictionaries may stem otherwise.
   */
  written: string[];
  /** Whether it has such columns, left out of its lines. */
  computes: boolean;
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the site's schema, each after the tables it refers to, so that a restore fills
 * them in this order and every foreign key finds its row. drizzle's own record of migrations is
 * not among them: a restore migrates to the archive's level instead.
 */
export async function backedUpTables(client: pg.ClientBase): Promise<BackedUpTable[]> {
  const found = await client.query<BackedUpTable>(`
    select c.relname::text as name,
      coalesce((select array_agg(a.attname::text order by k.position)
        from pg_index i
        cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
        where i.indrelid = c.oid and i.indisprimary), '{}') as key,
      coalesce((select array_agg(distinct p.relname::text)
        from pg_constraint f join pg_class p on p.oid = f.confrelid
        where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid), '{}') as parents,
      coalesce((select array_agg(a.attname::text order by a.attname)
        from pg_constraint f
        join pg_attribute a on a.attrelid = f.conrelid and a.attnum = any(f.conkey)
        where f.conrelid = c.oid and f.contype = 'f' and f.confrelid = c.oid), '{}') as "selfReferences",
      exists(select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        and a.atttypid = 'bytea'::regtype) as "holdsBytes",
      coalesce((select array_agg(a.attname::text order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''), '{}') as written,
      exists(select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        and a.attgenerated <> '') as computes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`);
  const byName = new Map(found.rows.map((table) => [table.name, table]));
  const ordered: BackedUpTable[] = [];
  const placed = new Set<string>();
  const place = (table: BackedUpTable, path: string[]) => {
    if (placed.has(table.name)) return;
    if (path.includes(table.name)) throw new Error(`The tables' foreign keys go round in a circle: ${[...path, table.name].join(" -> ")}`);
    for (const parent of table.parents) {
      const row = byName.get(parent);
      if (row) place(row, [...path, table.name]);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of found.rows) place(table, []);
  return ordered;
}

/**
 * Reads a table's rows through a cursor, as one JSON text each (`row_to_json`: `bytea` as hex,
 * times as the session's time zone says): a few hundred at a time, or a few when they hold bytes
 * (an image may be megabytes). Rows that name another row of the table come after those that
 * name none, so that a restore's batches always find the row named (a credit note its invoice:
 * one level deep, as the schema has it); then in the order of their key as text in the "C"
 * collation, the same on PGlite and on any server whatever its locale, so a table read here and
 * read again after a restore gives the same lines in the same order. Runs inside the caller's
 * transaction, which a cursor needs.
 */
export async function readRows(
  client: pg.ClientBase,
  table: BackedUpTable,
  onRows: (lines: string[]) => Promise<void> | void,
): Promise<void> {
  const order = [
    ...table.selfReferences.map((column) => `(t.${quoted(column)} is not null)`),
    ...(table.key.length > 0 ? table.key.map((column) => `t.${quoted(column)}::text collate "C"`) : [`t::text collate "C"`]),
  ].join(", ");
  // A table with generated columns is read without them: the same JSON as row_to_json(t) gives
  // a table without (the written columns, in the table's order).
  const row = table.computes
    ? `(select row_to_json(r) from (select ${table.written.map((column) => `t.${quoted(column)}`).join(", ")}) r)`
    : "row_to_json(t)";
  await client.query(
    `declare backup_rows no scroll cursor for select ${row}::text as line from public.${quoted(table.name)} t order by ${order}`,
  );
  try {
    for (;;) {
      const batch = await client.query<{ line: string }>(`fetch ${table.holdsBytes ? 10 : 500} from backup_rows`);
      if (batch.rows.length === 0) break;
      await onRows(batch.rows.map((row) => row.line));
    }
  } finally {
    await client.query("close backup_rows");
  }
}

/** What a table holds, told apart from any other content: its rows' count and the SHA-256 of their lines. */
export type TableDigest = { rows: number; sha256: string };

/** Adds lines to a table's digest, in the order they were read. */
export function tableDigester(): { add: (lines: string[]) => void; digest: () => TableDigest } {
  const hash = createHash("sha256");
  let rows = 0;
  return {
    add(lines) {
      for (const line of lines) hash.update(`${line}\n`);
      rows += lines.length;
    },
    digest: () => ({ rows, sha256: hash.digest("hex") }),
  };
}

/** Each table's digest, read as a backup reads it: what a restore compares with its archive's manifest. */
export async function tableDigests(client: pg.ClientBase, tables: BackedUpTable[]): Promise<Map<string, TableDigest>> {
  const digests = new Map<string, TableDigest>();
  for (const table of tables) {
    const digester = tableDigester();
    await readRows(client, table, digester.add);
    digests.set(table.name, digester.digest());
  }
  return digests;
}

/** Opens the one snapshot every table is read in: a read-only transaction that sees one moment, with times in UTC. */
export async function beginSnapshot(client: pg.ClientBase): Promise<void> {
  await client.query("begin isolation level repeatable read read only");
  await client.query("set local timezone = 'UTC'");
}

export { quoted as quotedName };
