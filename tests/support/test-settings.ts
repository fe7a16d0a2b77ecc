import { afterAll, beforeAll } from "vitest";
import { rereadSettings } from "~/platform/settings.server";
import { closeDatabase } from "~/database/database.server";

/**
 * For a describe block that runs the site's own modules against a test's database or servers:
 * these settings from its first test to its last (read once they are known, such as a test
 * database's address), then the site's database pool closed and the environment as it was.
 */
export function useTestSettings(values: () => Record<string, string>): void {
  const saved = new Map<string, string | undefined>();
  beforeAll(() => {
    for (const [name, value] of Object.entries(values())) {
      saved.set(name, process.env[name]);
      process.env[name] = value;
    }
    rereadSettings();
  });
  afterAll(async () => {
    await closeDatabase();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rereadSettings();
  });
}
