import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { extract } from "tar";
import { expect, test } from "../support/fixtures";
import { staffSession } from "../support/staff";

/*
 * Staff take, download and watch backups from /admin/backups (issue 67), with every script
 * blocked. The suite's site keeps its archives in DATA_DIR/backups; this spec alone touches
 * them, setting the folder aside to show what a site with no backup, or an old one, says.
 */

const backups = path.join(process.env.DATA_DIR!, "backups");

/**
 * Runs `look` with the site's backups folder holding only `planted` (archive names), then puts
 * the real one back. The site's schedule may take a backup into the folder meanwhile (it finds
 * none there): `look` is tried again with the folder emptied of it.
 */
async function withBackupsFolder(planted: string[], look: () => Promise<void>) {
  const aside = `${backups}.aside-${process.pid}`;
  if (existsSync(backups)) renameSync(backups, aside);
  try {
    await expect(async () => {
      rmSync(backups, { recursive: true, force: true });
      mkdirSync(backups, { recursive: true });
      for (const name of planted) writeFileSync(path.join(backups, name), "an old archive");
      await look();
    }).toPass({ timeout: 30_000 });
  } finally {
    rmSync(backups, { recursive: true, force: true });
    if (existsSync(aside)) renameSync(aside, backups);
  }
}

test.describe("backups from the staff pages", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ javaScriptEnabled: false });

  test("staff are warned when there is no backup, or the last is older than the schedule promises", async ({ page }) => {
    await staffSession(page.request);
    await withBackupsFolder([], async () => {
      await page.goto("/admin");
      await expect(page.getByRole("alert")).toContainText("There is no backup yet. Take one now");
      await page.getByRole("alert").getByRole("link", { name: "Backups" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Backups");
      await expect(page.getByText("No backup is kept yet.")).toBeVisible();
    });
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3_600_000 - 60_000);
    const name = `brightline-${threeDaysAgo
      .toISOString()
      .replace(/\.\d+Z$/, "Z")
      .replaceAll(":", "-")}.tar`;
    await withBackupsFolder([name], async () => {
      await page.goto("/de/admin");
      await expect(page.getByRole("alert")).toContainText(
        "Die letzte Sicherung wurde vor 3 Tagen erstellt, später als der Zeitplan verspricht.",
      );
      await page.goto("/admin/backups");
      await expect(page.getByRole("alert")).toContainText("The last backup was taken 3 days ago, later than the schedule promises.");
      await expect(page.getByRole("row", { name })).toBeVisible();
    });
  });

  test("staff take a backup after a confirmation, see it listed and download it", async ({ page }) => {
    await staffSession(page.request);
    await page.goto("/admin/backups");
    await expect(page.getByText("The site takes a backup every 24 hours and keeps the last 14.")).toBeVisible();
    await page.getByText("Take a backup", { exact: true }).click();
    await expect(page.getByText("The site goes on serving while the backup reads its data")).toBeVisible();
    await page.getByRole("button", { name: "Yes, take a backup now" }).click();
    const done = page.getByText(/^Backup (brightline-[\dTZ-]+\.tar) taken: \d+ rows, [\d.]+ [KM]?B, in [\d.]+ s\.$/);
    await expect(done).toBeVisible();
    const name = /(brightline-[\dTZ-]+\.tar)/.exec((await done.textContent())!)![1]!;
    await page.goto("/admin/backups");
    await expect(page.getByText(/^The last backup was taken less than an hour ago, on /)).toBeVisible();
    const link = page.getByRole("link", { name });
    await expect(link).toHaveAttribute("download", "");

    const download = await page.request.get(`/admin/backups/${name}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toBe(`attachment; filename="${name}"`);
    const folder = mkdtempSync(path.join(tmpdir(), "brightline-download-"));
    try {
      writeFileSync(path.join(folder, name), await download.body());
      await extract({ file: path.join(folder, name), cwd: folder }, ["manifest.json"]);
      const manifest = JSON.parse(readFileSync(path.join(folder, "manifest.json"), "utf8")) as {
        tables: { name: string; rows: number }[];
        accounts: string;
      };
      expect(manifest.accounts).toBe("included");
      expect(manifest.tables.find((table) => table.name === "content_versions")?.rows).toBeGreaterThan(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // Any other name is a 404, never a file from elsewhere.
    for (const other of ["brightline-2020-01-01T00-00-00Z.tar", "..%2Fform-secret", "manifest.json"])
      expect((await page.request.get(`/admin/backups/${other}`)).status(), other).toBe(404);
  });
});
