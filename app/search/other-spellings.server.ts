import { sql } from "drizzle-orm";
import { distance } from "fastest-levenshtein";
import type { Database } from "~/database/database.server";
import type { Locale } from "~/i18n/locale";
import { shownContentGeneration } from "~/content-store/published-content.server";

/** A word the published pages of a language use, and how many documents use it. */
type KnownWord = { word: string; uses: number };

/**
 * Every word the published pages of a language use, by its length in characters (a word more
 * than two letters longer or shorter is never another spelling of one typed): read once per
 * set of content this instance shows.
 */
type Vocabulary = { generation: number; words: Set<string>; byLength: Map<number, KnownWord[]> };

const vocabularies = new Map<Locale, Promise<Vocabulary>>();

async function vocabulary(db: Database, locale: Locale): Promise<Vocabulary> {
  const generation = shownContentGeneration();
  let read = vocabularies.get(locale);
  if (!read || (await read.catch(() => undefined))?.generation !== generation) {
    read = readVocabulary(db, locale, generation);
    vocabularies.set(locale, read);
    // A failed read is tried again by the next search, not kept.
    read.catch(() => vocabularies.delete(locale));
  }
  return read;
}

async function readVocabulary(db: Database, locale: Locale, generation: number): Promise<Vocabulary> {
  // ts_stat reads a query's text: the language is one of the site's own, never what was typed.
  const entries = `select spellings from search_entries where locale = '${locale === "de" ? "de" : "en-GB"}'`;
  const result = await db.execute<{ word: string; ndoc: number }>(sql`select word, ndoc from ts_stat(${entries})`);
  const byLength = new Map<number, KnownWord[]>();
  const words = new Set<string>();
  for (const row of result.rows) {
    if (!/^\p{L}{3,}$/u.test(row.word)) continue;
    words.add(row.word);
    const length = [...row.word].length;
    let list = byLength.get(length);
    if (!list) byLength.set(length, (list = []));
    list.push({ word: row.word, uses: Number(row.ndoc) });
  }
  return { generation, words, byLength };
}

/** The most letters a word may be off by to count as another spelling of it: one in short words, two in longer. */
const mostEdits = (length: number) => (length <= 5 ? 1 : 2);

/** The most unknown words of a query looked for: past them, a query is not a misspelling but made up. */
const MOST_UNKNOWN_WORDS = 3;

/** The word the pages use nearest to `word`, the more used first; undefined when none is near enough. */
function nearest(vocabulary: Vocabulary, word: string): string | undefined {
  const length = [...word].length;
  const most = mostEdits(length);
  let best: { word: string; edits: number; uses: number } | undefined;
  for (let other = length - most; other <= length + most; other++) {
    for (const known of vocabulary.byLength.get(other) ?? []) {
      const edits = distance(word, known.word);
      if (edits > most) continue;
      if (!best || edits < best.edits || (edits === best.edits && known.uses > best.uses)) best = { ...known, edits };
    }
  }
  return best?.word;
}

/**
 * A query the site's pages would answer, made of the typed words with each one they never use
 * replaced by the nearest word they do (by edit distance, the more used first), for a search
 * that found nothing: "Did you mean …?". Undefined when no word is near enough, none is off, or
 * more than three are (a made-up query costs no more than a misspelt one).
 */
export async function otherSpelling(db: Database, locale: Locale, words: readonly string[]): Promise<string | undefined> {
  const known = await vocabulary(db, locale);
  const unknown = words.filter((word) => !known.words.has(word) && [...word].length >= 3);
  if (unknown.length === 0 || unknown.length > MOST_UNKNOWN_WORDS) return undefined;
  let changed = false;
  const spelled = words.map((word) => {
    if (!unknown.includes(word)) return word;
    const found = nearest(known, word);
    if (found) changed = true;
    return found ?? word;
  });
  return changed ? spelled.join(" ") : undefined;
}
