import { m } from "~/i18n/paraglide/messages.js";

/** How long ago a backup was taken, in words: "less than an hour ago", "5 hours ago", "3 days ago". */
export function backupAge(hours: number): string {
  if (hours < 1) return m.backups_age_now();
  if (hours < 48) return m.backups_age_hours({ count: Math.floor(hours) });
  return m.backups_age_days({ count: Math.floor(hours / 24) });
}
