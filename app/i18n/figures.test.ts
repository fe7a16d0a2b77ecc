import { figureText } from "./figures";
import { inLocale } from "./request-locale.server";

describe("figureText", () => {
  const figures = ["100%", "30K", "3,000+", "+74%", "-41%", "0.8", "4.7", "1.5M", "2016", "300", "Same day", "€290k"];

  it("leaves a figure as the site's first language writes it", () => {
    expect(figures.map(figureText)).toEqual(figures);
  });

  it("writes a figure as German writes numbers: a space before %, points between thousands, a decimal comma (issue 65)", () => {
    const german = inLocale("de", () => figures.map(figureText)).map((text) => text.replaceAll("\u00a0", " "));
    expect(german).toEqual(["100 %", "30.000", "3.000+", "+74 %", "-41 %", "0,8", "4,7", "1,5 Mio.", "2016", "300", "Same day", "€290k"]);
  });
});
