import { comparedLines, differences, readsByLine } from "./version-differences.server";

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
      { change: "removed", text: "Line 6" },
      { change: "added", text: "Line six, rewritten" },
      { change: "same", text: "Line 7" },
      { change: "same", text: "Line 8" },
      { change: "skipped", count: 2 },
      { change: "same", text: "Line 11" },
      { change: "same", text: "Line 12" },
      { change: "added", text: "A new last line" },
    ]);
  });
});
