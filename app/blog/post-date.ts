import { dateFormat } from "~/i18n/intl";

// UTC, so the server and the browser print the same day whatever their time zones.
const longDate = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;

/** "28 October 2026", from "2026-10-28". */
export function formatPostDate(isoDate: string): string {
  return dateFormat(longDate).format(new Date(`${isoDate}T00:00:00Z`));
}
