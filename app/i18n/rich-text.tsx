import { Fragment, type ReactNode } from "react";

/** Stands in for an element inside a message's text; from Unicode's private use area, so no message holds it. */
const MARK = "\u{E000}";

/**
 * A message with elements in it ("There is no page at <code>/x</code>."): the message is called
 * with a mark for each part, and each mark in its text is replaced by the part, wherever the
 * language puts it.
 */
export function richText<Part extends string>(message: (marks: Record<Part, string>) => string, parts: Record<Part, ReactNode>): ReactNode {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`])) as Record<Part, string>;
  return message(marks)
    .split(MARK)
    .map((piece, index) => <Fragment key={index}>{index % 2 === 1 ? parts[piece as Part] : piece}</Fragment>);
}

/**
 * A message with elements in it, said by the server: the text with a mark where each named part
 * goes, for a page to fill in with `richText(() => text, parts)`. The page's script then carries
 * the words of its own language only, as data, rather than both languages' messages.
 */
export function withMarks<Part extends string>(message: (marks: Record<Part, string>) => string, names: readonly Part[]): string {
  return message(Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])) as Record<Part, string>);
}
