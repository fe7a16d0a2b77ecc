import fc from "fast-check";
import { cleanText } from "~/platform/clean-text.server";

// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

describe("cleanText", () => {
  it("drops bidirectional controls, which would show a staff member a reordered name", () => {
    expect(cleanText("Invoice \u202Efdp.exe")).toBe("Invoice fdp.exe");
    expect(cleanText("a\u2066b\u2067c\u2068d\u2069e\u200Ef\u200Fg\u061Ch\u202Ai\u202Bj\u202Ck\u202Dl")).toBe("abcdefghijkl");
  });

  it("drops C0 and C1 controls (a NUL, an escape, DEL, CSI), keeping the letters around them", () => {
    expect(cleanText("Gr\u0000ace\u001b[31m Hop\u007Fper\u009B")).toBe("Grace[31m Hopper");
  });

  it("drops the invisible breaks that split a word from a search without showing", () => {
    expect(cleanText("Ac\u200Bme Ltd\u00AD\u2060\uFEFF\u180E")).toBe("Acme Ltd");
  });

  it("turns every kind of line break into a line feed in a message, and a space on a single line", () => {
    const text = "one\r\ntwo\rthree\u0085four\u2028five\u2029six\nseven\u000Beight\u000Cnine";
    expect(cleanText(text, { multiline: true })).toBe("one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine");
    expect(cleanText(text)).toBe("one two three four five six seven eight nine");
    expect(cleanText("Ada\tLovelace")).toBe("Ada Lovelace");
    expect(cleanText("a\tb", { multiline: true })).toBe("a\tb");
  });

  it("keeps what people type: accents composed, emoji with their joiners, scripts written right to left", () => {
    expect(cleanText("Zoe\u0308 U\u0308nal")).toBe("Zoë Ünal");
    expect(cleanText("👩🏽‍💻 and 🏳️‍🌈")).toBe("👩🏽‍💻 and 🏳️‍🌈");
    expect(cleanText("  שלום עולם  ")).toBe("שלום עולם");
    expect(cleanText("\uD800 lone")).toBe("\uFFFD lone");
  });

  it("leaves no invisible control, lone surrogate or line break on a single line, whatever it is given", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), fc.boolean(), (value, multiline) => {
        const cleaned = cleanText(value, { multiline });
        expect(cleaned).not.toMatch(INVISIBLE);
        expect(cleaned).not.toMatch(/[\r\u0085\u2028\u2029]/);
        if (!multiline) expect(cleaned).not.toMatch(/[\t\n]/);
        expect(cleaned).toBe(cleaned.trim());
        expect(cleaned).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      }),
      { numRuns: 1000 },
    );
  });
});
