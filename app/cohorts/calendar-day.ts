const parts = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * "Tuesday 1 December 2026": a day as the site's mail and pages write it. Put together from its
 * parts, since ICU versions differ on the comma after the weekday (Node 20's has one, 24's not).
 */
export function calendarDay(date: Date | string): string {
  const value = typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date;
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.formatToParts(value).find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}

/** The day a moment falls on in UTC, as the database stores a cohort's days ("2026-12-01"). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
