import { z } from "zod";
import type { WordPath } from "~/content/schema";

/**
 * A document's words and its facts (issue 62, decision 55): a translation holds only what is said
 * in words (a title, a summary, an image's description); the facts (a price, a date, a length, a
 * person, an image's file, tags) belong to the document and are English's in every language, so
 * no language can hold a price of its own. Each kind names its words as paths (`WordPath`,
 * beside its schema); everything else is a fact.
 */

/** The word paths as a tree: `true` where the whole value is words, `"[]"` for each item of a list. */
type WordTree = { [key: string]: WordTree | true };

const trees = new WeakMap<readonly WordPath[], WordTree>();

function treeOf(paths: readonly WordPath[]): WordTree {
  let tree = trees.get(paths);
  if (tree) return tree;
  tree = {};
  for (const path of paths) {
    const segments = path.replaceAll("[]", ".[]").split(".");
    let node = tree;
    for (const [index, segment] of segments.entries()) {
      if (index === segments.length - 1) node[segment] = true;
      else node = (node[segment] = node[segment] === true ? {} : (node[segment] ?? {})) as WordTree;
    }
  }
  trees.set(paths, tree);
  return tree;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function pick(value: unknown, tree: WordTree | true): unknown {
  if (tree === true) return value;
  const each = tree["[]"];
  if (each) return Array.isArray(value) ? value.map((item) => pick(item, each)) : undefined;
  if (!isRecord(value)) return undefined;
  const words: Record<string, unknown> = {};
  for (const [key, below] of Object.entries(tree)) {
    const picked = value[key] === undefined ? undefined : pick(value[key], below);
    if (picked !== undefined) words[key] = picked;
  }
  return words;
}

/** The words of a document's data (a whole document, or a translation's words already): its facts left out. */
export function wordsOf(paths: readonly WordPath[], data: Record<string, unknown>): Record<string, unknown> {
  return pick(data, treeOf(paths)) as Record<string, unknown>;
}

function overlay(facts: unknown, words: unknown, tree: WordTree | true): unknown {
  if (tree === true) return words === undefined ? facts : words;
  const each = tree["[]"];
  // A list whose items hold facts (a module's lessons and their minutes) is as long as English's,
  // its words taken item by item; words of another length (English added or removed an item
  // since) would stand beside the wrong facts, so the list keeps English's words until translated again.
  if (each) {
    if (!Array.isArray(facts)) return facts;
    const matched = Array.isArray(words) && words.length === facts.length ? words : [];
    return facts.map((item, index) => overlay(item, matched[index], each));
  }
  if (!isRecord(facts)) return facts;
  const result: Record<string, unknown> = { ...facts };
  for (const [key, below] of Object.entries(tree)) {
    const value = overlay(facts[key], isRecord(words) ? words[key] : undefined, below);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/**
 * A translation as its pages show it: the English document's data with the translation's words
 * in place of English's. A word the translation does not give stays English's.
 */
export function withWords(
  paths: readonly WordPath[],
  english: Record<string, unknown>,
  words: Record<string, unknown>,
): Record<string, unknown> {
  return overlay(english, words, treeOf(paths)) as Record<string, unknown>;
}

/**
 * Where a translation's lists whose items hold facts (a course's modules and lessons, a case
 * study's gallery, the about page's quotes) have another number of items than English's: each
 * such list, by its path. Its words would stand beside the wrong facts.
 */
export function listsOutOfStep(paths: readonly WordPath[], english: Record<string, unknown>, words: Record<string, unknown>): string[] {
  const found: string[] = [];
  const walk = (facts: unknown, said: unknown, tree: WordTree | true, at: string) => {
    if (tree === true || said === undefined) return;
    const each = tree["[]"];
    if (each) {
      if (!Array.isArray(facts) || !Array.isArray(said)) return;
      if (said.length !== facts.length) found.push(`${at}: has ${said.length} items, its English document ${facts.length}`);
      else facts.forEach((item, index) => walk(item, said[index], each, `${at}.${index}`));
      return;
    }
    if (!isRecord(facts) || !isRecord(said)) return;
    for (const [key, below] of Object.entries(tree)) walk(facts[key], said[key], below, at ? `${at}.${key}` : key);
  };
  walk(english, words, treeOf(paths), "");
  return found;
}

/** Where a translation's data holds more than words: each fact it names, as a path. */
export function factsIn(paths: readonly WordPath[], data: Record<string, unknown>): string[] {
  const found: string[] = [];
  const walk = (value: unknown, tree: WordTree | true, at: string) => {
    if (tree === true) return;
    const each = tree["[]"];
    if (each) {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, each, `${at}.${index}`));
      return;
    }
    if (!isRecord(value)) return;
    for (const [key, below] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      if (key in tree) walk(below, tree[key]!, path);
      else found.push(path);
    }
  };
  walk(data, treeOf(paths), "");
  return found;
}

/** The words' part of a schema, each of them checked as the whole document's schema checks it; no fact is taken. */
export function wordsSchema(paths: readonly WordPath[], schema: z.ZodType): z.ZodType<Record<string, unknown>> {
  return narrowed(schema, treeOf(paths)) as z.ZodType<Record<string, unknown>>;
}

function narrowed(schema: z.ZodType, tree: WordTree | true): z.ZodType {
  if (tree === true) return schema;
  if (schema instanceof z.ZodOptional) return narrowed(schema.unwrap() as z.ZodType, tree).optional();
  const each = tree["[]"];
  if (each && schema instanceof z.ZodArray)
    return schema.clone({ ...schema._zod.def, element: narrowed(schema.element as z.ZodType, each) });
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const unknown = Object.keys(tree).filter((key) => !(key in shape));
    if (unknown.length > 0) throw new Error(`A word path names ${unknown.join(", ")}, which the schema has no field for`);
    return z.strictObject(
      Object.fromEntries(
        // In the schema's order of fields: the studio's form and the files follow it.
        Object.entries(shape)
          .filter(([key]) => key in tree)
          .map(([key, field]) => [key, narrowed(field, tree[key]!)]),
      ),
    );
  }
  throw new Error(`A word path goes through a ${schema.type}, which has no fields or items`);
}
