import { settings } from "~/platform/settings.server";
import { siteBackupStanding } from "./backup-standing.server";
import { backUpSite, BackupUnderWayError } from "./site-backup.server";

/** How often an instance looks whether a backup is due. */
const LOOK_EVERY_MS = 5 * 60_000;

let timer: NodeJS.Timeout | undefined;
let taking: ReturnType<typeof backUpSite> | undefined;

/**
 * Takes a backup when one is due (BACKUP_EVERY_HOURS): when the newest in BACKUP_DIR is that
 * old, or there is none, looked at every five minutes from five minutes after the start, so that
 * a start is never slowed by one. Instances sharing a database take turns through the backup's
 * lock; one that finds it taken waits for its next look.
 */
export async function takeBackupIfDue(now = new Date()): Promise<boolean> {
  const { backups, database } = settings();
  if (backups.everyHours === 0 || database.kind !== "server" || taking) return false;
  const { ageHours } = siteBackupStanding(now);
  if (ageHours !== undefined && ageHours < backups.everyHours) return false;
  taking = backUpSite(settings(), database.url);
  try {
    const backup = await taking;
    console.log(`Backup taken on schedule: ${backup.file}, ${backup.rows} rows, in ${backup.seconds.toFixed(1)} s.`);
    return true;
  } catch (error) {
    if (!(error instanceof BackupUnderWayError))
      console.error(`The scheduled backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    taking = undefined;
  }
}

export function startBackupSchedule(): void {
  if (timer || settings().backups.everyHours === 0) return;
  timer = setInterval(() => void takeBackupIfDue(), LOOK_EVERY_MS);
  timer.unref();
}

/** Stops looking; a backup under way is waited for, so that a stop never leaves half an archive behind. */
export async function stopBackupSchedule(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await taking?.catch(() => {});
}
