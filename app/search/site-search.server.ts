import { sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import type { SearchedKind } from "~/database/schema.server";
import type { Locale } from "~/i18n/locale";
import type { SearchQuery } from "./search-query.server";

/** Results on one page of search. */
export const RESULTS_PER_PAGE = 10;

/** A piece of a title or an excerpt: `marked` where it holds a word the query found. */
export type MarkedText = { text: string; marked: boolean }[];

export type SearchResult = { kind: SearchedKind; address: string; title: MarkedText; excerpt: MarkedText };

export type SearchAnswer = { total: number; results: SearchResult[] };

/** Each language's dictionary, as PostgreSQL names it: its stemmer and its stop words. */
const dictionaries: Record<Locale, string> = { "en-GB": "english", de: "german" };

/**
 * `ts_headline` marks the words found with these private-use characters, which the entries
 * never hold (search-entry-text.server.ts takes them out): the page makes them `<mark>`s, so no
 * text of a document's is ever read as HTML.
 */
const START = "\uE000";
const STOP = "\uE001";

/** `ts_headline`'s options: the whole title, and up to two passages of about twenty words of the text. */
const TITLE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;
const EXCERPT_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxFragments=2, MaxWords=24, MinWords=10, FragmentDelimiter=" … "`;

/** A headline split at its marks: the pieces between a START and a STOP are the words found. */
function markedText(headline: string): MarkedText {
  const pieces: MarkedText = [];
  for (const [index, part] of headline.split(new RegExp(`[${START}${STOP}]`)).entries())
    if (part) pieces.push({ text: part, marked: index % 2 === 1 });
  return pieces;
}

/**
 * The same query read unstemmed, each word of three letters or more made a prefix (`'kurs':*`),
 * its operators kept: a phrase stays a phrase, a word after `-` stays left out. Done to the
 * query's own text form, where every word is quoted, so nothing typed is read as an operator.
 */
const WORD = "'([^']{3,})'";
const AS_PREFIX = "'\\1':*";

/**
 * The published documents of a language that a query finds (decision 71), best first: those
 * whose words, stemmed by the language's dictionary, hold the query as `websearch_to_tsquery`
 * reads it (quotes for a phrase, `or`, `-` for without), or whose words begin with the typed
 * words so read (`Kurs` finds "Kurse", which German's stemmer parts from it). A query of stop
 * words alone ("the", "und") finds nothing rather than everything. A match in the title counts
 * more than one in the text. Only the page asked for is highlighted: the costly part.
 */
export async function searchSite(db: Database, locale: Locale, query: SearchQuery, page = 1): Promise<SearchAnswer> {
  if (!query.text) return { total: 0, results: [] };
  const dictionary = sql.raw(`'${dictionaries[locale]}'::regconfig`);
  const result = await db.execute<{ kind: SearchedKind; address: string; title: string; excerpt: string; total: string }>(sql`
    with asked as (
      select websearch_to_tsquery(${dictionary}, ${query.text}) as stemmed,
        to_tsquery('simple'::regconfig,
          regexp_replace(websearch_to_tsquery('simple'::regconfig, ${query.text})::text, ${WORD}, ${AS_PREFIX}, 'g')) as typed
    ),
    found as (
      select entry.kind, entry.address, entry.title, entry.text,
        ts_rank_cd(entry.words, asked.stemmed) + ts_rank_cd(entry.spellings, asked.typed) / 2 as rank,
        count(*) over () as total
      from search_entries entry, asked
      where entry.locale = ${locale} and numnode(asked.stemmed) > 0
        and (entry.words @@ asked.stemmed or entry.spellings @@ asked.typed)
      order by rank desc, entry.title, entry.address
      limit ${RESULTS_PER_PAGE} offset ${(page - 1) * RESULTS_PER_PAGE}
    )
    select found.kind, found.address, found.total,
      ts_headline(${dictionary}, found.title, asked.stemmed || asked.typed, ${TITLE_OPTIONS}) as title,
      ts_headline(${dictionary}, found.text, asked.stemmed || asked.typed, ${EXCERPT_OPTIONS}) as excerpt
    from found, asked
    order by found.rank desc, found.title, found.address`);
  const rows = result.rows;
  return {
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    results: rows.map((row) => ({ kind: row.kind, address: row.address, title: markedText(row.title), excerpt: markedText(row.excerpt) })),
  };
}
