import { createRequire } from "node:module";
import type HolidaysOfCountries from "date-holidays";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * England's bank holidays by day, as `npm run bank-holidays` wrote them: data, not code (issue
 * 62), found from where the site starts, as its migrations and content are.
 */
export const englandBankHolidays = JSON.parse(readFileSync(path.resolve("reference", "england-bank-holidays.json"), "utf8")) as {
  firstYear: number;
  lastYear: number;
  days: Readonly<Record<string, string>>;
};
const table = englandBankHolidays;

// The studio is in Bristol: England's bank holidays (Scotland's and Northern Ireland's differ).
// date-holidays knows them, but loading it costs the server 25 to 40 MB for a handful of dates
// a year (decision 41): the years staff schedule cohorts in are read from a table made from it
// (reference/england-bank-holidays.json, written by `npm run bank-holidays`), and the library is loaded
// only for a year outside the table.

const require = createRequire(import.meta.url);
type Holidays = InstanceType<typeof HolidaysOfCountries>;
let england: Holidays | undefined;

/** date-holidays for England, loaded on first use: what the table is made from, and the answer outside it. */
export function englandFromLibrary(): Holidays {
  if (!england) {
    const Holidays = require("date-holidays") as typeof HolidaysOfCountries;
    england = new Holidays("GB", "ENG", { types: ["public"] });
  }
  return england;
}

/** date-holidays' answer for a day. */
export function bankHolidayFromLibrary(day: string): string | undefined {
  const found = englandFromLibrary().isHoliday(new Date(`${day}T12:00:00Z`));
  return found ? found.map((holiday) => holiday.name).join(", ") : undefined;
}

/** The bank holiday a day ("2026-12-28") is in England, by name ("Boxing Day (substitute day)"), or undefined. */
export function bankHoliday(day: string): string | undefined {
  const year = Number(day.slice(0, 4));
  if (year >= table.firstYear && year <= table.lastYear) return table.days[day];
  return bankHolidayFromLibrary(day);
}
