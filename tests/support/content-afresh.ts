import { sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { contentDocuments, contentSeeds } from "~/database/schema.server";
import { seedContent } from "~/content-store/content-documents.server";

/** The tables `seedContent` writes, in the order their rows can be put back in. */
const seededTables = ["content_documents", "content_versions", "content_seeds"] as const;
const keptCopy = (table: string) => sql.raw(`test_seeded_${table}`);

/** The databases whose seeded content is kept beside it, to be put back. */
const kept = new WeakSet<Database>();

/**
 * The store as a new site's first start leaves it, for a test that starts from there: every
 * document, version and seed record gone, then the repository's content given to it afresh. The
 * first time on a database that is `seedContent` itself, whose rows are then kept in tables of the
 * test's own beside the store's; each time after, those rows are copied back, one insert a table,
 * where seeding again read, checked and wrote 115 documents one by one (on the embedded database
 * most of a content test's time, issue 63). The rows come back with the first seed's ids and
 * times: only versions and redirects name a document's id, and both go with their documents, so
 * no test may expect new ones.
 */
export async function contentAfresh(db: Database): Promise<void> {
  await db.delete(contentDocuments);
  await db.delete(contentSeeds);
  if (kept.has(db)) {
    for (const table of seededTables) await db.execute(sql`insert into ${sql.raw(table)} select * from ${keptCopy(table)}`);
    return;
  }
  await seedContent(db);
  for (const table of seededTables) {
    await db.execute(sql`drop table if exists ${keptCopy(table)}`);
    await db.execute(sql`create table ${keptCopy(table)} as select * from ${sql.raw(table)}`);
  }
  kept.add(db);
}
