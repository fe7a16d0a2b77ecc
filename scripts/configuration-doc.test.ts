import { readFileSync } from "node:fs";
import type { SettingDescription } from "../app/platform/settings.server";
import { configurationPage, configurationPath } from "./configuration-doc";

describe("docs/configuration.md", () => {
  it("is what the settings schema says", () => {
    const committed = readFileSync(configurationPath, "utf8");
    expect(committed, "docs/configuration.md differs from the settings schema: run `npm run docs:configuration`").toBe(configurationPage());
  });

  it("lists every setting with its default and description", () => {
    const page = configurationPage();
    expect(page).toContain("| `PORT` | `3000` | port to listen on |");
    expect(page).toContain("| `REDIS_URL` | unset |");
    expect(page).toContain("| `SITE_URL` | `http://localhost:PORT` |");
  });

  it("refuses a setting it has no section for, and a section naming one the schema lacks", () => {
    const stray: SettingDescription = { name: "NEW_SETTING" as SettingDescription["name"], shownDefault: "unset", description: "new" };
    expect(() => configurationPage([stray])).toThrow(/in none: NEW_SETTING; not in the schema, or twice: NODE_ENV/);
  });
});
