import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupStanding, keptBackup, keptBackups, pruneBackups } from "./kept-backups.server";
import { backupFileName } from "./site-backup.server";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "brightline-kept-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const at = (iso: string) => new Date(iso);
function archive(iso: string, bytes = 10): string {
  const name = backupFileName(at(iso));
  writeFileSync(path.join(folder, name), "x".repeat(bytes));
  return name;
}

describe("the kept backups", () => {
  it("are the site's archives alone, newest first, with when they were taken and their size", () => {
    const older = archive("2026-12-01T03:00:00.123Z", 5);
    const newer = archive("2026-12-02T03:00:00Z", 7);
    writeFileSync(path.join(folder, "notes.txt"), "not an archive");
    writeFileSync(path.join(folder, `${newer}.partial`), "half written");
    mkdirSync(path.join(folder, "brightline-2026-12-03T03-00-00Z.tar.d"));
    expect(keptBackups(folder).map(({ name, takenAt, bytes }) => ({ name, takenAt: takenAt.toISOString(), bytes }))).toEqual([
      { name: "brightline-2026-12-02T03-00-00Z.tar", takenAt: "2026-12-02T03:00:00.000Z", bytes: 7 },
      { name: older, takenAt: "2026-12-01T03:00:00.000Z", bytes: 5 },
    ]);
    expect(keptBackups(path.join(folder, "not-there"))).toEqual([]);
  });

  it("keep the newest BACKUP_KEEP and delete the rest, and nothing that is not an archive", () => {
    for (const day of ["01", "02", "03", "04"]) archive(`2026-12-${day}T03:00:00Z`);
    writeFileSync(path.join(folder, "notes.txt"), "kept");
    expect(pruneBackups(folder, 2)).toBe(2);
    expect(readdirSync(folder).sort()).toEqual(["brightline-2026-12-03T03-00-00Z.tar", "brightline-2026-12-04T03-00-00Z.tar", "notes.txt"]);
  });

  it("serve only an archive's name: no path out of the folder, no other file", () => {
    const name = archive("2026-12-01T03:00:00Z");
    writeFileSync(path.join(folder, "secret.tar"), "no");
    expect(keptBackup(folder, name)?.name).toBe(name);
    expect(keptBackup(folder, "secret.tar")).toBeUndefined();
    expect(keptBackup(folder, `../${name}`)).toBeUndefined();
    expect(keptBackup(folder, "brightline-2026-12-09T03-00-00Z.tar")).toBeUndefined();
  });
});

describe("how the backups stand against the schedule", () => {
  it("is stale with none, or with the last older than the schedule and an hour's grace, and never with the schedule off", () => {
    expect(backupStanding(folder, 24, at("2026-12-05T00:00:00Z"))).toEqual({ kept: [], last: undefined, ageHours: undefined, stale: true });
    expect(backupStanding(folder, 0, at("2026-12-05T00:00:00Z")).stale).toBe(false);
    archive("2026-12-04T00:00:00Z");
    expect(backupStanding(folder, 24, at("2026-12-05T00:59:00Z")).stale).toBe(false);
    const late = backupStanding(folder, 24, at("2026-12-05T01:01:00Z"));
    expect(late.stale).toBe(true);
    expect(late.ageHours).toBeCloseTo(25.02, 1);
    expect(backupStanding(folder, 0, at("2027-01-05T00:00:00Z")).stale).toBe(false);
  });
});
