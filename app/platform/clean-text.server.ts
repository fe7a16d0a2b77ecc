/** Half of a UTF-16 pair without the other half: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Every way of ending a line: CRLF, CR, vertical tab, form feed, and Unicode's next line (C1's NEL), line and paragraph separators. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;

/**
 * Characters no name or message needs, which only change how the text around them looks or
 * hide it from a search: C0 controls but tab and line feed (PostgreSQL refuses a NUL), DEL,
 * the C1 controls, the bidirectional controls (embeddings, overrides, isolates and marks),
 * which can show a staff member "gnp.exe" for "exe.png" or reorder a sentence, and the
 * invisible breaks and joiners that split a word without showing (soft hyphen, zero-width
 * space, word joiner, a byte-order mark inside text), and U+FFFE and U+FFFF, which are no
 * characters at all (XML refuses them: a feed with one is unreadable). The zero-width joiner and
 * non-joiner stay: emoji and several scripts need them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u180E\u200B\u2060\uFEFF\uFFFE\uFFFF]|\p{Bidi_Control}/gu;

/**
 * Text as it will be stored or searched for: well-formed Unicode in its composed form, trimmed,
 * without invisible controls. A multi-line text keeps its tabs and breaks each line with a line
 * feed; a single line has a space where a tab or a line break was.
 */
export function cleanText(value: string, { multiline = false } = {}): string {
  const cleaned = value.replace(LONE_SURROGATE, "\uFFFD").normalize("NFC").replace(LINE_BREAK, "\n");
  // A single line keeps a space between what a tab or a line break stood between.
  const flat = multiline ? cleaned : cleaned.replace(/[\t\n]/g, " ");
  return flat.replace(INVISIBLE_CONTROLS, "").trim();
}
