import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { authEmulator } from "../../../playwright.config";
import { createOwnDatabase } from "../../support/own-database";
import { expect, test } from "../support/fixtures";
import { type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";

/**
 * The content store (decision 43) from the outside: a site started on a new database imports the
 * repository's content and shows it; `npm run content` exports it as files and imports an edited
 * folder; the site shows the import from its next start; a bad folder changes nothing.
 */

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

test.describe("content in the database", () => {
  test.skip(!serverUrl, "needs TEST_DATABASE_URL (.ci/run sets it)");
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let own: Awaited<ReturnType<typeof createOwnDatabase>>;
  let site: SiteInstance | undefined;
  let folder: string;
  const env = () => ({
    NODE_ENV: "production",
    DATABASE_URL: own.url,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
    FIREBASE_PROJECT_ID: authEmulator.projectId,
  });
  /** `npm run content -- <args>` on the test's database: its exit code and everything it printed. */
  const content = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/content.ts", ...args], {
        env: { PATH: process.env.PATH, ...env() },
      });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  };
  const page = async (pathname: string) => (await fetch(`http://127.0.0.1:${site!.port}${pathname}`)).text();

  test.beforeAll(async () => {
    own = await createOwnDatabase(serverUrl!, "brightline_content");
    folder = mkdtempSync(path.join(tmpdir(), "content-export-"));
  });
  test.afterAll(async () => {
    await stopChild(site?.process);
    await own?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  test("a new database starts with the repository's content, once", async () => {
    site = await startSiteInstance(env());
    expect(site.output()).toMatch(/Content: \d+ documents imported from the repository\./);
    expect(await page("/services/graphic-design")).toContain("Graphic Design");
    await stopChild(site.process);
    site = await startSiteInstance(env());
    expect(site.output()).not.toMatch(/documents imported from the repository/);
  });

  test("an edited export, imported, is what the pages show from the next start", async () => {
    const exported = await content("export", path.join(folder, "out"));
    expect(exported.output).toMatch(/Wrote \d+ documents to /);
    const file = path.join(folder, "out", "service", "graphic-design.json");
    const service = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...service, name: "Brand and Print Design" }, null, 2));

    const imported = await content("import", path.join(folder, "out"));
    expect(imported).toMatchObject({ code: 0 });
    expect(imported.output).toMatch(/0 new, 1 changed and published, \d+ unchanged/);

    await stopChild(site!.process);
    site = await startSiteInstance(env());
    expect(await page("/services/graphic-design")).toContain("Brand and Print Design");
    expect(await page("/services")).toContain("Brand and Print Design");
  });

  test("a folder with a fault is refused whole, naming it, and the published version stays", async () => {
    const file = path.join(folder, "out", "service", "graphic-design.json");
    const service = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...service, name: "Graphic design, again", summary: "Too short" }, null, 2));

    const refused = await content("import", path.join(folder, "out"));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('service "graphic-design": summary: ');

    const client = new pg.Client({ connectionString: own.url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>(
      `select v.data->>'name' as name from content_documents d
         join content_versions v on v.document_id = d.id and v.number = d.published_version
        where d.kind = 'service' and d.slug = 'graphic-design'`,
    );
    await client.end();
    expect(rows).toEqual([{ name: "Brand and Print Design" }]);
  });
});
