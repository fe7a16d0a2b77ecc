// `npm run bank-holidays`: writes England's bank holidays for the years cohorts are scheduled in
// to reference/england-bank-holidays.json, from date-holidays (decision 41). Run it when
// date-holidays is updated: bank-holidays.server.test.ts fails while the table and the library
// disagree.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { englandFromLibrary } from "../app/cohorts/bank-holidays.server";

const FIRST_YEAR = 2020;
const LAST_YEAR = 2045;

/** Every bank holiday of the years, by day: several on one day are named together, as `bankHoliday` does. */
export function bankHolidayTable(firstYear = FIRST_YEAR, lastYear = LAST_YEAR) {
  const days: Record<string, string> = {};
  for (let year = firstYear; year <= lastYear; year++) {
    // "2026-12-28 00:00:00": the day in England's own time.
    for (const holiday of englandFromLibrary().getHolidays(year)) {
      const day = holiday.date.slice(0, 10);
      days[day] = days[day] ? `${days[day]}, ${holiday.name}` : holiday.name;
    }
  }
  return { firstYear, lastYear, days };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = fileURLToPath(new URL("../reference/england-bank-holidays.json", import.meta.url));
  writeFileSync(file, `${JSON.stringify(bankHolidayTable(), null, 2)}\n`);
  console.log(`Wrote ${file}`);
}
