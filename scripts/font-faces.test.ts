import { readFileSync } from "node:fs";
// @ts-expect-error: a plain JavaScript module, run with node to write the file
import { fontsCss, fontsCssPath } from "./font-faces.mjs";

describe("app/styles/fonts.css", () => {
  const committed = readFileSync(fontsCssPath, "utf8");

  it("is what scripts/font-faces.mjs makes from the installed fonts and their metrics", () => {
    // Fails after a font package update or a change to the script: run `node scripts/font-faces.mjs`.
    expect(committed).toBe(fontsCss());
  });

  it("declares two files, both Latin woff2 that never hide text while loading", () => {
    const files = [...committed.matchAll(/url\("([^"]+)"\) format\("woff2"\)/g)].map((match) => match[1]);
    expect(files).toEqual([expect.stringMatching(/-latin-wght-normal\.woff2$/), expect.stringMatching(/-latin-wght-normal\.woff2$/)]);
    expect(committed.match(/font-display: swap;/g)).toHaveLength(2);
    expect(committed.match(/unicode-range: U\+0000-00FF,/g)).toHaveLength(2);
  });

  it("sizes every local fallback to its face", () => {
    const fallbacks = committed.split("@font-face").filter((face) => face.includes("Fallback:"));
    expect(fallbacks).toHaveLength(4);
    for (const face of fallbacks) {
      expect(face).toMatch(/src: local\('[^']+'\)/);
      for (const property of ["ascent-override", "descent-override", "line-gap-override", "size-adjust"]) {
        expect(face).toMatch(new RegExp(`${property}: \\d+(\\.\\d+)?%;`));
      }
    }
  });
});
