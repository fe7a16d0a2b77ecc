import { LONGEST_QUERY, searchQuery } from "./search-query.server";

describe("a search query", () => {
  it("keeps what was typed, trimmed, one space between words, and its words small", () => {
    expect(searchQuery("  Barrierefreie   Formulare ")).toEqual({
      text: "Barrierefreie Formulare",
      shortened: false,
      words: ["barrierefreie", "formulare"],
    });
  });

  it("keeps operators and quotes as typed, for the database to read as a query, and only letters and digits as words", () => {
    const query = searchQuery(`UX & "dark mode" -react | ' ); drop table leads; --`);
    expect(query.text).toBe(`UX & "dark mode" -react | ' ); drop table leads; --`);
    expect(query.words).toEqual(["ux", "dark", "mode", "react", "drop", "table", "leads"]);
  });

  it("takes NUL and other invisible characters out, joining a word a soft hyphen or a zero-width space split", () => {
    expect(searchQuery("Kurs\u0000e").text).toBe("Kurse");
    expect(searchQuery("Formu\u00ADlare\u200B").text).toBe("Formulare");
    expect(searchQuery("a\u0007b\uE000c").text).toBe("ab c");
    expect(searchQuery("\u0000").text).toBe("");
    expect(searchQuery(null)).toEqual({ text: "", shortened: false, words: [] });
  });

  it("composes a letter typed as a letter and its accent, so it is the word the pages hold", () => {
    expect(searchQuery("Gebu\u0308hr")).toMatchObject({ text: "Gebühr", words: ["gebühr"] });
  });

  it("cuts a long query to its first characters, and says so", () => {
    const query = searchQuery("ä".repeat(10_000));
    expect(query.shortened).toBe(true);
    expect([...query.text]).toHaveLength(LONGEST_QUERY);
    expect(searchQuery("a".repeat(LONGEST_QUERY)).shortened).toBe(false);
  });

  it("gives at most eight words to look for other spellings of", () => {
    expect(searchQuery("one two three four five six seven eight nine ten").words).toHaveLength(8);
  });
});
