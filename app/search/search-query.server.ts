import { cleanText } from "~/platform/clean-text.server";

/**
 * What a visitor typed into search, made safe to ask with (issue 68): as the site stores text
 * (composed Unicode, no invisible controls, NUL among them, so a soft hyphen inside a word
 * joins it rather than splitting it), without the private characters the highlights are marked
 * with, runs of space as one, and anything past LONGEST_QUERY cut off, which the page says.
 */

/** The longest query asked: longer ones are cut here, and the page says so. */
export const LONGEST_QUERY = 200;

/** The most typed words other spellings are looked for. */
const MOST_TYPED_WORDS = 8;

export type SearchQuery = {
  /** The query as asked, and shown back in the box: "" for none. */
  text: string;
  /** Whether it was longer than LONGEST_QUERY, and cut. */
  shortened: boolean;
  /** The typed words, small, in order: what "other spellings" are looked for. */
  words: string[];
};

export function searchQuery(given: string | null | undefined): SearchQuery {
  const cleaned = cleanText(given ?? "")
    .replace(/[\p{Co}\p{Cc}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const characters = [...cleaned];
  const shortened = characters.length > LONGEST_QUERY;
  const text = shortened ? characters.slice(0, LONGEST_QUERY).join("").trim() : cleaned;
  const words = (text.toLocaleLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MOST_TYPED_WORDS);
  return { text, shortened, words };
}
