import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { listPublicFiles } from "./public-files";

describe("listPublicFiles", () => {
  it("lists every file's address, in folders too, without the hashed assets or the compressed copies", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "public-files-"));
    try {
      for (const file of [
        "favicon.svg",
        "favicon.svg.br",
        "images/hero.svg",
        "images/hero.svg.gz",
        "images/work/atlas.webp",
        "assets/entry-abc.js",
      ]) {
        mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
        writeFileSync(path.join(directory, file), "x");
      }
      expect([...listPublicFiles(directory)].sort()).toEqual(["/favicon.svg", "/images/hero.svg", "/images/work/atlas.webp"]);
    } finally {
      rmSync(directory, { recursive: true });
    }
  });
});
