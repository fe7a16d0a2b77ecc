import { sql } from "drizzle-orm";
import type { Transaction } from "~/database/database.server";
import { searchEntries } from "~/database/schema.server";
import { baseLocale, type Locale } from "~/i18n/locale";
import type { ContentByKind } from "./content-kinds.server";
import { withTranslation } from "./content-references.server";
import { type MadeEntries, type SearchEntry, searchEntriesOf } from "./search-entry-text.server";

/** Rows a statement writes at once: well under the 65,535 parameters a statement may carry. */
const ROWS_PER_INSERT = 500;

/** Where an entry is: its row's key. */
const placeOf = (entry: { locale: string; kind: string; slug: string }) => `${entry.locale}\n${entry.kind}\n${entry.slug}`;

/** The entries the last write made, by what they were made of: the next makes only the documents that changed. */
let made: MadeEntries = new Map();

/**
 * Brings the search's table to what is published (`english` and its `translations`), inside the
 * transaction that changed it (decision 71): a search on any instance finds a publish the moment
 * it commits, and never finds what an unpublish took away. Worked out whole, so no change (a
 * move, a rename, a translation's) can leave a row behind; written as the difference, in one
 * delete and one insert, so a publish stems only the pages it changed. Returns the rows written.
 */
export async function writeSearchEntries(tx: Transaction, english: ContentByKind, translations: Partial<Record<Locale, ContentByKind>>) {
  const now: MadeEntries = new Map();
  const entries: SearchEntry[] = searchEntriesOf(english, baseLocale, made, now);
  for (const [locale, translation] of Object.entries(translations) as [Locale, ContentByKind][])
    entries.push(...searchEntriesOf(withTranslation(english, translation), locale, made, now));
  made = now;
  const wanted = new Map(entries.map((entry) => [placeOf(entry), entry]));
  const rows = await tx
    .select({
      locale: searchEntries.locale,
      kind: searchEntries.kind,
      slug: searchEntries.slug,
      address: searchEntries.address,
      title: searchEntries.title,
      text: searchEntries.text,
    })
    .from(searchEntries);
  const current = new Set<string>();
  const stale: typeof rows = [];
  for (const row of rows) {
    const entry = wanted.get(placeOf(row));
    if (entry && entry.address === row.address && entry.title === row.title && entry.text === row.text) current.add(placeOf(row));
    else stale.push(row);
  }
  if (stale.length > 0) {
    const keys = sql.join(
      stale.map((row) => sql`(${row.locale}, ${row.kind}, ${row.slug})`),
      sql`, `,
    );
    await tx.execute(sql`delete from ${searchEntries} where (locale, kind, slug) in (${keys})`);
  }
  const written = entries.filter((entry) => !current.has(placeOf(entry)));
  for (let start = 0; start < written.length; start += ROWS_PER_INSERT)
    await tx.insert(searchEntries).values(written.slice(start, start + ROWS_PER_INSERT));
  return written.length;
}
