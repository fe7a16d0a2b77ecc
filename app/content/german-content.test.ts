import { isDeepStrictEqual } from "node:util";
import { contentKindSpecs } from "~/content-store/content-kinds.server";
import { contentKinds } from "~/database/schema.server";

/**
 * The German files of the repository (issue 42) are translations: each names an English entry
 * by its slug and keeps its facts (addresses, prices, dates, images, whom it names). Only words change.
 */
const facts = new Set([
  "slug",
  "src",
  "width",
  "height",
  "instructor",
  "level",
  "topics",
  "services",
  "author",
  "tags",
  "project",
  "page",
  "id",
  "group",
  "date",
  "year",
  "price",
  "weeks",
  "hoursPerWeek",
  "refundDaysBefore",
  "minutes",
]);

/** Where a German entry's shape or facts differ from its English one: each as a path. */
function differences(english: unknown, german: unknown, path: string, found: string[], key = ""): void {
  if (Array.isArray(english) && Array.isArray(german)) {
    if (english.length !== german.length) found.push(`${path}: ${german.length} items, English has ${english.length}`);
    else english.forEach((item, index) => differences(item, german[index], `${path}[${index}]`, found, key));
  } else if (english && typeof english === "object" && german && typeof german === "object") {
    const keys = (value: object) => Object.keys(value).sort();
    if (!isDeepStrictEqual(keys(english), keys(german)))
      found.push(`${path}: fields ${keys(german).join(",")}, English has ${keys(english).join(",")}`);
    for (const field of keys(english))
      differences(
        (english as Record<string, unknown>)[field],
        (german as Record<string, unknown>)[field],
        `${path}.${field}`,
        found,
        field,
      );
  } else if (typeof english !== "string" || facts.has(key)) {
    if (!isDeepStrictEqual(english, german)) found.push(`${path}: ${JSON.stringify(german)}, English has ${JSON.stringify(english)}`);
  }
}

const texts = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(texts)
        : [];

describe.each(contentKinds)("the repository's German %s", (kind) => {
  const english = new Map(contentKindSpecs[kind].fromRepository("en-GB").map((entry) => [entry.slug, entry.data]));
  const german = contentKindSpecs[kind].fromRepository("de");

  it("translates English entries and keeps their facts", () => {
    const found: string[] = [];
    for (const entry of german) {
      const original = english.get(entry.slug);
      if (!original) found.push(`${kind} "${entry.slug}": translates no English entry`);
      else differences(original, entry.data, `${kind} "${entry.slug}"`, found);
    }
    expect(found).toEqual([]);
  });

  it("is written in German, addressing the reader as Sie", () => {
    for (const entry of german) {
      const original = new Set(texts(english.get(entry.slug)));
      // A sentence left in English; short ones (names, "UX/UI", "FAQ") may be the same in both.
      const untranslated = texts(entry.data).filter((text) => text.length > 40 && original.has(text) && !text.startsWith("/"));
      expect(untranslated, `${kind} "${entry.slug}"`).toEqual([]);
      const informal = texts(entry.data).filter((text) => /\b(du|dich|dir|dein\w*|euch|euer\w*|Du|Dich|Dir|Dein\w*)\b/.test(text));
      expect(informal, `${kind} "${entry.slug}"`).toEqual([]);
    }
  });
});

it("has German for every service, case study, course, FAQ entry and team member, the about page, every page's words, and at least three posts", () => {
  for (const kind of ["service", "project", "course", "faq", "team", "about", "page"] as const)
    expect(
      contentKindSpecs[kind].fromRepository("de").map((entry) => entry.slug),
      kind,
    ).toEqual(contentKindSpecs[kind].fromRepository("en-GB").map((entry) => entry.slug));
  expect(contentKindSpecs.post.fromRepository("de").length).toBeGreaterThanOrEqual(3);
});
