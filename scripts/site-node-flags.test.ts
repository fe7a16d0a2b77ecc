import { readFileSync } from "node:fs";
// @ts-expect-error: a plain JavaScript module, run before anything is built
import { SITE_START_COMMAND } from "./site-node-flags.mjs";

describe("the flags the site starts with", () => {
  it("are those `npm start` gives Node", () => {
    const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(packageJson.scripts.start).toBe(SITE_START_COMMAND);
  });
});
