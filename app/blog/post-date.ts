import { site } from "~/config/site";
// UTC, so the server and the browser print the same day whatever their time zones.
const longDate = new Intl.DateTimeFormat(site.locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "28 October 2026", from "2026-10-28". */
export function formatPostDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
