import Holidays from "date-holidays";

// The studio is in Bristol: England's bank holidays (Scotland's and Northern Ireland's differ).
const england = new Holidays("GB", "ENG", { types: ["public"] });

/** The bank holiday a day ("2026-12-28") is in England, by name ("Boxing Day (substitute day)"), or undefined. */
export function bankHoliday(day: string): string | undefined {
  const found = england.isHoliday(new Date(`${day}T12:00:00Z`));
  return found ? found.map((holiday) => holiday.name).join(", ") : undefined;
}
