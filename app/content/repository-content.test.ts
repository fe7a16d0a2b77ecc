import { readdirSync } from "node:fs";
import { contentKinds } from "~/database/schema.server";
import { contentKindSpecs, schemaFor } from "~/content-store/content-kinds.server";
import { readRepositoryContent } from "~/content-store/content-files.server";
import { referenceProblems, withTranslation } from "~/content-store/content-references.server";
import { factsIn } from "~/content-store/words";
import { repositoryContent } from "~tests/support/repository-content";

/**
 * The repository's content (`content/<locale>/`, issue 62): what a new site's database is given
 * at its first start, in the format `npm run content -- export` writes.
 */
describe("the repository's content", () => {
  it("has a folder for English and for German, and nothing else", () => {
    expect(readdirSync("content").sort()).toEqual(["de", "en-GB"]);
  });

  it("names as words only fields its kind's schema has, and every kind's words make a translation's schema", () => {
    for (const kind of contentKinds) expect(() => schemaFor(kind, "de"), kind).not.toThrow();
  });

  it("holds together in each language: every name one document gives another is there", () => {
    const english = repositoryContent();
    expect(referenceProblems(english)).toEqual([]);
    expect(referenceProblems(withTranslation(english, repositoryContent("de")))).toEqual([]);
  });
});

const texts = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(texts)
        : [];

describe.each(contentKinds)("the repository's German %s", (kind) => {
  const english = new Map(repositoryContent()[kind].map((entry) => [entry.slug, entry.data]));
  const german = repositoryContent("de")[kind];

  it("translates English documents, in words only: its files hold no fact", () => {
    // The files as they are, before any check: a check would refuse a fact before this could see it.
    const files = readRepositoryContent(["de"])[0]!.byKind[kind] ?? [];
    expect(files.length).toBe(german.length);
    for (const entry of files) {
      expect(english.has(entry.slug), `${kind} "${entry.slug}" translates no English document`).toBe(true);
      expect(factsIn(contentKindSpecs[kind].words, entry.data), `${kind} "${entry.slug}"`).toEqual([]);
    }
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

it("has German for every service, case study, course, FAQ entry and team member, the about and home pages, every page's words, and at least three posts", () => {
  for (const kind of ["service", "project", "course", "faq", "team", "about", "page", "home"] as const)
    expect(
      repositoryContent("de")[kind].map((entry) => entry.slug),
      kind,
    ).toEqual(repositoryContent()[kind].map((entry) => entry.slug));
  expect(repositoryContent("de").post.length).toBeGreaterThanOrEqual(3);
});
