import { suggestedAddress } from "./suggested-address";

describe("the address a title suggests (issue 64, item 10)", () => {
  it("is the title's words, lowercase, joined by hyphens, German letters spelt out", () => {
    expect(suggestedAddress("Web Performance Budgets, in Practice")).toBe("web-performance-budgets-in-practice");
    expect(suggestedAddress("Wie wir Barrierefreiheit prüfen: Größe & Kontrast!")).toBe(
      "wie-wir-barrierefreiheit-pruefen-groesse-and-kontrast",
    );
    expect(suggestedAddress("Café déjà vu")).toBe("cafe-deja-vu");
    expect(suggestedAddress("  ---  ")).toBe("");
  });

  it("keeps to 80 characters, cut between words", () => {
    const address = suggestedAddress("A very long title ".repeat(10));
    expect(address.length).toBeLessThanOrEqual(80);
    expect(address).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(address.endsWith("-")).toBe(false);
  });
});
