/**
 * A table of words whose entries are read when shown, so each reads in the language of the page
 * showing it: a module's tables are made once, at import, before any request has a language.
 */
export function readWhenShown<Key extends string>(messages: Record<Key, () => string>): Readonly<Record<Key, string>> {
  const words = {} as Record<Key, string>;
  for (const [key, message] of Object.entries(messages) as [Key, () => string][]) {
    Object.defineProperty(words, key, { get: () => message(), enumerable: true });
  }
  return words;
}
