import { isDeepStrictEqual } from "node:util";
import { diffLines, diffWordsWithSpace } from "diff";

/** Where two versions' data differ in one field: the field's path (a list item named by its place) and both values as text. */
export type FieldDifference = { field: string; before: string; after: string };

/** A run of a text, marked when it is what changed. */
export type MarkedPart = { text: string; changed: boolean };

/**
 * One line of a line-by-line comparison of a long text (a post's Markdown, a description), or a
 * run of unchanged lines left out. A line rewritten (removed, then added in its place) carries its
 * words, the changed ones marked.
 */
export type ComparedLine =
  | { change: "added" | "removed"; text: string; parts?: MarkedPart[] }
  | { change: "same"; text: string }
  | { change: "skipped"; count: number };

/**
 * Two versions of a text, word by word (jsdiff): each side's words, those not in the other
 * marked, so a changed word reads as changed and not a whole paragraph twice (issue 64, item 11).
 */
export function wordMarks(before: string, after: string): { before: MarkedPart[]; after: MarkedPart[] } {
  const marked = { before: [] as MarkedPart[], after: [] as MarkedPart[] };
  for (const part of diffWordsWithSpace(before, after)) {
    if (!part.added) marked.before.push({ text: part.value, changed: Boolean(part.removed) });
    if (!part.removed) marked.after.push({ text: part.value, changed: Boolean(part.added) });
  }
  return marked;
}

/** A run of unchanged lines this long or longer is cut to its first and last few. */
const CONTEXT = 2;

const asText = (value: unknown) => (value === undefined ? "(empty)" : typeof value === "string" ? value : JSON.stringify(value));

/** Where two versions' data differ, field by field, as text to show. */
export function differences(before: unknown, after: unknown, path = ""): FieldDifference[] {
  if (isDeepStrictEqual(before, after)) return [];
  const bothObjects = before && after && typeof before === "object" && typeof after === "object";
  if (bothObjects && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) =>
      differences((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
    );
  }
  return [{ field: path, before: asText(before), after: asText(after) }];
}

/** Whether a field's two values read better line by line than side by side: text of more than one line. */
export function readsByLine({ before, after }: FieldDifference): boolean {
  return before.includes("\n") || after.includes("\n");
}

/**
 * Two texts compared line by line (jsdiff), each line marked added, removed or the same. A long
 * run of unchanged lines keeps only the few beside a change, and says how many it left out, so
 * a one-line fix to a long post reads as one.
 */
export function comparedLines(before: string, after: string): ComparedLine[] {
  const lines: ComparedLine[] = [];
  // The last line with or without its line break is the same line.
  const ended = (text: string) => (text.endsWith("\n") ? text : `${text}\n`);
  const parts = diffLines(ended(before), ended(after));
  parts.forEach((part, index) => {
    const texts = part.value.replace(/\n$/, "").split("\n");
    if (!part.added && !part.removed) {
      for (const text of texts) lines.push({ change: "same", text });
      return;
    }
    // Lines removed and lines added in their place pair up, first with first, to be marked word by word.
    const partner = part.removed ? parts[index + 1] : parts[index - 1];
    const partnerTexts = partner && (part.removed ? partner.added : partner.removed) ? partner.value.replace(/\n$/, "").split("\n") : [];
    texts.forEach((text, place) => {
      const other = partnerTexts[place];
      if (other === undefined) return lines.push({ change: part.added ? "added" : "removed", text });
      const marks = part.removed ? wordMarks(text, other).before : wordMarks(other, text).after;
      return lines.push({ change: part.added ? "added" : "removed", text, parts: marks });
    });
  });
  return withoutLongRuns(lines);
}

function withoutLongRuns(lines: ComparedLine[]): ComparedLine[] {
  const kept: ComparedLine[] = [];
  let index = 0;
  while (index < lines.length) {
    if (lines[index]!.change !== "same") {
      kept.push(lines[index++]!);
      continue;
    }
    let end = index;
    while (end < lines.length && lines[end]!.change === "same") end++;
    const run = lines.slice(index, end);
    const head = index === 0 ? 0 : CONTEXT;
    const tail = end === lines.length ? 0 : CONTEXT;
    if (run.length > head + tail + 1) {
      kept.push(...run.slice(0, head), { change: "skipped", count: run.length - head - tail }, ...run.slice(run.length - tail));
    } else {
      kept.push(...run);
    }
    index = end;
  }
  return kept;
}
