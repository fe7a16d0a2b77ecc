import { m } from "~/i18n/paraglide/messages.js";
import { settings } from "~/platform/settings.server";
import { backupAge } from "./backup-age";
import { backupStanding } from "./kept-backups.server";

/** The warning staff see when the backups have fallen behind the schedule, in the page's language; none while they keep up. */
export function backupWarning(now = new Date()): string | undefined {
  const { directory, everyHours } = settings().backups;
  const standing = backupStanding(directory, everyHours, now);
  if (!standing.stale) return undefined;
  return standing.ageHours === undefined ? m.backups_warning_none() : m.backups_warning_stale({ age: backupAge(standing.ageHours) });
}
