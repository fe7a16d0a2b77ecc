import { createHash } from "node:crypto";
import { type ContentByKind, type ContentEntry, contentKindSpecs } from "./content-kinds.server";
import { wordsOf } from "./words";
import { markdownText } from "~/content/markdown.server";
import { localizedPath, type Locale } from "~/i18n/locale";
import { type SearchedKind, searchedKinds } from "~/database/schema.server";

/** One row of the search's table, as written: what its page is and says. */
export type SearchEntry = { locale: Locale; kind: SearchedKind; slug: string; address: string; title: string; text: string };

/** The field that is each kind's title: everything else it says in words is its text. */
const titleField: Record<SearchedKind, string> = { course: "title", service: "name", project: "title", post: "title", faq: "question" };

/** Where each kind's document is read, by its slug (an FAQ answer's is its anchor on the FAQ page). */
const pageOf: Record<SearchedKind, (slug: string) => string> = {
  course: (slug) => `/courses/${slug}`,
  service: (slug) => `/services/${slug}`,
  project: (slug) => `/projects/${slug}`,
  post: (slug) => `/blog/${slug}`,
  faq: (slug) => `/faq#${slug}`,
};

/** The characters search's highlights are marked with (site-search.server.ts): never in the text itself. */
export const MARKS = /[\uE000\uE001]/g;

/** Every string of a document's words, in order, but those that describe a picture (its alt text says what it shows, not what the page is about). */
function strings(value: unknown, key = ""): string[] {
  if (typeof value === "string") return key === "alt" ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item));
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([name, inner]) => strings(inner, name));
  return [];
}

/** Marks that may make a string Markdown rather than plain words: only such a string is parsed. */
const MAYBE_MARKDOWN = /[*_`#>[\]!|<\\~&]|\n|^\s*(?:[-+]|\d+[.)])\s/;

/** A string's words as a reader reads them: parsed as Markdown only where it may be Markdown (parsing is the costly part). */
const plainText = (part: string) => (MAYBE_MARKDOWN.test(part) ? markdownText(part) : part.replace(/\s+/g, " ").trim());

/**
 * Entries made, by a hash of what each was made of: a write works out every entry, and takes
 * those of the documents it did not change from the write before.
 */
export type MadeEntries = Map<string, SearchEntry>;

function entryOf(kind: SearchedKind, entry: ContentEntry, locale: Locale, before: MadeEntries, now: MadeEntries): SearchEntry {
  const words = wordsOf(contentKindSpecs[kind].words, entry.data);
  const key = createHash("sha256")
    .update(JSON.stringify([kind, entry.slug, locale, words]))
    .digest("base64");
  const known = before.get(key) ?? now.get(key);
  if (known) {
    now.set(key, known);
    return known;
  }
  const { [titleField[kind]]: title, ...rest } = words;
  const text = strings(rest).map(plainText).filter(Boolean).join("\n");
  const result: SearchEntry = {
    locale,
    kind,
    slug: entry.slug,
    address: localizedPath(pageOf[kind](entry.slug), locale),
    title: String(title).replace(MARKS, ""),
    text: text.replace(MARKS, ""),
  };
  now.set(key, result);
  return result;
}

/**
 * What search finds in one language: every published course, service, case study, post and FAQ
 * answer, as that language's pages show it (`shown`: a translation's words over English's
 * document, or English's where it has none yet, as the page shows it then).
 */
export function searchEntriesOf(shown: ContentByKind, locale: Locale, before: MadeEntries, now: MadeEntries): SearchEntry[] {
  return searchedKinds.flatMap((kind) => shown[kind].map((entry) => entryOf(kind, entry, locale, before, now)));
}
