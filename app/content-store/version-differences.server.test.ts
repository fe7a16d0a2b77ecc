import { comparedLines, differences, readsByLine, wordMarks } from "./version-differences.server";

describe("the differences between two versions (issue 40)", () => {
  it("lists where two versions differ, field by field, a list item's field by its place", () => {
    expect(differences({ a: "x", list: [{ t: "1" }, { t: "2" }] }, { a: "x", list: [{ t: "1" }, { t: "two" }], b: 3 })).toEqual([
      { field: "list.1.t", before: "2", after: "two" },
      { field: "b", before: "(empty)", after: "3" },
    ]);
    expect(differences({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });

  it("compares Markdown line by line, keeping two lines beside each change and counting the rest", () => {
    const paragraphs = Array.from({ length: 12 }, (_, index) => `Line ${index + 1}`);
    const before = paragraphs.join("\n");
    const after = paragraphs.map((line) => (line === "Line 6" ? "Line six, rewritten" : line)).join("\n") + "\nA new last line";

    expect(readsByLine({ field: "body", before, after })).toBe(true);
    expect(readsByLine({ field: "title", before: "A", after: "B" })).toBe(false);
    expect(comparedLines(before, after)).toEqual([
      { change: "skipped", count: 3 },
      { change: "same", text: "Line 4" },
      { change: "same", text: "Line 5" },
      // A line rewritten: its words marked where they changed (issue 64, item 11).
      {
        change: "removed",
        text: "Line 6",
        parts: [
          { text: "Line ", changed: false },
          { text: "6", changed: true },
        ],
      },
      {
        change: "added",
        text: "Line six, rewritten",
        parts: [
          { text: "Line ", changed: false },
          { text: "six, rewritten", changed: true },
        ],
      },
      { change: "same", text: "Line 7" },
      { change: "same", text: "Line 8" },
      { change: "skipped", count: 2 },
      { change: "same", text: "Line 11" },
      { change: "same", text: "Line 12" },
      { change: "added", text: "A new last line" },
    ]);
  });

  it("marks the words that changed in a rewritten sentence, and only those (issue 64, item 11)", () => {
    const marks = wordMarks("We build fast websites for small teams.", "We build fast, accessible websites for growing teams.");
    const changed = (parts: { text: string; changed: boolean }[]) => parts.filter((part) => part.changed).map((part) => part.text);
    expect(changed(marks.before)).toEqual(["small"]);
    expect(changed(marks.after)).toEqual([",", "accessible ", "growing"]);
    // Each side, put together again, is its own text.
    expect(marks.before.map((part) => part.text).join("")).toBe("We build fast websites for small teams.");
    expect(marks.after.map((part) => part.text).join("")).toBe("We build fast, accessible websites for growing teams.");
  });
});
