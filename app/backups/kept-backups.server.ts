import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/** An archive's name as the site writes it (`backupFileName`): the only files the list shows, serves and deletes. */
export const ARCHIVE_NAME = /^brightline-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar$/;

export type KeptBackup = { name: string; file: string; takenAt: Date; bytes: number };

/** The archives in `directory`, newest first; none when the folder is not there yet. */
export function keptBackups(directory: string): KeptBackup[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .flatMap((name) => {
      const parts = ARCHIVE_NAME.exec(name);
      if (!parts) return [];
      const file = path.join(directory, name);
      const takenAt = new Date(`${parts[1]}T${parts[2]}:${parts[3]}:${parts[4]}Z`);
      return Number.isNaN(takenAt.getTime()) ? [] : [{ name, file, takenAt, bytes: statSync(file).size }];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Deletes the oldest archives beyond the newest `keep`: what BACKUP_KEEP asks after each new one. Returns how many went. */
export function pruneBackups(directory: string, keep: number): number {
  const old = keptBackups(directory).slice(keep);
  for (const backup of old) rmSync(backup.file, { force: true });
  return old.length;
}

/** The archive called `name` in `directory`, if it is one of the site's: never a path out of the folder. */
export function keptBackup(directory: string, name: string): KeptBackup | undefined {
  return ARCHIVE_NAME.test(name) ? keptBackups(directory).find((backup) => backup.name === name) : undefined;
}

/**
 * How the backups stand against the schedule: the kept ones, the last, and whether staff should be warned,
 * when the schedule is on and the last is older than it promises (an hour's grace for the
 * sweep that takes it) or there is none.
 */
export function backupStanding(
  directory: string,
  everyHours: number,
  now = new Date(),
): { kept: KeptBackup[]; last?: KeptBackup; ageHours?: number; stale: boolean } {
  const kept = keptBackups(directory);
  const [last] = kept;
  const ageHours = last ? (now.getTime() - last.takenAt.getTime()) / 3_600_000 : undefined;
  return { kept, last, ageHours, stale: everyHours > 0 && (ageHours === undefined || ageHours > everyHours + 1) };
}
