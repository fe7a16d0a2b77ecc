import { m } from "~/i18n/paraglide/messages.js";
import { settings } from "~/platform/settings.server";
import { backupAge } from "./backup-age";
import { backupStanding } from "./kept-backups.server";

/** How this site's backups stand: BACKUP_DIR's archives against BACKUP_EVERY_HOURS. */
export function siteBackupStanding(now = new Date()): ReturnType<typeof backupStanding> {
  const { directory, everyHours } = settings().backups;
  return backupStanding(directory, everyHours, now);
}

/** The warning staff see when the backups have fallen behind the schedule, in the page's language; none while they keep up. */
export function backupWarning(standing = siteBackupStanding()): string | undefined {
  if (!standing.stale) return undefined;
  return standing.ageHours === undefined ? m.backups_warning_none() : m.backups_warning_stale({ age: backupAge(standing.ageHours) });
}
